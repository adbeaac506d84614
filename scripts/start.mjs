// `npm start`: builds what is missing or older than its sources, then runs the built server.
// A fresh checkout builds once (about a minute); later starts go straight to the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const sources = [
  'packages/shared/src',
  'apps/api/src',
  'apps/api/drizzle',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
];
const outputs = ['apps/web/dist/index.html', 'apps/api/dist/main.js'];

function newestMtime(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

const built = outputs.every((path) => existsSync(join(root, path)));
const builtAt = built ? Math.min(...outputs.map((path) => statSync(join(root, path)).mtimeMs)) : 0;
if (!built || Math.max(...sources.map(newestMtime)) > builtAt) {
  console.log(built ? 'Sources changed since the last build: building…' : 'First start: building Parkshare…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
