import { benchApi } from './api.js';
import { benchBundle } from './bundle.js';
import { benchRealistic } from './nlu/realistic.js';
import { benchNlu } from './nlu/run.js';
import { benchSigns } from './safety/signs.js';
import { benchTidy } from './nlu/tidy.js';
import { benchWeb } from './web.js';

const benches = {
  signs: benchSigns,
  realistic: benchRealistic,
  tidy: benchTidy,
  nlu: benchNlu,
  bundle: benchBundle,
  web: benchWeb,
  api: benchApi,
};
// `npm run bench -- signs realistic` runs only those.
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in benches));
if (unknown.length > 0)
  throw new Error(
    `Unknown bench ${unknown.join(', ')}; there are ${Object.keys(benches).join(', ')}`,
  );

// Benchmarks print numbers and ratios; they never pass or fail on time.
for (const [name, bench] of Object.entries(benches)) {
  if (chosen.length > 0 && !chosen.includes(name)) continue;
  for (const line of await bench()) console.log(line);
  console.log();
}
