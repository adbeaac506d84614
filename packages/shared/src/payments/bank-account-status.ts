// A bank account's verification (SPEC §3 "verified flag", issue 13), declared once: code asks the machine
// instead of comparing flags ad hoc. The status is derived from the stored verified flag and rejection reason,
// so there is one source of truth for what payouts read (is_verified).

export const BANK_ACCOUNT_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type BankAccountStatus = (typeof BANK_ACCOUNT_STATUSES)[number];

export type BankAccountAction = 'verify' | 'reject' | 'resubmit';

/**
 * A new account waits for an admin, who verifies it or rejects it with a reason; the owner fixes a rejected
 * account (or corrects one still waiting) and it waits again. A verified account is never re-opened: a
 * different number is a new account.
 */
export const BANK_ACCOUNT_TRANSITIONS: Readonly<
  Record<BankAccountAction, { from: readonly BankAccountStatus[]; to: BankAccountStatus }>
> = {
  verify: { from: ['pending'], to: 'verified' },
  reject: { from: ['pending'], to: 'rejected' },
  resubmit: { from: ['pending', 'rejected'], to: 'pending' },
};

export function bankAccountStatus(account: { isVerified: boolean; rejectionReason: string | null }): BankAccountStatus {
  if (account.isVerified) return 'verified';
  return account.rejectionReason === null ? 'pending' : 'rejected';
}

export const canChangeBankAccount = (status: BankAccountStatus, action: BankAccountAction): boolean =>
  BANK_ACCOUNT_TRANSITIONS[action].from.includes(status);
