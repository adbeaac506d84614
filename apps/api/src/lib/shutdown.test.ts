import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_DIR } from '../config';
import { settlesWithin } from './shutdown';

describe('shutdown deadline', () => {
  it('ends a process whose main thread is stuck (the watchdog runs in its own thread)', async () => {
    const script = `import { startShutdownWatchdog } from ${JSON.stringify(join(API_DIR, 'src/lib/shutdown.ts'))};
      startShutdownWatchdog(500); process.stdout.write('stuck\\n'); for (;;) {}`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const stuckAt = await new Promise<number>((resolve) => child.stdout.once('data', () => resolve(Date.now())));
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    const [signal, endedAt] = await new Promise<[NodeJS.Signals | null, number]>((resolve) =>
      child.once('exit', (_code, s) => resolve([s, Date.now()])),
    );
    clearTimeout(killer);
    expect(signal).toBe('SIGKILL');
    expect(endedAt - stuckAt).toBeLessThan(5_000);
  }, 60_000);

  it('tells whether a step settled in time', async () => {
    expect(await settlesWithin(Promise.resolve(), 50)).toBe(true);
    expect(await settlesWithin(Promise.reject(new Error('closed badly')), 50)).toBe(true);
    expect(await settlesWithin(new Promise(() => undefined), 50)).toBe(false);
  });
});
