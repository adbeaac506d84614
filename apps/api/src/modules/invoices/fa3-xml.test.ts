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

  it('writes a monthly invoice of 300 purchases with its period and mixed payment methods', () => {
    const methods = ['blik', 'blik_alias', 'online', 'wallet'] as const;
    const lines = Array.from({ length: 300 }, (_, i) => line(1_000 + i, 1, `${i + 1}. 28.11.2026 Parking & <P${i}>`));
    const xml = fa3Xml(
      base({
        saleDate: null,
        period: { from: '2026-11-01', to: '2026-11-30' },
        lines,
        payments: lines.map((l, i) => ({
          amount: l.gross,
          paidOn: `2026-11-${String(1 + (i % 30)).padStart(2, '0')}`,
          method: methods[i % 4] ?? 'blik',
        })),
      }),
    );
    expectValid(xml);
    expect(xml).toContain('<OkresFa><P_6_Od>2026-11-01</P_6_Od><P_6_Do>2026-11-30</P_6_Do></OkresFa>');
    expect(xml).not.toContain('<P_6>');
    expect(xml).toContain(
      '<PlatnoscInna>1</PlatnoscInna><OpisPlatnosci>BLIK, przelew online, saldo Parkshare (bon)</OpisPlatnosci>',
    );
    expect(xml.match(/<FaWiersz>/g)).toHaveLength(300);
    expect(xml).toContain('<DataZaplaty>2026-11-30</DataZaplaty>');
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
