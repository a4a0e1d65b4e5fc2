// Entry point: `npx tsx server/main.ts` (or `npm run server`).
import { buildApp } from './app';
import { loadConfig } from './config';
import { StoreNeedsMigration } from './migrations';
import { handleStopSignals } from './shutdown';

const config = loadConfig();
// From here on SIGTERM/SIGINT stop the server gracefully (see server/shutdown.ts).
const shutdown = handleStopSignals({ timeoutMs: config.SHUTDOWN_TIMEOUT * 1000 });
const { app, close, demoAccounts } = await buildApp(config).catch((error: unknown) => {
  // Not a fault of the server: the operator is told what to run, without a stack.
  if (!(error instanceof StoreNeedsMigration)) throw error;
  console.error(error.message);
  process.exit(1);
});
if (!shutdown.requested) {
  await app.listen({ host: config.HOST, port: config.PORT });
  console.log(`Marketplace Admin is running at http://${config.HOST}:${config.PORT}`);
  if (demoAccounts.length) {
    console.log('This is a demo: these admins sign in with published passwords (never use them in production):');
    for (const { email, password } of demoAccounts) console.log(`  ${email} / ${password}`);
  }
}
shutdown.ready(close, app.log);
