import type { Statement } from './statement.service';
import { isoStamp, movementName, payoutName } from './statement-texts';

// A statement as CSV for a spreadsheet (decision 086, columns in docs/payments.md): UTF-8 with a byte order mark
// (without it Excel reads Polish letters as Windows-1250), fields separated by ";" and amounts written "1234,50"
// as Excel set to Polish expects, CRLF line ends, a header row, then one row per movement. For the parking's owner
// the first row is the opening balance and the last the closing one, and the "to balance" column of the rows in
// between adds up from one to the other.

export const CSV_COLUMNS = [
  'Data / Date',
  'Rodzaj / Type',
  'Opis / Description',
  'Miejsce / Spot',
  'Postój od / Stay from',
  'Postój do / Stay to',
  'Zgłoszenie / Ticket',
  'Kwota / Amount',
  'Prowizja / Commission',
  'Opłata / Fee',
  'Na saldo / To balance',
  'Saldo / Balance',
] as const;

/** The "Rodzaj / Type" codes, one per kind of row. */
export type CsvRowType =
  | 'opening_balance'
  | 'earning'
  | 'earning_reversal'
  | 'other_parkings'
  | 'payout'
  | 'payout_returned'
  | 'other_movements'
  | 'closing_balance';

/** Grosze as Polish Excel reads a number: 123450 → "1234,50", -5 → "-0,05"; nothing for null. */
export function csvAmount(grosze: number | null): string {
  if (grosze === null) return '';
  const sign = grosze < 0 ? '-' : '';
  const absolute = Math.abs(grosze);
  return `${sign}${Math.trunc(absolute / 100)},${String(absolute % 100).padStart(2, '0')}`;
}

/**
 * A text cell: a leading = + - @ (or tab, carriage return) gets an apostrophe so a spreadsheet never runs it as a
 * formula (OWASP CSV injection); quoted when it holds the separator, a quote or a line break.
 */
export function csvText(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

type Row = [
  date: string,
  type: CsvRowType,
  description: string,
  spot: string,
  stayFrom: string,
  stayTo: string,
  ticket: string,
  amount: number | null,
  commission: number | null,
  fee: number | null,
  toBalance: number | null,
  balance: number | null,
];

const line = (row: Row): string =>
  [...row.slice(0, 7).map((cell) => csvText(String(cell))), ...(row.slice(7) as (number | null)[]).map(csvAmount)].join(
    ';',
  );

export function statementCsv(statement: Statement): Buffer {
  const { balance, from, asOf } = statement;
  const rows: Row[] = [];
  const start = isoStamp(from);
  if (balance) {
    rows.push([
      start,
      'opening_balance',
      'Saldo początkowe / Opening balance',
      '',
      '',
      '',
      '',
      null,
      null,
      null,
      null,
      balance.opening,
    ]);
  }
  for (const movement of statement.movements) {
    rows.push([
      isoStamp(movement.at),
      movement.kind,
      movementName(movement),
      movement.spotNumber,
      isoStamp(movement.stayFrom),
      isoStamp(movement.stayTo),
      movement.ticketNumber ?? '',
      movement.amount,
      movement.commission,
      null,
      movement.net,
      null,
    ]);
  }
  if (balance) {
    const end = isoStamp(asOf);
    if (balance.otherParkings !== 0) {
      rows.push([
        end,
        'other_parkings',
        'Twoje inne parkingi / Your other parkings',
        '',
        '',
        '',
        '',
        null,
        null,
        null,
        balance.otherParkings,
        null,
      ]);
    }
    for (const payout of balance.payoutMovements) {
      const type = payout.kind === 'withdrawal' ? 'payout' : 'payout_returned';
      rows.push([
        isoStamp(payout.at),
        type,
        payoutName(payout),
        '',
        '',
        '',
        '',
        payout.amount,
        null,
        payout.fee,
        payout.net,
        null,
      ]);
    }
    if (balance.other !== 0) {
      const name = 'Pozostałe ruchy: doładowania, płatności, zwroty / Other movements: top-ups, payments, refunds';
      rows.push([end, 'other_movements', name, '', '', '', '', null, null, null, balance.other, null]);
    }
    rows.push([
      end,
      'closing_balance',
      'Saldo końcowe / Closing balance',
      '',
      '',
      '',
      '',
      null,
      null,
      null,
      null,
      balance.closing,
    ]);
  }
  const text = [CSV_COLUMNS.join(';'), ...rows.map(line)].join('\r\n') + '\r\n';
  return Buffer.from(`\uFEFF${text}`, 'utf8');
}
