import type { Job } from '../../jobs/scheduler';
import { sandboxFor } from './gateway';
import { cancelAbandonedTopUps } from './abandoned-orders';
import { pollStuckPayments } from './payment-poll';
import { recoverRefunds } from './recover-refunds';

/** The sandbox gateway's clock: the bank's answers, the people's deadlines, notification deliveries and retries. */
export const sandboxGatewayJob: Job = {
  name: 'sandbox-gateway',
  everyMs: 1000,
  run: (deps, now) => (deps.config.paymentProvider === 'sandbox' ? sandboxFor(deps).tick(now) : Promise.resolve()),
};

/** Payments stuck waiting (a lost notification, a restart mid-way) are asked about at the gateway. */
export const paymentStatusPollJob: Job = {
  name: 'payment-status-poll',
  everyMs: 15_000,
  run: (deps, now) => pollStuckPayments(deps, now),
};

/** Top-up orders left unpaid for an hour are canceled (abandoned-orders.ts). */
export const abandonedTopUpsJob: Job = {
  name: 'abandoned-top-ups',
  everyMs: 60_000,
  run: async (deps, now) => {
    await cancelAbandonedTopUps(deps, now);
  },
};

/** Refunds to the payer that never reached the gateway are sent; those it never reported on are asked about. */
export const refundRecoveryJob: Job = {
  name: 'refunds-recovery',
  everyMs: 30_000,
  run: (deps, now) => recoverRefunds(deps, now),
};
