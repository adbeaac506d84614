import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { buildSpotSign, createSpotSign, qrPath, spotPageUrl, spotSignFileName } from './spot-sign';

const texts = { brand: 'Parkshare', scanToPark: 'Scan to park here', spotLabel: 'Spot' };

describe('spot signs', () => {
  it('points at the public spot page, with the spot number encoded', () => {
    expect(spotPageUrl('https://parkshare.pl', 'WAR-7K2P', 'A-01')).toBe('https://parkshare.pl/WAR-7K2P/A-01');
    expect(spotPageUrl('http://localhost:3000/', 'KRK-1234', 'P1 Ł-2')).toBe(
      'http://localhost:3000/KRK-1234/P1%20%C5%81-2',
    );
  });

  it('holds the brand, the call to scan, the identifier, the spot number and a QR code of that address', async () => {
    const svg = await createSpotSign({
      origin: 'https://parkshare.pl',
      identifier: 'WAR-7K2P',
      spotNumber: 'A 10',
      texts,
    });
    expect(svg.startsWith('<?xml')).toBe(true);
    expect(svg).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
    for (const part of ['>Parkshare</text>', '>Scan to park here</text>', '>WAR-7K2P</text>', '>A 10</text>']) {
      expect(svg).toContain(part);
    }
    // The drawn modules are exactly those of a QR code holding the encoded address (so a phone opens it).
    const expected = qrPath(create('https://parkshare.pl/WAR-7K2P/A%2010', { errorCorrectionLevel: 'M' }).modules);
    expect(expected).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
    expect(svg).toContain(`<path data-qr="" d="${expected}"`);
    const unencoded = qrPath(create('https://parkshare.pl/WAR-7K2P/A 10', { errorCorrectionLevel: 'M' }).modules);
    expect(svg).not.toContain(`d="${unencoded}"`);
  });

  it('escapes texts and shrinks a long number to fit', () => {
    const modules = { size: 2, get: (row: number, col: number) => (row === col ? 1 : 0) };
    const svg = buildSpotSign(
      { identifier: 'WAR-7K2P', spotNumber: 'ABCDEFGHIJ-123456789', texts: { ...texts, brand: '<Park & "Share">' } },
      modules,
    );
    expect(svg).toContain('&lt;Park &amp; &quot;Share&quot;&gt;');
    expect(svg).not.toContain('<Park');
    const size = Number(/font-size="([\d.]+)"[^>]*>ABCDEFGHIJ-123456789</.exec(svg)?.[1]);
    expect(size).toBeGreaterThan(5);
    expect(size).toBeLessThan(30);
  });

  it('draws one rectangle per horizontal run of dark modules', () => {
    const rows = ['110', '011', '000'];
    const modules = { size: 3, get: (row: number, col: number) => (rows[row]?.[col] === '1' ? 1 : 0) };
    expect(qrPath(modules)).toBe('M0 0h2v1h-2zM1 1h2v1h-2z');
  });

  it('names the file after the parking and the spot', () => {
    expect(spotSignFileName('WAR-7K2P', 'A-01')).toBe('WAR-7K2P-A-01.svg');
    expect(spotSignFileName('WAR-7K2P', 'P1 2')).toBe('WAR-7K2P-P1_2.svg');
  });
});
