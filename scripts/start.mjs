// `npm start`: builds the app when the build is missing or older than its
// sources, then runs the reference server (which prints its URL).
// `npm run server` (`--no-build`): the server alone, as it is, with the same Node flags.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { constants } from 'node:os';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const root = new URL('..', import.meta.url).pathname;
const built = join(root, 'dist', 'index.html');
const sources = ['src', 'schemas', 'i18n', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newest(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

const bin = (name) => join(root, 'node_modules', '.bin', name);

const mayBuild = !process.argv.includes('--no-build');
if (mayBuild && (!existsSync(built) || statSync(built).mtimeMs < Math.max(...sources.map(newest)))) {
  console.log('Building the app…');
  const vite = spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (vite.status !== 0) process.exit(vite.status ?? 1);
}

// Node itself runs the server (tsx as a loader, not its CLI): no process between the signal and the server.
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
// A stop signal goes on to the server, which stops gracefully (a Ctrl+C that also reaches it from the
// terminal counts once); its exit status is ours, 128 + the signal's number if a signal ended it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
