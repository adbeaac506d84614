import {
  fillInvoiceXmlJob,
  issueCommissionInvoicesJob,
  issueMonthlyInvoicesJob,
  issueSaleInvoicesJob,
} from './modules/invoices/invoices.jobs';
import { ksefSendJob } from './modules/ksef/ksef.jobs';
import {
  abandonedTopUpsJob,
  paymentStatusPollJob,
  refundRecoveryJob,
  sandboxGatewayJob,
} from './modules/payments/payments.jobs';
import { monthlyPayoutsJob, payoutRecoveryJob } from './modules/payouts/payouts.jobs';
import { bookingConfirmationsJob } from './modules/reminders/booking-confirmation';
import { remindersJob } from './modules/reminders/reminders.jobs';
import { reservationsClockJob } from './modules/reservations/reservations.jobs';
import type { Job } from './jobs/scheduler';

// Every background job of the app; modules add theirs here (one line each). The list sits beside app.ts, above the
// modules it names; the scheduler (jobs/scheduler.ts), whose Job type every module imports, stays below them.
export const JOBS: Job[] = [
  sandboxGatewayJob,
  paymentStatusPollJob,
  abandonedTopUpsJob,
  refundRecoveryJob,
  payoutRecoveryJob,
  monthlyPayoutsJob,
  issueSaleInvoicesJob,
  issueMonthlyInvoicesJob,
  issueCommissionInvoicesJob,
  fillInvoiceXmlJob,
  ksefSendJob,
  reservationsClockJob,
  remindersJob,
  bookingConfirmationsJob,
];
