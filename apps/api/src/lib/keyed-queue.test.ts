import { describe, expect, it } from 'vitest';
import { inTurn } from './keyed-queue';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('inTurn', () => {
  it('runs tasks of one key one at a time, in order, even when one fails', async () => {
    const scope = {};
    const log: string[] = [];
    let running = 0;
    const task =
      (name: string, fail = false) =>
      async () => {
        running += 1;
        expect(running).toBe(1);
        log.push(`start ${name}`);
        await tick();
        log.push(`end ${name}`);
        running -= 1;
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      inTurn(scope, 'u1', task('a')),
      inTurn(scope, 'u1', task('b', true)),
      inTurn(scope, 'u1', task('c')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('runs different keys and different scopes side by side', async () => {
    const scope = {};
    let running = 0;
    let most = 0;
    const task = async () => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      running -= 1;
    };
    await Promise.all([inTurn(scope, 'u1', task), inTurn(scope, 'u2', task), inTurn({}, 'u1', task)]);
    expect(most).toBe(3);
  });
});
