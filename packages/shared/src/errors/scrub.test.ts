import { describe, expect, it } from 'vitest';
import { createEventBudget, FILTERED, scrubEvent, scrubText } from './scrub';

describe('scrubText', () => {
  it.each([
    ['mail to driver@parkshare.test failed', `mail to ${FILTERED} failed`],
    ['Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc', `Bearer ${FILTERED}`],
    ['token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc', `token ${FILTERED}`],
    ['/reset-password?token=abc123&lang=pl', `/reset-password?token=${FILTERED}&lang=pl`],
    ['plate WA12345 refused', `plate ${FILTERED} refused`],
    ['plate WA 12345 refused', `plate ${FILTERED} refused`],
    ['plate WPI A123 refused', `plate ${FILTERED} refused`],
    ['IBAN PL61 1090 1014 0000 0712 1981 2874', `IBAN ${FILTERED}`],
    ['account 61109010140000071219812874', `account ${FILTERED}`],
    ['card 4111 1111 1111 1111', `card ${FILTERED}`],
    ['BLIK 777123 declined', `BLIK ${FILTERED} declined`],
    [
      'Failed query: insert into "x" values ($1)\nparams: Jan Kowalski,Marszałkowska 10',
      `Failed query: insert into "x" values ($1)\nparams: ${FILTERED}`,
    ],
  ])('%s', (text, expected) => {
    expect(scrubText(text)).toBe(expected);
  });

  it('keeps what says what failed', () => {
    for (const text of [
      'Cannot read properties of null (reading "map")',
      'GraphQL operation MyVehicles failed: INTERNAL_SERVER_ERROR',
      'HTTP 500',
      'parking WAR-CEN24',
    ]) {
      expect(scrubText(text)).toBe(text);
    }
  });
});

describe('scrubEvent', () => {
  it('drops the user but an id, the request body, cookies and headers but the user agent, and secret keys', () => {
    const event = scrubEvent({
      user: { id: 'u1', email: 'a@b.pl', ip_address: '10.0.0.1' },
      request: {
        url: 'https://parkshare.pl/organization-invitation?token=abc',
        data: { variables: { plate: 'WA12345' } },
        cookies: { session: 'x' },
        headers: { Authorization: 'Bearer x', 'User-Agent': 'Chrome' },
      },
      breadcrumbs: [{ message: 'sent to a@b.pl', data: { url: '/api/x?email=a@b.pl', blikCode: '777123' } }],
      extra: { password: 'p', note: 'call 500500' },
      contexts: { trace: { trace_id: '4111111111111111111111111111111a' } },
      exception: { values: [{ value: 'x', stacktrace: { frames: [{ colno: 123456 }] } }] },
    });
    expect(event).toEqual({
      user: { id: 'u1' },
      request: {
        url: `https://parkshare.pl/organization-invitation?token=${FILTERED}`,
        headers: { 'User-Agent': 'Chrome' },
      },
      breadcrumbs: [{ message: `sent to ${FILTERED}`, data: { url: `/api/x?email=${FILTERED}`, blikCode: FILTERED } }],
      extra: { password: FILTERED, note: `call ${FILTERED}` },
      contexts: { trace: { trace_id: '4111111111111111111111111111111a' } },
      exception: { values: [{ value: 'x', stacktrace: { frames: [{ colno: 123456 }] } }] },
    });
  });
});

describe('createEventBudget', () => {
  it('lets `max` events through in any window', () => {
    let now = 0;
    const allow = createEventBudget(2, 60_000, () => now);
    expect([allow(), allow(), allow()]).toEqual([true, true, false]);
    now = 60_000;
    expect(allow()).toBe(true);
  });
});
