// `npm run dev`: the API with reload on change (tsx watch) and the Vite dev server with hot reload, side by side.
// Open http://localhost:5173; Vite forwards /api, /dev and /sw.js to the API on port 3000.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const DEV_WEB_URL = 'http://localhost:5173';

/**
 * The API's environment under `npm run dev`: the person works on the Vite server, so e-mail links and an online
 * payment's way back lead there (decision 061), unless PUBLIC_URL says otherwise. Without this a transfer paid in
 * development returned to the API's own address, where no session and no hot reload are.
 */
export function apiEnv(env) {
  return { ...env, PUBLIC_URL: env.PUBLIC_URL || DEV_WEB_URL };
}

function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const children = [
    spawn('npm', ['run', 'dev', '-w', 'apps/api'], { cwd: root, stdio: 'inherit', env: apiEnv(process.env) }),
    spawn('npm', ['run', 'dev', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }),
  ];
  const stop = (signal) => children.forEach((child) => child.kill(signal));
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  for (const child of children) {
    child.on('exit', (code) => {
      stop('SIGTERM');
      process.exitCode = code ?? 0;
    });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
