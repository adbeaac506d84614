import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import enTexts from '../../../locales/en/payout-files.json';
import plTexts from '../../../locales/pl/payout-files.json';
import { FILE_LIMIT, failureText, makeFileText, stillWaiting, transfersCount } from './transfer-texts';

async function t(lng: 'en' | 'pl') {
  const instance = createInstance();
  await instance.init({
    lng,
    resources: { en: { 'payout-files': enTexts }, pl: { 'payout-files': plTexts } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

const ACCOUNT = 'PL61 1090 1014 0000 0712 1981 2874';

describe('the payouts screens’ words', () => {
  it('counts transfers with the plural forms of each language', async () => {
    const en = await t('en');
    expect([1, 2, 5].map((count) => transfersCount(count, en))).toEqual(['1 transfer', '2 transfers', '5 transfers']);
    const pl = await t('pl');
    expect([1, 2, 4, 5, 12, 21, 22, 25, 112, 122].map((count) => transfersCount(count, pl))).toEqual([
      '1 przelew',
      '2 przelewy',
      '4 przelewy',
      '5 przelewów',
      '12 przelewów',
      '21 przelewów',
      '22 przelewy',
      '25 przelewów',
      '112 przelewów',
      '122 przelewy',
    ]);
  });

  it('says what a new file will hold: its transfers, their total and the account they leave from', async () => {
    const en = await t('en');
    expect(makeFileText({ count: 1, total: 'PLN 30.00', account: ACCOUNT }, en)).toBe(
      `The file will hold 1 transfer of PLN 30.00 from Parkshare's account ${ACCOUNT}. The payout is then on its way: download the file and import it in the bank.`,
    );
    const pl = await t('pl');
    expect(makeFileText({ count: 3, total: '90,00 zł', account: ACCOUNT }, pl)).toMatch(
      /^Plik będzie zawierał 3 przelewy na łączną kwotę 90,00 zł z konta Parkshare PL61/,
    );
    expect(makeFileText({ count: 5, total: '150,00 zł', account: ACCOUNT }, pl)).toMatch(
      /^Plik będzie zawierał 5 przelewów na łączną kwotę 150,00 zł/,
    );
  });

  it('past the limit, says the longest-waiting go now and how many wait for the next file', async () => {
    const en = await t('en');
    expect(makeFileText({ count: FILE_LIMIT + 1, total: '', account: ACCOUNT }, en)).toContain(
      "the 500 payouts waiting longest go into this one, from Parkshare's account PL61 1090 1014 0000 0712 1981 2874, and the other 1 waits for the next file",
    );
    const pl = await t('pl');
    const rest = (count: number) => makeFileText({ count: FILE_LIMIT + count, total: '', account: ACCOUNT }, pl);
    expect(rest(1)).toContain('a pozostała 1 wypłata poczeka na następny plik');
    expect(rest(3)).toContain('a pozostałe 3 wypłaty poczekają na następny plik');
    expect(rest(7)).toContain('a pozostałych 7 wypłat poczeka na następny plik');
    expect(rest(7)).toContain('trafi do niego 500 najdłużej czekających wypłat');
  });

  it('counts what confirming a file completes: only the transfers still awaiting the bank', () => {
    expect(
      stillWaiting([
        { amount: 3_000, status: 'processing' },
        { amount: 1_000, status: 'failed' },
        { amount: 2_550, status: 'processing' },
      ]),
    ).toEqual({ count: 2, total: 5_550 });
    expect(stillWaiting([{ amount: 1_000, status: 'failed' }])).toEqual({ count: 0, total: 0 });
  });

  it('explains a failed transfer without its internal code, in both languages', async () => {
    const [en, pl] = [await t('en'), await t('pl')];
    expect(failureText('returned_by_bank', en)).toBe("Returned by the bank: the money is back on the owner's balance.");
    expect(failureText('returned_by_bank', pl)).toBe('Zwrócony przez bank: pieniądze wróciły na saldo właściciela.');
    expect(failureText('failed', en)).toBe("The transfer failed: the money is back on the owner's balance.");
    expect(failureText(null, pl)).toBe('Przelew się nie udał: pieniądze wróciły na saldo właściciela.');
  });

  it('uses the same keys in English and Polish', () => {
    const keys = (texts: object, prefix = ''): string[] =>
      Object.entries(texts).flatMap(([key, value]) =>
        typeof value === 'object' && value !== null
          ? keys(value as object, `${prefix}${key}.`)
          : [`${prefix}${key.replace(/_(one|few|many|other)$/, '')}`],
      );
    expect([...new Set(keys(plTexts))].sort()).toEqual([...new Set(keys(enTexts))].sort());
  });
});
