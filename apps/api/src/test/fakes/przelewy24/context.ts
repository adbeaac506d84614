import type { Account, Books } from './books';
import type { Notifier } from './notifier';

// What the fake's handlers share, and the answers they give in the contract's shapes.

export interface Refusal {
  path: string;
  status: number;
  reason: string;
}

export interface FakeContext {
  account: Account;
  books: Books;
  notifier: Notifier;
  /** Every request the fake refused and why: the contract's error bodies say little, a test can ask here. */
  refusals: Refusal[];
  /** The "panel" setting: where alias notifications go (none when unset). */
  aliasNotificationUrl: string | undefined;
  /**
   * Test switches: the next verify calls fail (a Przelewy24 hiccup); whether payers save the shop when invited;
   * whether the merchant's Przelewy24 balance is short, so that refunds are refused ("Insufficient funds available");
   * the next BLIK charges are made but their answers lost (504).
   */
  switches: { failVerify: number; payerSavesAlias: boolean; insufficientFunds: boolean; loseChargeAnswers: number };
}

export type Answer =
  { status: number; json: unknown } | { status: number; html: string } | { status: 303; location: string };

export const ok = (json: unknown, status = 200): Answer => ({ status, json });

/** The contract's InvalidInputData (400), with the reason kept for the test. */
export function invalid(ctx: FakeContext, path: string, reason: string, error = 'Invalid input data'): Answer {
  ctx.refusals.push({ path, status: 400, reason });
  return { status: 400, json: { error, code: 400 } };
}

/** The contract's TransactionNotFoundResponse (404). */
export function notFound(ctx: FakeContext, path: string, error = 'Transaction not found'): Answer {
  ctx.refusals.push({ path, status: 404, reason: error });
  return { status: 404, json: { error, responseCode: 0 } };
}

/** A zod issue as one line (for the refusal log only; the answer stays the contract's). */
export const issueText = (error: { issues: { path: PropertyKey[]; message: string }[] }) =>
  error.issues.map((issue) => `${issue.path.map(String).join('.') || 'body'}: ${issue.message}`).join('; ');
