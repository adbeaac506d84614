// Payout rules (SPEC §9, issue 4): the first payout a user asks for in a calendar month (Europe/Warsaw) is free,
// each further one costs 1 PLN, shown before confirming and booked as platform revenue. Earnings of a month are
// paid out automatically from the 1st of the next month, on the 7th at the latest.
import { monthStart, nextMonth, previousMonth, warsawDay } from './calendar';

export const PAYOUT_FEE = 100;
/** The day of the month by which last month's earnings have been paid out. */
export const AUTOMATIC_PAYOUT_LAST_DAY = 7;

/** The fee for an on-demand payout, given how many on-demand payouts the user already made this month. */
export const payoutFee = (earlierPayoutsThisMonth: number): number => (earlierPayoutsThisMonth > 0 ? PAYOUT_FEE : 0);

/** The month whose earnings the automatic payout job pays at this moment: always the previous Warsaw month. */
export const automaticPayoutMonth = (at: Date): string => previousMonth(warsawDay(at).month);

/** The last instant by which the automatic payout of a month's earnings must have been made: end of the 7th. */
export function automaticPayoutDeadline(month: string): Date {
  const start = monthStart(nextMonth(month));
  // Day 1 00:00 + 7 days is the end of the 7th; DST never changes in the first week of a month in Poland.
  return new Date(start.getTime() + AUTOMATIC_PAYOUT_LAST_DAY * 24 * 3_600_000);
}

/** Why the next automatic payout would not happen, in the order an owner fixes them. */
export type AutomaticPayoutBlocker =
  'no_bank_account' | 'bank_account_pending' | 'bank_account_rejected' | 'balance_zero';

/**
 * The next automatic payout as /balance tells it: this month's earnings go by the 7th of the next Warsaw month
 * ("2026-12-07") to the default bank account, provided it is verified and there is money to send.
 */
export function nextAutomaticPayout(
  at: Date,
  state: { balance: number; defaultBankAccount: 'pending' | 'verified' | 'rejected' | null },
): { by: string; blockers: AutomaticPayoutBlocker[] } {
  const blockers: AutomaticPayoutBlocker[] = [];
  if (state.defaultBankAccount === null) blockers.push('no_bank_account');
  if (state.defaultBankAccount === 'pending') blockers.push('bank_account_pending');
  if (state.defaultBankAccount === 'rejected') blockers.push('bank_account_rejected');
  if (state.balance <= 0) blockers.push('balance_zero');
  return { by: `${nextMonth(warsawDay(at).month)}-0${AUTOMATIC_PAYOUT_LAST_DAY}`, blockers };
}
