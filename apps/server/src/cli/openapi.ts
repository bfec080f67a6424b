import { writeFile } from 'node:fs/promises';
import { OPENAPI_PATH, openApiDocument } from '../openapi-document.js';

// npm run openapi: writes the OpenAPI document generated from the route schemas to docs/, where
// a test fails while it is stale. Run from the repository root (npm run sets the directory).
await writeFile(OPENAPI_PATH, await openApiDocument());
console.log(`Skrev ${OPENAPI_PATH}.`);
