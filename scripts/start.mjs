// Builds the web app when the build is missing or older than its sources, then serves web + API.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';

const builtIndex = 'dist/web/index.html';
const sources = [
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'public',
  'src/web',
  'src/contract',
  'machines',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newestMtime))) {
  console.log(builtAt ? 'The web build is stale: rebuilding…' : 'No web build yet: building…');
  const build = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server runs in this process, so a signal sent to `npm start` (which forwards it here, the
// script being exec'd by the shell) reaches the server's own shutdown.
process.env.NODE_ENV ??= 'production';
register();
await import('../src/server/main.ts');
