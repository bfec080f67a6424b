import { benchApi } from './api.js';
import { benchBundle } from './bundle.js';
import { benchRealistic } from './nlu/realistic.js';
import { benchNlu } from './nlu/run.js';
import { benchSigns } from './safety/signs.js';
import { benchWeb } from './web.js';

// Benchmarks print numbers and ratios; they never pass or fail on time.
for (const bench of [benchSigns, benchRealistic, benchNlu, benchBundle, benchWeb, benchApi]) {
  for (const line of await bench()) console.log(line);
  console.log();
}
