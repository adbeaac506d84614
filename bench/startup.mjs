// Issue 2 target: `npm start` on an existing data directory answers /api/health within 3 s.
// The first start (migrations, demo seed) is timed but not judged; the next three are, from spawn to the first 200.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { root, tempDir } from './lib.mjs';

async function timeStart(dataDir, port) {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
}

export async function benchStartup() {
  const dataDir = tempDir('parkshare-bench-start-');
  try {
    const first = await timeStart(dataDir, 4410);
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await timeStart(dataDir, 4410));
    const worst = Math.max(...runs);
    return {
      rows: [
        { start: 'first (new data directory, migrations + demo seed)', ms: Math.round(first) },
        ...runs.map((ms, i) => ({ start: `existing data directory, run ${i + 1}`, ms: Math.round(ms) })),
      ],
      checks: [
        {
          name: '/api/health within 3 s on an existing data directory',
          ok: worst <= 3000,
          value: `${Math.round(worst)} ms (worst of 3)`,
        },
      ],
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
