import type { AppDeps } from '../../app-deps';

// Handing refunds to the gateway after the transaction that recorded them has committed (decision 085). The
// reservations and tickets modules record refunds but sit below the payments module, which owns the gateway, so
// the app registers the payments module's sender here when it is built (app.ts); a refund recorded where nothing
// is registered, or whose hand-off fails or is cut short by a crash, is sent by the refunds-recovery job.

/** Hands the refunds with these ids to the gateway; never throws (a failed hand-off is retried by the job). */
export type RefundSender = (refundIds: readonly string[]) => Promise<void>;

const senders = new WeakMap<AppDeps, RefundSender>();

/** Registers how this app hands refunds to its gateway. */
export function useRefundSender(deps: AppDeps, sender: RefundSender): void {
  senders.set(deps, sender);
}

/** After the commit: hands these refunds (to the payer) to the gateway, if any. */
export async function dispatchRefunds(deps: AppDeps, refundIds: readonly string[]): Promise<void> {
  const send = senders.get(deps);
  if (send && refundIds.length > 0) await send(refundIds);
}
