import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogDestination } from './log-destination';

/** A stream whose reader takes nothing: every write stays pending. */
function stalled() {
  return new Writable({ highWaterMark: 16, write: () => undefined });
}

describe('log destination', () => {
  it('keeps what a stalled reader has not taken up to a limit, then drops lines instead of waiting', async () => {
    const stream = stalled();
    const logs = createLogDestination(stream, 100);
    for (let index = 0; index < 10; index += 1) logs.write(`${'x'.repeat(39)}\n`);
    expect(stream.writableLength).toBeGreaterThan(100);
    expect(stream.writableLength).toBeLessThanOrEqual(160);
    expect(logs.dropped).toBeGreaterThanOrEqual(6);
    const started = Date.now();
    await logs.flush(200);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('stops logging, without an error, once the reader went away', async () => {
    const stream = new Writable({
      write: (_chunk, _encoding, done) => done(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' })),
    });
    const logs = createLogDestination(stream);
    logs.write('one\n');
    await new Promise((resolve) => setImmediate(resolve));
    logs.write('two\n');
    expect(logs.dropped).toBe(1);
    await logs.flush(1_000);
  });

  it('flushes what a reading destination takes', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write: (chunk: Buffer, _encoding, done) => setTimeout(() => (lines.push(chunk.toString()), done()), 5),
    });
    const logs = createLogDestination(stream);
    for (let index = 0; index < 20; index += 1) logs.write(`line ${index}\n`);
    await logs.flush(2_000);
    expect(lines).toHaveLength(20);
    expect(logs.dropped).toBe(0);
  });
});
