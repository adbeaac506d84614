import type { TFunction } from 'i18next';

// The words of the payouts screens that depend on numbers: plural forms ("1 przelew", "2 przelewy",
// "5 przelewów"), a file's 500-transfer limit, and what a failed transfer means for the owner.

/** A transfer file holds at most this many transfers; the API takes the longest-waiting (BATCH_LIMIT, decision 084). */
export const FILE_LIMIT = 500;

/** "3 transfers" / "3 przelewy", in the language of `t`. */
export const transfersCount = (count: number, t: TFunction) => t('payout-files:transfers', { count });

interface MakeFileText {
  count: number;
  total: string;
  account: string;
}

/**
 * What making a file will do: N transfers of the total from the account, or, past the limit, the longest-waiting
 * FILE_LIMIT now and the rest in the next file (the total of those taken is not known before).
 */
export function makeFileText({ count, total, account }: MakeFileText, t: TFunction): string {
  if (count > FILE_LIMIT) {
    return t('payout-files:make.confirm_limit', { count: count - FILE_LIMIT, limit: FILE_LIMIT, account });
  }
  return t('payout-files:make.confirm_text', { count, total, account });
}

interface Transfer {
  amount: number;
  status: string;
}

/** The transfers of a file the bank has yet to execute (processing): what confirming the file completes. */
export function stillWaiting(transfers: readonly Transfer[]): { count: number; total: number } {
  const waiting = transfers.filter((transfer) => transfer.status === 'processing');
  return { count: waiting.length, total: waiting.reduce((sum, transfer) => sum + transfer.amount, 0) };
}

/** A returned transfer says so; any other failure says the money is back, never the internal code. */
export function failureText(failureCode: string | null | undefined, t: TFunction): string {
  return failureCode === 'returned_by_bank'
    ? t('payout-files:failure.returned_by_bank')
    : t('payout-files:failure.other');
}

/** Status badge colours: waiting grey, with the bank blue, done green, failed red. */
export const statusColor = (status: string): string =>
  ({ pending: 'gray', processing: 'blue', open: 'blue', completed: 'green', confirmed: 'green', failed: 'red' })[
    status
  ] ?? 'gray';
