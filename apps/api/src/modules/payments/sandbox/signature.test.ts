import { describe, expect, it } from 'vitest';
import { checkSignature, signBody, TOLERANCE_SECONDS } from './signature';

const SECRET = 'a-webhook-secret-that-is-long-enough-0001';
const BODY = Buffer.from('{"event":"payment.succeeded"}');
// A moment in the middle of a second: signatures carry whole seconds, rounded down.
const NOW = new Date('2026-11-23T10:00:00.500Z');
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe('checkSignature', () => {
  it('accepts a signature of this body made within the tolerance, before or after now', () => {
    expect(checkSignature(SECRET, BODY, signBody(SECRET, BODY, NOW), NOW)).toBeNull();
    // Made 299.5 s ago once rounded down to its second; made exactly the tolerance ago it would be 300.5 s.
    expect(checkSignature(SECRET, BODY, signBody(SECRET, BODY, at(1 - TOLERANCE_SECONDS)), NOW)).toBeNull();
    expect(checkSignature(SECRET, BODY, signBody(SECRET, BODY, at(TOLERANCE_SECONDS)), NOW)).toBeNull();
  });

  it('refuses one made more than the tolerance before or after now', () => {
    expect(checkSignature(SECRET, BODY, signBody(SECRET, BODY, at(-TOLERANCE_SECONDS - 1)), NOW)).toBe(
      'stale signature',
    );
    expect(checkSignature(SECRET, BODY, signBody(SECRET, BODY, at(TOLERANCE_SECONDS + 1)), NOW)).toBe(
      'stale signature',
    );
  });

  it('refuses another body, another secret and a missing or malformed header', () => {
    const header = signBody(SECRET, BODY, NOW);
    expect(checkSignature(SECRET, Buffer.from('{"event":"payment.failed"}'), header, NOW)).toBe('wrong signature');
    expect(checkSignature(`${SECRET}-other`, BODY, header, NOW)).toBe('wrong signature');
    expect(checkSignature(SECRET, BODY, undefined, NOW)).toBe('missing signature');
    expect(checkSignature(SECRET, BODY, [header, header], NOW)).toBe('missing signature');
    expect(checkSignature(SECRET, BODY, `${header},${'x'.repeat(300)}`, NOW)).toBe('missing signature');
    expect(checkSignature(SECRET, BODY, 'garbage', NOW)).toBe('malformed signature');
    expect(checkSignature(SECRET, BODY, header.replace(/^t=\d+/, 't=soon'), NOW)).toBe('malformed signature');
    expect(checkSignature(SECRET, BODY, header.replace(/v1=.*/, 'v1=ABC'), NOW)).toBe('malformed signature');
  });
});
