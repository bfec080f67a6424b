import { benchApi } from './api.js';

// `npm run -w bench api`: only the API benchmark.
for (const line of await benchApi()) console.log(line);
