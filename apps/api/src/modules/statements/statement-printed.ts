import { PLATFORM_COMMISSION_PERCENT } from '@parkshare/shared/payments/commission';
import { SELLER } from '../company/seller';
import { formatAmount, formatDay, formatMonth } from '../documents/format';
import { footerLine, sellerLines } from '../documents/printed-parts';
import type { Statement } from './statement.service';
import {
  formatStamp,
  MONTH_OPEN_NOTE,
  movementName,
  OWNER_ONLY_NOTE,
  payoutName,
  PAYOUTS_NOTE,
  stayRange,
} from './statement-texts';

// A statement as printed (decision 086), already in words; statement-pdf.ts only lays it out. Two tables — the
// parking's stays and refunds, then the payouts from the owner's balance — and the sums under each.

export interface PrintedTable {
  kind: 'table';
  heading: string;
  note?: string;
  /** Column labels: date, description, amount, commission or fee, to balance. */
  columns: [string, string, string, string, string];
  rows: [string, string, string, string, string][];
  empty: string;
  totals?: [string, string, string, string, string];
}

/** Label: value pairs, bold when the third item is true. */
export interface PrintedSums {
  kind: 'sums';
  heading: string;
  rows: [string, string, boolean?][];
}

export interface PrintedStatement {
  title: string;
  subtitle: string;
  number: string;
  asOf: Date;
  dates: [string, string][];
  parkingLines: string[];
  issuerLines: string[];
  /** In the order printed: the stays, their sums, the payouts, the balance. */
  blocks: (PrintedTable | PrintedSums)[];
  notes: string[];
  footer: string;
}

export function printedStatement(statement: Statement): PrintedStatement {
  const money = (grosze: number) => formatAmount(grosze, statement.currency);
  const { totals, balance, parking } = statement;
  const stays: PrintedTable = {
    kind: 'table',
    heading: 'Postoje i zwroty / Stays and refunds',
    columns: ['Data / Date', 'Opis / Description', 'Kwota / Amount', 'Prowizja / Commission', 'Na saldo / To balance'],
    rows: statement.movements.map((movement) => [
      formatStamp(movement.at),
      `${movementName(movement)}\n${stayRange(movement)}`,
      money(movement.amount),
      money(movement.commission),
      money(movement.net),
    ]),
    empty: 'W tym miesiącu nie było postojów ani zwrotów. / No stays or refunds this month.',
    totals: [
      'Razem / Total',
      '',
      money(totals.earnings - totals.refundsBorne),
      money(totals.commissionReturned - totals.commission),
      money(totals.net),
    ],
  };
  const blocks: PrintedStatement['blocks'] = [
    stays,
    {
      kind: 'sums',
      heading: 'Podsumowanie parkingu / Parking summary',
      rows: [
        [`Opłaty za postoje (${totals.stays}) / Parking fees (${totals.stays})`, money(totals.earnings)],
        [
          `Prowizja Parkshare ${PLATFORM_COMMISSION_PERCENT}% (zawiera 23% VAT) / Parkshare commission ${PLATFORM_COMMISSION_PERCENT}% (incl. 23% VAT)`,
          money(-totals.commission),
        ],
        [
          `Zwroty na Twój koszt (${totals.reversals}) / Refunds you bore (${totals.reversals})`,
          money(-totals.refundsBorne),
        ],
        ['Zwrócona prowizja / Commission returned', money(totals.commissionReturned)],
        ['Na saldo z tego parkingu / Credited to your balance', money(totals.net), true],
      ],
    },
  ];
  // A closed month is shown as at its last midnight, "30.11.2026, 24:00"; a running one as at its newest movement.
  const asOf = statement.closed
    ? `${formatDay(new Date(statement.to.getTime() - 1))}, 24:00`
    : formatStamp(statement.asOf);
  const notes: string[] = [];
  if (balance) {
    blocks.push({
      kind: 'table',
      heading: 'Wypłaty z Twojego salda w tym miesiącu / Payouts from your balance this month',
      note: PAYOUTS_NOTE,
      columns: ['Data / Date', 'Opis / Description', 'Kwota / Amount', 'Opłata / Fee', 'Na saldo / To balance'],
      rows: balance.payoutMovements.map((payout) => [
        formatStamp(payout.at),
        payoutName(payout),
        money(payout.amount),
        money(payout.fee),
        money(payout.net),
      ]),
      empty: 'W tym miesiącu nie było wypłat. / No payouts this month.',
    });
    blocks.push({
      kind: 'sums',
      heading: 'Twoje saldo / Your balance',
      rows: [
        [`Saldo początkowe ${formatDay(statement.from)} / Opening balance`, money(balance.opening), true],
        ['Ten parking / This parking', money(balance.thisParking)],
        ['Twoje inne parkingi / Your other parkings', money(balance.otherParkings)],
        ['Wypłaty i ich opłaty / Payouts and their fees', money(balance.payouts)],
        ['Pozostałe: doładowania, płatności, zwroty / Other: top-ups, payments, refunds', money(balance.other)],
        [`Saldo końcowe ${asOf} / Closing balance`, money(balance.closing), true],
      ],
    });
  } else {
    notes.push(OWNER_ONLY_NOTE);
  }
  if (statement.commissionInvoice) {
    notes.push(
      `Faktura VAT za prowizję / Commission VAT invoice: ${statement.commissionInvoice.number}` +
        (statement.commissionCorrection ? `; korekta / correction: ${statement.commissionCorrection.number}` : ''),
    );
  } else if (statement.commissionCorrection) {
    notes.push(`Korekta faktury za prowizję / Commission invoice correction: ${statement.commissionCorrection.number}`);
  }
  if (!statement.closed) notes.push(MONTH_OPEN_NOTE);
  return {
    title: 'Zestawienie miesięczne parkingu',
    subtitle: 'Monthly parking statement',
    number: `${parking.identifier} · ${formatMonth(statement.month)}`,
    asOf: statement.asOf,
    dates: [
      ['Okres / Period', `${formatDay(statement.from)} – ${formatDay(new Date(statement.to.getTime() - 1))}`],
      ['Stan na / As of', asOf],
    ],
    parkingLines: [parking.name, parking.identifier, parking.address].filter((line) => line.length > 0),
    issuerLines: sellerLines(SELLER),
    blocks,
    notes,
    footer: footerLine(SELLER),
  };
}
