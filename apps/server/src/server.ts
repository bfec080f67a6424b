import { loadConfig } from './config.js';
import { createServer } from './bootstrap.js';
import { stopGracefullyOnSignals } from './shutdown.js';

const config = loadConfig();
const app = await createServer(config);
stopGracefullyOnSignals(app);
await app.listen({ port: config.port, host: config.host });
