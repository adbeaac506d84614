// What a test can change in the fake KSeF while it runs.
export interface FakeSettings {
  /** The fake's clock: challenge timestamps, token lifetimes, the day an invoice is taken (KSeF numbers, P_1 rule). */
  clock: () => Date;
  /** Polls of GET /auth/{ref} answered 100 "in progress" before the outcome. */
  authPendingPolls: number;
  /** Polls of an invoice's status answered 150 "processing" before KSeF's verdict. */
  invoicePendingPolls: number;
  accessTokenTtlMs: number;
  refreshTokenTtlMs: number;
  /** KSeF's per-session invoice limit (21155 beyond it). */
  maxInvoicesPerSession: number;
}

export const defaultSettings = (): FakeSettings => ({
  clock: () => new Date(),
  authPendingPolls: 1,
  invoicePendingPolls: 1,
  accessTokenTtlMs: 15 * 60_000,
  refreshTokenTtlMs: 7 * 24 * 3_600_000,
  maxInvoicesPerSession: 10_000,
});
