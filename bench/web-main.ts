import { benchWeb } from './web.js';

// `npm run -w bench web`: only the Lighthouse and first-load figures.
for (const line of await benchWeb()) console.log(line);
