import type { Job } from '../../jobs/scheduler';
import { sendDueKsef } from './ksef-sender';

/**
 * Sends due invoices to KSeF, asks about those KSeF is still processing, and watches the law's deadlines. Safe on
 * several instances at once: rows are claimed with FOR UPDATE SKIP LOCKED and leased while being sent.
 */
export const ksefSendJob: Job = {
  name: 'ksef.send',
  // A run sends at most KSEF_BATCH invoices: one a minute keeps under KSeF's 30 invoices a minute per session group.
  everyMs: 60_000,
  run: async (deps, now) => {
    await sendDueKsef(deps, { now });
  },
};
