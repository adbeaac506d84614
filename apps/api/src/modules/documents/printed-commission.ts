import { PLATFORM_COMMISSION_PERCENT } from '@parkshare/shared/payments/commission';
import { formatDay } from './format';

// What a commission invoice (and its correction) says beside its lines (decision 086): Parkshare kept its commission
// out of the parking fees it collected for the owner, so the invoice is settled by that deduction, not paid.

export const COMMISSION_NOTE =
  `Prowizja Parkshare (${PLATFORM_COMMISSION_PERCENT}% opłaty za postój) zawiera 23% VAT. Szczegóły każdego postoju: miesięczne zestawienia parkingów w aplikacji Parkshare. / ` +
  `Parkshare's commission (${PLATFORM_COMMISSION_PERCENT}% of each parking fee) includes 23% VAT. Every stay is listed in the parkings' monthly statements in the Parkshare app.`;

/** The facts under a commission invoice's table; a correction's corrected invoices and reason go first. */
export function commissionFacts(
  isInvoice: boolean,
  lineCount: number,
  settledOn: Date | undefined,
): [string, string][] {
  if (!isInvoice) {
    return [
      ['Rozliczenie / Settlement', 'Zwrócona prowizja wróciła na saldo Parkshare / Returned to your Parkshare balance'],
    ];
  }
  return [
    [
      'Sposób zapłaty / Payment method',
      'Potrącenie z opłat za postój (kompensata) / Deducted from the parking fees collected for you',
    ],
    ['Status', 'Rozliczono / Settled'],
    ['Data rozliczenia / Settlement date', settledOn ? formatDay(settledOn) : ''],
    ['Liczba parkingów / Parkings', String(lineCount)],
  ];
}

/** The bold summary under the table. */
export function commissionSummary(isCorrection: boolean, total: string): string[] {
  return isCorrection
    ? [`Kwota korekty / Correction amount: ${total}`, 'Rozliczono na saldzie / Settled on your balance']
    : [`Razem / Total: ${total}`, `Rozliczono potrąceniem / Settled by deduction: ${total}`];
}
