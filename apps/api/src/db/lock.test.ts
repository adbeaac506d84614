import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_DIR } from '../config';
import { openDatabase } from './client';
import { acquireLock, DatabaseLockedError } from './lock';

describe('PGlite directory lock', () => {
  it('refuses a second opener at once and frees the lock on close', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'parkshare-lock-'));
    const options = { dataDir, databaseUrl: undefined, migrationsDir: join(API_DIR, 'drizzle') };
    const first = await openDatabase(options);
    const started = Date.now();
    await expect(openDatabase(options)).rejects.toThrow(DatabaseLockedError);
    expect(Date.now() - started).toBeLessThan(1000);

    // A real second process (the admin CLI) fails with a clear line too.
    const cli = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(API_DIR, 'src/cli/make-admin.ts'), 'someone@example.com'],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
      },
    );
    expect(cli.status).not.toBe(0);
    expect(cli.stderr).toMatch(/in use by another Parkshare process \(pid \d+/);

    await first.close();
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);
    const again = await openDatabase(options);
    await again.close();
  }, 60_000);

  it('takes over a lock left by a dead process', () => {
    const dir = mkdtempSync(join(tmpdir(), 'parkshare-lock-'));
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    }).stdout;
    writeFileSync(join(dir, 'db.lock'), dead);
    const release = acquireLock(join(dir, 'db.lock'), 'test');
    release();
    expect(existsSync(join(dir, 'db.lock'))).toBe(false);
  });
});
