import { loadConfig } from './config.js';
import { createServer } from './bootstrap.js';

const config = loadConfig();
const app = await createServer(config);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
