import { lineAmounts } from '@parkshare/shared/payments/vat';
import { describe, expect, it } from 'vitest';
import { validateFa3 } from '../../lib/fa3-schema';
import { fa3Xml, type Fa3Invoice, type Fa3Line } from './fa3-xml';
import { amount, nipOf, token } from './fa3-text';

// Every kind of invoice Parkshare makes — sale, monthly, correction — with hostile and extreme data, checked
// against the ministry's FA(3) schema.

const HOSTILE = `Ala & <Kot> "Żółć" 'ąęłńśźż' ĄĆĘŁŃÓŚŹŻ\u0001\u202e\uffff 🚗`;

const line = (unitGross: number, quantity = 1, name = 'Rezerwacja miejsca parkingowego'): Fa3Line => {
  const split = lineAmounts(unitGross, quantity, 23);
  return { name, quantity, unit: 'usł.', unitGross, net: split.net, vat: split.vat, gross: split.gross, vatRate: 23 };
};

const base = (overrides: Partial<Fa3Invoice> = {}): Fa3Invoice => ({
  createdAt: new Date('2026-11-28T10:15:30.123Z'),
  number: 'FV/2026/11/000001',
  issueDate: '2026-11-28',
  placeOfIssue: 'Warszawa',
  currency: 'PLN',
  saleDate: '2026-11-27',
  seller: {
    vatId: '5252974307',
    name: 'Parkshare sp. z o.o.',
    addressLine1: 'ul. Prosta 20',
    addressLine2: '00-850 Warszawa',
    countryCode: 'PL',
    email: 'faktury@parkshare.pl',
  },
  buyer: {
    vatId: 'PL 123-456-32-18',
    name: `${HOSTILE} sp. j.`,
    addressLine1: `ul. <Długa> & "Krótka" 7/2`,
    addressLine2: '05-830 Wólka Kosowska',
    countryCode: 'PL',
    email: 'księgowość@example.com',
  },
  lines: [line(12_300)],
  payments: [{ amount: 12_300, paidOn: '2026-11-27', method: 'blik' }],
  ...overrides,
});

const expectValid = (xml: string) => expect(validateFa3(xml)).toEqual({ valid: true, errors: [] });

/** "123.45" → 12345 grosze. */
const grosze = (text: string | undefined) => Math.round(Number(text) * 100);
const totalOf = (xml: string) => grosze(/<P_15>([^<]+)<\/P_15>/.exec(xml)?.[1]);
const partsIn = (xml: string) =>
  [...xml.matchAll(/<ZaplataCzesciowa>(.*?)<\/ZaplataCzesciowa>/g)].map(([, part = '']) => ({
    amount: grosze(/<KwotaZaplatyCzesciowej>([^<]+)</.exec(part)?.[1]),
    day: /<DataZaplatyCzesciowej>([^<]+)</.exec(part)?.[1],
    form: /<FormaPlatnosci>([^<]+)</.exec(part)?.[1],
  }));

