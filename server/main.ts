// Entry point: `npx tsx server/main.ts` (or `npm run server`).
import { buildApp } from './app';
import { loadConfig } from './config';

const config = loadConfig();
const { app, close } = await buildApp(config);
await app.listen({ host: config.HOST, port: config.PORT });
console.log(`Marketplace Admin is running at http://${config.HOST}:${config.PORT}`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
