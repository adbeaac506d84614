import { describe, expect, it } from 'vitest';
import { P24_ACCOUNT } from '../gateways.test-helpers';
import { NotificationRejected } from '../provider';
import { readNotification } from './notifications';
import { blikResultSign, p24Sign, registerSign, signMatches, verifySign } from './sign';

// The sign against digests computed outside Node (sha384sum over the JSON text): the contract's own Python example
// of a registration, and one with a slash and Polish letters, which must stay unescaped.

describe('Przelewy24 sign', () => {
  it('matches the contract’s example of a registration', () => {
    expect(registerSign({ sessionId: 'sessionId', merchantId: 999999, amount: 1000, currency: 'PLN' }, 'crc')).toBe(
      'a34cf822f00b51d8d75e2d21334d6ffb5f2fac8408574f4cd7d4897f07ed61312244f9875e18ce63a4fbe2668d7ffc30',
    );
  });

  it('leaves slashes and letters beyond ASCII unescaped, as JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE', () => {
    expect(registerSign({ sessionId: 'a/b-żółć', merchantId: 1, amount: 1, currency: 'PLN' }, 'c')).toBe(
      '6550f1640cfc96fd3c4ba850746b437494b4b17613d509be58f784141809e354fe7d921609d13408cf8647ba58748aec',
    );
  });

  it('depends on the order and the types of the fields', () => {
    const base = { sessionId: 's', orderId: 7, amount: 100, currency: 'PLN' };
    const signed = verifySign(base, 'crc');
    expect(signed).toMatch(/^[0-9a-f]{96}$/);
    expect(
      p24Sign(
        [
          ['orderId', 7],
          ['sessionId', 's'],
          ['amount', 100],
          ['currency', 'PLN'],
        ],
        'crc',
      ),
    ).not.toBe(signed);
    expect(
      p24Sign(
        [
          ['sessionId', 's'],
          ['orderId', '7'],
          ['amount', 100],
          ['currency', 'PLN'],
        ],
        'crc',
      ),
    ).not.toBe(signed);
    expect(verifySign(base, 'other-crc')).not.toBe(signed);
    expect(signMatches(signed, signed)).toBe(true);
    expect(signMatches(signed, signed.replace(/.$/, '0'))).toBe(signed.endsWith('0'));
    expect(signMatches('', signed)).toBe(false);
  });
});

describe('Przelewy24 BLIK notification', () => {
  const config = { ...P24_ACCOUNT, url: 'http://127.0.0.1:9' };
  const client = { call: () => Promise.reject(new Error('no call expected')) };
  // The BLIK result is signed as Przelewy24 wrote it: keys in its order, an extra key kept where it stood.
  it.each([
    ['the contract’s order', { error: '0', message: 'success', status: 'AUTHORIZED', trxRef: 'T1' }],
    [
      'another order, with a key the contract does not list',
      { trxRef: 'T1', status: 'AUTHORIZED', extra: 1, error: '0' },
    ],
  ])('is read whatever the order of its result’s keys: %s', async (_case, result) => {
    const fields = { orderId: 31, sessionId: '7d1c2f1e-0000-4000-8000-000000000001', method: 154, result };
    const body = { data: { ...fields, sign: blikResultSign(fields, config.crc) } };
    await expect(readNotification(Buffer.from(JSON.stringify(body)), config, client)).resolves.toMatchObject({
      type: 'payment',
      status: 'processing',
      providerPaymentId: '31',
    });
    const tampered = { data: { ...body.data, result: { ...result, error: '68' } } };
    await expect(readNotification(Buffer.from(JSON.stringify(tampered)), config, client)).rejects.toThrow(
      NotificationRejected,
    );
  });
});
