import { describe, expect, it } from 'vitest';
import { calendarEvent, escapeText, foldLine } from './ics';

describe('calendarEvent', () => {
  const ics = calendarEvent({
    uid: '7f0c1c4e-1111-4000-8000-000000000000@parkshare',
    stamp: new Date('2026-11-29T02:00:00.123Z'),
    start: new Date('2026-11-30T07:15:00Z'),
    end: new Date('2026-11-30T09:15:00Z'),
    summary: 'Parking: Świętokrzyska 12, Warszawa; spot A-1',
    location: 'Świętokrzyska 12, Warszawa',
    url: 'https://parkshare.example/reservation/7f0c1c4e-1111-4000-8000-000000000000',
    description: `Your pass:\nhttps://parkshare.example/reservation/7f0c1c4e-1111-4000-8000-000000000000 ${'ą'.repeat(60)}`,
  });

  it('is one VEVENT with UTC times, CRLF line ends and escaped text', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const unfolded = ics.replace(/\r\n /g, '');
    const lines = unfolded.split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VEVENT',
        'UID:7f0c1c4e-1111-4000-8000-000000000000@parkshare',
        'DTSTAMP:20261129T020000Z',
        'DTSTART:20261130T071500Z',
        'DTEND:20261130T091500Z',
        'SUMMARY:Parking: Świętokrzyska 12\\, Warszawa\\; spot A-1',
        'LOCATION:Świętokrzyska 12\\, Warszawa',
        'URL:https://parkshare.example/reservation/7f0c1c4e-1111-4000-8000-000000000000',
        'END:VEVENT',
      ]),
    );
    expect(unfolded).toContain('DESCRIPTION:Your pass:\\nhttps://parkshare.example/reservation/');
  });

  it('folds every line at 75 octets without splitting a character', () => {
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const folded = foldLine(`DESCRIPTION:${'ż'.repeat(100)}`);
    expect(folded.split('\r\n ').join('')).toBe(`DESCRIPTION:${'ż'.repeat(100)}`);
    expect(folded).not.toContain('\uFFFD');
  });

  it('escapes backslashes, semicolons, commas and new lines', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });
});