describe('fa3Xml', () => {
  it('writes a sale invoice that validates, with the header, parties, totals and payment', () => {
    const xml = fa3Xml(base());
    expectValid(xml);
    expect(xml).toContain('<KodFormularza kodSystemowy="FA (3)" wersjaSchemy="1-0E">FA</KodFormularza>');
    expect(xml).toContain('<DataWytworzeniaFa>2026-11-28T10:15:30Z</DataWytworzeniaFa>');
    expect(xml).toContain('<NIP>1234563218</NIP>');
    expect(xml).toContain('<P_13_1>100.00</P_13_1><P_14_1>23.00</P_14_1><P_15>123.00</P_15>');
    expect(xml).toContain('<P_6>2026-11-27</P_6>');
    expect(xml).toContain('<RodzajFaktury>VAT</RodzajFaktury>');
    expect(xml).toContain(
      '<Zaplacono>1</Zaplacono><DataZaplaty>2026-11-27</DataZaplaty><FormaPlatnosci>7</FormaPlatnosci>',
    );
    expect(xml).toContain('<JST>2</JST><GV>2</GV>');
    // Escaped, controls and bidi marks dropped, Polish letters kept.
    expect(xml).toContain('Ala &amp; &lt;Kot&gt; &quot;Żółć&quot; &apos;ąęłńśźż&apos; ĄĆĘŁŃÓŚŹŻ 🚗 sp. j.');
    for (const character of ['\u0001', '\u202e', '\uffff']) expect(xml).not.toContain(character);
  });

  it('is the same text for the same data', () => {
    expect(fa3Xml(base())).toBe(fa3Xml(base()));
  });

  it.each([
    ['1 grosz', [line(1)]],
    ['a large amount', [line(99_999_999_999, 1)]],
    ['many units', [line(1_999, 3)]],
    ['a line without a unit price', [{ ...line(10_000, 3), unitGross: null }]],
    ['a very long name', [line(500, 1, 'Ż'.repeat(2000))]],
    ['many lines', Array.from({ length: 60 }, (_, i) => line(100 + i * 37, 1 + (i % 4)))],
  ])('validates with %s', (_case, lines) => {
    const gross = lines.reduce((sum, l) => sum + l.gross, 0);
    expectValid(fa3Xml(base({ lines, payments: [{ amount: gross, paidOn: '2026-11-27', method: 'online' }] })));
  });

  it('writes a monthly invoice of 300 purchases with its period, a date per line and payments in parts', () => {
    const methods = ['blik', 'blik_alias', 'online', 'wallet'] as const;
    const dayOf = (i: number) => `2026-11-${String(1 + (i % 30)).padStart(2, '0')}`;
    const lines = Array.from({ length: 300 }, (_, i) => ({
      ...line(1_000 + i, 1, `${i + 1}. 28.11.2026 Parking & <P${i}>`),
      serviceDate: dayOf(i),
    }));
    const xml = fa3Xml(
      base({
        saleDate: null,
        period: { from: '2026-11-01', to: '2026-11-30' },
        lines,
        payments: lines.map((l, i) => ({ amount: l.gross, paidOn: dayOf(i), method: methods[i % 4] ?? 'blik' })),
      }),
    );
    expectValid(xml);
    expect(xml).toContain('<OkresFa><P_6_Od>2026-11-01</P_6_Od><P_6_Do>2026-11-30</P_6_Do></OkresFa>');
    expect(xml).not.toContain('<P_6>');
    expect(xml.match(/<FaWiersz>/g)).toHaveLength(300);
    expect(xml).toContain('<FaWiersz><NrWierszaFa>1</NrWierszaFa><P_6A>2026-11-01</P_6A><P_7>1. 28.11.2026');
    expect(xml).toContain('<NrWierszaFa>300</NrWierszaFa><P_6A>2026-11-30</P_6A><P_7>');
    expect(xml.match(/<P_6A>/g)).toHaveLength(300);
    // Day i % 30 and method i % 4 meet in 60 pairs (two methods a day), each a part of five payments.
    const parts = partsIn(xml);
    expect(parts).toHaveLength(60);
    expect(parts.reduce((sum, part) => sum + part.amount, 0)).toBe(totalOf(xml));
    expect(xml).toContain('<Platnosc><ZnacznikZaplatyCzesciowej>2</ZnacznikZaplatyCzesciowej><ZaplataCzesciowa>');
    expect(xml).not.toContain('<Zaplacono>');
    expect(xml).not.toContain('<PlatnoscInna>');
  });

  it('groups payments of one day and form into a part: a month of every method stays within 100 parts', () => {
    const methods = ['blik', 'blik_alias', 'online', 'wallet'] as const;
    // 31 days × 4 methods × 2 payments each, odd amounts so any lost grosz shows.
    const payments = Array.from({ length: 31 * 8 }, (_, i) => ({
      amount: 1 + ((i * 7_919) % 100_003),
      paidOn: `2026-12-${String(1 + Math.floor(i / 8)).padStart(2, '0')}`,
      method: methods[i % 4] ?? 'blik',
    }));
    const lines = payments.map((p, i) => ({ ...line(p.amount, 1, `Zakup ${i + 1}`), serviceDate: p.paidOn }));
    const xml = fa3Xml(base({ saleDate: null, period: { from: '2026-12-01', to: '2026-12-31' }, lines, payments }));
    expectValid(xml);
    const parts = partsIn(xml);
    expect(parts).toHaveLength(31 * 3);
    expect(parts.reduce((sum, part) => sum + part.amount, 0)).toBe(totalOf(xml));
    expect(totalOf(xml)).toBe(payments.reduce((sum, p) => sum + p.amount, 0));
    // The first day: two BLIK and two BLIK-alias payments are one part (7), then the balance (3) and transfers (6)
    // in the order of their form codes.
    const sumOf = (indexes: number[]) => indexes.reduce((sum, i) => sum + (payments[i]?.amount ?? 0), 0);
    expect(parts.slice(0, 3)).toEqual([
      { amount: sumOf([3, 7]), day: '2026-12-01', form: '3' },
      { amount: sumOf([2, 6]), day: '2026-12-01', form: '6' },
      { amount: sumOf([0, 1, 4, 5]), day: '2026-12-01', form: '7' },
    ]);
    expect(parts[parts.length - 1]?.day).toBe('2026-12-31');
  });

  it('keeps one payment, or payments of one day and form, as Zaplacono; leaves out parts of 0 zł', () => {
    const once = (payments: Fa3Invoice['payments'], lines = [line(12_300)]) => {
      const xml = fa3Xml(base({ lines, payments }));
      expectValid(xml);
      return xml;
    };
    expect(once([{ amount: 12_300, paidOn: '2026-11-27', method: 'wallet' }])).toContain(
      '<Platnosc><Zaplacono>1</Zaplacono><DataZaplaty>2026-11-27</DataZaplaty><FormaPlatnosci>3</FormaPlatnosci></Platnosc>',
    );
    const sameDay = once(
      [
        { amount: 12_300, paidOn: '2026-11-27', method: 'blik' },
        { amount: 1_000, paidOn: '2026-11-27', method: 'blik_alias' },
      ],
      [line(12_300), line(1_000)],
    );
    expect(sameDay).toContain('<Zaplacono>1</Zaplacono><DataZaplaty>2026-11-27</DataZaplaty><FormaPlatnosci>7');
    expect(sameDay).not.toContain('ZaplataCzesciowa');
    // A purchase refunded in full before the monthly invoice: a line of 0 zł, its payment no part.
    const refunded = once(
      [
        { amount: 12_300, paidOn: '2026-11-27', method: 'online' },
        { amount: 0, paidOn: '2026-11-28', method: 'wallet' },
      ],
      [line(12_300), { ...line(0), quantity: 0, unitGross: null }],
    );
    expect(refunded).toContain('<Zaplacono>1</Zaplacono><DataZaplaty>2026-11-27</DataZaplaty><FormaPlatnosci>6');
  });

  it('writes P_6A on a correction line that has a date, and no P_6A on an invoice of one date', () => {
    const dated = { ...line(12_300), serviceDate: '2026-11-14' };
    const xml = fa3Xml(
      base({
        number: 'KOR/2026/12/000002',
        issueDate: '2026-12-02',
        saleDate: null,
        lines: [
          { ...dated, before: true },
          { ...dated, ...line(12_000), serviceDate: '2026-11-14', unitGross: null },
        ],
        correction: {
          reason: 'Zwrot',
          corrected: [{ number: 'FV/2026/12/000001', issueDate: '2026-12-01', ksefNumber: null }],
        },
      }),
    );
    expectValid(xml);
    expect(xml.match(/<NrWierszaFa>\d<\/NrWierszaFa><P_6A>2026-11-14<\/P_6A><P_7>/g)).toHaveLength(2);
    expect(fa3Xml(base())).not.toContain('<P_6A>');
  });

  const before = { ...line(12_300), before: true };
  it.each([
    ['to zero', { ...line(0), quantity: 0, unitGross: null }, '-123.00', null],
    ['partially', { ...line(4_100), unitGross: 4_100 }, '-82.00', '5252974307-20261128-0A1B2C3D4E5F-6A'],
  ])('writes a correction %s that validates (KOR, StanPrzed, the corrected invoice)', (_case, after, change, ksef) => {
    const xml = fa3Xml(
      base({
        number: 'KOR/2026/12/000001',
        issueDate: '2026-12-02',
        saleDate: null,
        lines: [before, after],
        correction: {
          reason: `Zwrot & <anulowanie> "rezerwacji"`,
          corrected: [{ number: 'FV/2026/11/000001', issueDate: '2026-11-28', ksefNumber: ksef }],
        },
      }),
    );
    expectValid(xml);
    expect(xml).toContain(
      '<RodzajFaktury>KOR</RodzajFaktury><PrzyczynaKorekty>Zwrot &amp; &lt;anulowanie&gt; &quot;rezerwacji&quot;</PrzyczynaKorekty><TypKorekty>2</TypKorekty>',
    );
    expect(xml).toContain(`<P_15>${change}</P_15>`);
    expect(xml).toContain('<StanPrzed>1</StanPrzed>');
    expect(xml).not.toContain('<Platnosc>');
    expect(xml).toContain(
      ksef ? `<NrKSeF>1</NrKSeF><NrKSeFFaKorygowanej>${ksef}</NrKSeFFaKorygowanej>` : '<NrKSeFN>1</NrKSeFN>',
    );
  });

  it('refuses what FA(3) cannot carry: a line outside VAT, a buyer without a NIP, no lines', () => {
    expect(() => fa3Xml(base({ lines: [{ ...line(100), vatRate: null }] }))).toThrow(RangeError);
    expect(() => fa3Xml(base({ buyer: { ...base().buyer, vatId: '123' } }))).toThrow(RangeError);
    expect(() => fa3Xml(base({ lines: [] }))).toThrow(RangeError);
  });
});

describe('fa3-text', () => {
  it('formats amounts, NIPs and tokens', () => {
    expect([amount(0), amount(1), amount(-5), amount(123_456)]).toEqual(['0.00', '0.01', '-0.05', '1234.56']);
    expect([nipOf('PL525-297-43-07'), nipOf('0123456789'), nipOf(null)]).toEqual(['5252974307', null, null]);
    expect(token('  a \n\t b  ')).toBe('a b');
    expect(token('\u0001\u0002')).toBe('-');
    expect(Array.from(token('🚗'.repeat(300))).length).toBe(256);
  });
});
