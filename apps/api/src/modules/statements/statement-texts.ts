import { MONEY_TIME_ZONE } from '@parkshare/shared/payments/calendar';
import type { ParkingMovement } from '../ledger/parking-ledger';
import type { WalletPayoutMovement } from '../ledger/wallet-month';

// The words a statement is written with, Polish / English on one line as every Parkshare document is: what each
// movement was, dates and times in Warsaw, amounts the Polish way. The PDF and the CSV say the same things.

const stamp = new Intl.DateTimeFormat('pl-PL', {
  timeZone: MONEY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const iso = new Intl.DateTimeFormat('en-CA', {
  timeZone: MONEY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "30.11.2026, 22:15" (Warsaw). */
export const formatStamp = (at: Date): string => stamp.format(at);

/** "2026-11-30 22:15" (Warsaw): what Excel reads as a date and time in any language. */
export function isoStamp(at: Date): string {
  const parts = Object.fromEntries(iso.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The last four digits of an IBAN, as a payout names the account it went to. */
export const accountEnding = (iban: string): string => `…${iban.replace(/\s/g, '').slice(-4)}`;

export const MOVEMENT_NAMES: Record<ParkingMovement['kind'], string> = {
  earning: 'Postój / Stay',
  earning_reversal: 'Zwrot na Twój koszt / Refund at your cost',
};

/** "Postój / Stay · miejsce / spot A-01" or "Zwrot … · zgłoszenie / ticket 482-913 · miejsce / spot A-01". */
export function movementName(movement: ParkingMovement): string {
  const ticket = movement.ticketNumber ? ` · zgłoszenie / ticket ${movement.ticketNumber}` : '';
  return `${MOVEMENT_NAMES[movement.kind]}${ticket} · miejsce / spot ${movement.spotNumber}`;
}

/** "30.11.2026, 22:00 – 01.12.2026, 02:00". */
export const stayRange = (movement: ParkingMovement): string =>
  `${formatStamp(movement.stayFrom)} – ${formatStamp(movement.stayTo)}`;

const PAYOUT_STATUSES: Record<string, string> = {
  pending: 'oczekuje / pending',
  processing: 'w drodze / processing',
  completed: 'wysłana / sent',
  failed: 'nieudana / failed',
};

/** "Wypłata na konto / Payout to account …2874 (wysłana / sent)" or the failed payout coming back. */
export function payoutName(payout: WalletPayoutMovement): string {
  const account = accountEnding(payout.accountNumber);
  if (payout.kind === 'returned') {
    return `Zwrot nieudanej wypłaty / Failed payout returned (${account})`;
  }
  const automatic = payout.payoutKind === 'monthly' ? ' — automatyczna / automatic' : '';
  return `Wypłata na konto / Payout to account ${account}${automatic} (${PAYOUT_STATUSES[payout.status] ?? payout.status})`;
}

export const PAYOUTS_NOTE =
  'Wypłaty są z całego Twojego salda, nie z jednego parkingu: to te same wypłaty na zestawieniu każdego Twojego parkingu. / ' +
  'Payouts are made from your whole balance, not per parking: every one of your parkings’ statements shows the same payouts.';

export const OWNER_ONLY_NOTE =
  'Saldo i wypłaty należą do właściciela parkingu i widzi je tylko on. / ' +
  'The balance and payouts are the parking owner’s and only the owner sees them.';

export const MONTH_OPEN_NOTE =
  'Miesiąc jeszcze trwa: zestawienie pokazuje ruchy do tej pory. / ' +
  'The month is not over yet: the statement shows the movements so far.';
