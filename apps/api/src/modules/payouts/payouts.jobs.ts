import type { Job } from '../../jobs/scheduler';
import { runMonthlyPayouts } from './monthly-payouts';
import { recoverPayouts } from './recover-payouts';

/** Sends payouts that never reached the gateway and polls those it has not answered. */
export const payoutRecoveryJob: Job = {
  name: 'payouts-recovery',
  everyMs: 30_000,
  run: (deps, now) => recoverPayouts(deps, now),
};

/** Pays last month's earnings from the 1st of each Warsaw month; runs often, books each user once a month. */
export const monthlyPayoutsJob: Job = {
  name: 'payouts-monthly',
  everyMs: 15 * 60_000,
  run: async (deps, now) => {
    await runMonthlyPayouts(deps, now);
  },
};
