import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { API_DIR } from '../config';

export interface ServerProcess {
  child: ChildProcessByStdio<null, Readable, Readable>;
  port: number;
  baseUrl: string;
  /** What the server wrote to stdout and stderr so far (while the test still reads them). */
  output(): string;
  /** Resolves when the process has ended, with the time it ended (Date.now()). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

/** A free loopback port (the server's config refuses PORT=0). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * The server as `npm start` runs it (src/main.ts through tsx), a separate process on the embedded database, with
 * its stdout and stderr piped to the test.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(API_DIR, 'src/main.ts')], {
    cwd: API_DIR,
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      PUBLIC_URL: '',
      HOST: '',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  return { child, port, baseUrl: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Polls GET /api/health until it answers 200; returns that answer's time. Fails when the process ends first. */
export async function firstHealthy(server: ServerProcess, timeoutMs: number, intervalMs = 25): Promise<number> {
  const until = Date.now() + timeoutMs;
  let ended = false;
  void server.exited.then(() => (ended = true));
  while (Date.now() < until && !ended) {
    try {
      const response = await fetch(`${server.baseUrl}/api/health`);
      if (response.status === 200) return Date.now();
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`the server never answered /api/health with 200:\n${server.output()}`);
}
