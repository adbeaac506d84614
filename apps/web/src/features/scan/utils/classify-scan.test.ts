import { describe, expect, it } from 'vitest';
import { classifyScan, parkingPathOf } from './classify-scan';

const ORIGIN = 'https://parkshare.example';
const classify = (text: string) => classifyScan(text, [ORIGIN]);

describe('classifyScan', () => {
  it('opens a spot sign of this site in the app', () => {
    expect(classify(`${ORIGIN}/WAR-CEN24/A-01`)).toEqual({
      kind: 'spot',
      identifier: 'WAR-CEN24',
      spotNumber: 'A-01',
      path: '/WAR-CEN24/A-01',
    });
    // Encoded spaces and Polish letters, a trailing slash, a query and a fragment are fine.
    expect(classify(`${ORIGIN}/KRK-RYN1/%C5%81-3%202/?utm=x#top`)).toMatchObject({
      kind: 'spot',
      spotNumber: 'Ł-3 2',
      path: '/KRK-RYN1/%C5%81-3%202',
    });
    expect(classify(`  ${ORIGIN.toUpperCase()}/war-cen24/B-2  `)).toMatchObject({
      kind: 'spot',
      identifier: 'WAR-CEN24',
    });
  });

  it('opens a parking page of this site in the app', () => {
    expect(classify(`${ORIGIN}/WAR-CEN24`)).toEqual({ kind: 'parking', identifier: 'WAR-CEN24', path: '/WAR-CEN24' });
  });

  it.each([
    ['another site', 'https://example.com/WAR-CEN24/A-01'],
    ['a look-alike host', 'https://parkshare.example.evil.com/WAR-CEN24/A-01'],
    ['another port', 'https://parkshare.example:8443/WAR-CEN24/A-01'],
    ['another scheme of this host', 'http://parkshare.example/WAR-CEN24/A-01'],
    ['credentials in the address', 'https://user:pw@parkshare.example/WAR-CEN24/A-01'],
  ])('reports %s as an external address, without following it', (_case, text) => {
    expect(classify(text)).toEqual({ kind: 'external', url: text });
  });

  it.each([
    ['empty text', ''],
    ['plain text', 'Hello, parking!'],
    ['a bare identifier', 'WAR-CEN24/A-01'],
    ['a script address', 'javascript:alert(1)'],
    ['a data address', 'data:text/html,<b>x</b>'],
    ['an e-mail address', 'mailto:someone@example.com'],
    ['a Wi-Fi code', 'WIFI:T:WPA;S:net;P:secret;;'],
    ['a broken URL', 'https://'],
    ['a URL with spaces in the host', 'https://exa mple.com/'],
    ['an overlong URL', `${ORIGIN}/${'x'.repeat(5000)}`],
    ['SQL', "'; drop table spots; --"],
    ['emoji', '🚗🅿️'],
    ['this site, not a parking page', `${ORIGIN}/settings`],
    ['this site, its home page', `${ORIGIN}/`],
    ['this site, a path too deep', `${ORIGIN}/WAR-CEN24/A-01/extra`],
    ['this site, a bad spot number', `${ORIGIN}/WAR-CEN24/%3Cscript%3E`],
    ['this site, a malformed escape', `${ORIGIN}/WAR-CEN24/%E0%A4%A`],
  ])("refuses %s as not a spot's address", (_case, text) => {
    expect(classify(text)).toEqual({ kind: 'invalid' });
  });

  it('trusts no origin when it is given none', () => {
    expect(classifyScan(`${ORIGIN}/WAR-CEN24/A-01`, [])).toEqual({ kind: 'external', url: `${ORIGIN}/WAR-CEN24/A-01` });
  });
});

describe('parkingPathOf', () => {
  it.each([
    ['/', null],
    ['/WAR', null],
    ['/WAR-CEN24', '/WAR-CEN24'],
    ['/WAR-CEN24/A-01', '/WAR-CEN24/A-01'],
    ['/WAR-CEN24/A--01', null],
  ])('%s → %s', (pathname, path) => {
    expect(parkingPathOf(pathname)?.path ?? null).toBe(path);
  });
});
