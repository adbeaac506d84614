import { issueInvoicesJob } from '../modules/documents/documents.jobs';
import { abandonedTopUpsJob, paymentStatusPollJob, sandboxGatewayJob } from '../modules/payments/payments.jobs';
import { monthlyPayoutsJob, payoutRecoveryJob } from '../modules/payouts/payouts.jobs';
import { reservationsClockJob } from '../modules/reservations/reservations.jobs';
import type { Job } from './scheduler';

// Every background job of the app; modules add theirs here (one line each).
export const JOBS: Job[] = [
  sandboxGatewayJob,
  paymentStatusPollJob,
  abandonedTopUpsJob,
  payoutRecoveryJob,
  monthlyPayoutsJob,
  issueInvoicesJob,
  reservationsClockJob,
];
