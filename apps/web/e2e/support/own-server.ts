import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eEnv } from './env';

// A server of a spec's own, started in the spec with extra environment (e.g. consent.spec's analytics ids, which
// need its tag server's address): the built app as start-app.mjs starts it, on a free port and a fresh data
// directory, with the default server's loopback tiles and geocoder.

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const address = probe.address();
  await new Promise<void>((done) => probe.close(() => done()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export interface OwnServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export async function startOwnServer(name: string, env: Record<string, string>): Promise<OwnServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [join(repoRoot, 'apps/web/e2e/support/start-app.mjs')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...e2eEnv.serverEnv,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: `${e2eEnv.dataDir}-${name}`,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the ${name} server stopped: ${stderr}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`the ${name} server did not start in 90 s: ${stderr}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
