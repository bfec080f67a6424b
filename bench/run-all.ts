import { benchApi } from './api.js';
import { benchBundle } from './bundle.js';

// Benchmarks print numbers and ratios; they never pass or fail on time.
for (const bench of [benchBundle, benchApi]) {
  for (const line of await bench()) console.log(line);
  console.log();
}
