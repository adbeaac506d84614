import { KSEF_SUBMISSION_STATUSES } from '@parkshare/shared/ksef/status';
import type { KsefSubmissionRow } from '../../db/schema/ksef';
import { parsePageArgs } from '../../lib/page';
import { builder } from '../../schema/builder';
import { pageArgs, pageOf } from '../../schema/page';
import {
  deadlineAlertOf,
  ksefQueueSummary,
  rejectedKsefSubmissions,
  retryKsefSubmission,
  verificationUrlOf,
  type KsefQueueSummary,
} from './ksef-admin';

// The KSeF queue for admins (decision 082): a summary with counts, deadlines and the oldest waiting invoice, the
// refused invoices with KSeF's reasons, and a retry after a fix.

const KsefSubmissionStatusEnum = builder.enumType('KsefSubmissionStatus', {
  description:
    'queued: waiting to be sent (or for its retry); sending: with KSeF, waiting for its verdict; accepted: KSeF gave it a KSeF number; rejected: KSeF (or the sender, for a seller other than KSEF_NIP) refused it',
  values: KSEF_SUBMISSION_STATUSES,
});

const KsefDeadlineAlertEnum = builder.enumType('KsefDeadlineAlert', {
  description: "An invoice not in KSeF yet against the law's deadline, now: near (12 hours or less left) or passed",
  values: ['near', 'passed'] as const,
});

const KsefSubmissionRef = builder.objectRef<KsefSubmissionRow>('KsefSubmission').implement({
  description: 'An invoice on its way to KSeF.',
  fields: (t) => ({
    id: t.exposeID('id'),
    invoiceId: t.exposeID('invoiceId'),
    invoiceNumber: t.exposeString('invoiceNumber'),
    issueDate: t.expose('issueDate', { type: 'Date' }),
    status: t.field({ type: KsefSubmissionStatusEnum, resolve: (row) => row.status }),
    attempts: t.exposeInt('attempts'),
    nextAttemptAt: t.expose('nextAttemptAt', { type: 'DateTime', description: 'When a queued invoice is tried next' }),
    deadlineAt: t.expose('deadlineAt', {
      type: 'DateTime',
      description: 'The last moment the law allows for KSeF: the end of the next business day after the issue date',
    }),
    deadlineAlert: t.field({
      type: KsefDeadlineAlertEnum,
      nullable: true,
      description: 'Null once accepted, or while the deadline is more than 12 hours away',
      resolve: (row) => deadlineAlertOf(row),
    }),
    lastError: t.exposeString('lastError', {
      nullable: true,
      description: "What went wrong last; KSeF's own words for a refusal",
    }),
    ksefStatusCode: t.exposeInt('ksefStatusCode', { nullable: true }),
    ksefNumber: t.exposeString('ksefNumber', { nullable: true }),
    apiUrl: t.exposeString('ksefUrl', {
      nullable: true,
      description:
        'The KSeF environment (API) it was last sent to: its KSeF number and verification link are valid there only; null until sent',
    }),
    verificationUrl: t.string({
      nullable: true,
      description:
        'The verification link (KOD I) printed as a QR code, in the environment it was sent to (one not sent yet: where it goes now; null while sending is off)',
      resolve: (row, _args, { deps }) => verificationUrlOf(row, deps.config),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    acceptedAt: t.expose('acceptedAt', { type: 'DateTime', nullable: true }),
  }),
});

const KsefSubmissionPage = pageOf('KsefSubmission', KsefSubmissionRef, 'the latest refusal first');

const KsefStatusCountsRef = builder.objectRef<KsefQueueSummary['counts']>('KsefStatusCounts').implement({
  fields: (t) => ({
    queued: t.exposeInt('queued'),
    sending: t.exposeInt('sending'),
    accepted: t.exposeInt('accepted'),
    rejected: t.exposeInt('rejected'),
  }),
});

const KsefQueueRef = builder.objectRef<KsefQueueSummary>('KsefQueue').implement({
  description: 'The KSeF e-invoice queue.',
  fields: (t) => ({
    sending: t.exposeBoolean('sending', {
      description: 'KSEF_TOKEN and KSEF_NIP are set: this installation sends to KSeF',
    }),
    apiUrl: t.exposeString('apiUrl', { nullable: true, description: 'The KSeF API invoices go to' }),
    counts: t.field({ type: KsefStatusCountsRef, resolve: (summary) => summary.counts }),
    nearDeadline: t.exposeInt('nearDeadline', { description: 'Not in KSeF, 12 hours or less before the deadline' }),
    pastDeadline: t.exposeInt('pastDeadline', { description: 'Not in KSeF after the deadline' }),
    ksefFrom: t.expose('ksefFrom', {
      type: 'Date',
      nullable: true,
      description:
        'KSEF_FROM: invoices issued before it are not for KSeF (not sent, not counted above); null when every invoice with XML is',
    }),
    beforeKsefFrom: t.exposeInt('beforeKsefFrom', {
      description: 'Invoices issued before KSEF_FROM that never reached KSeF: not sent, no deadline',
    }),
    oldestWaiting: t.field({
      type: KsefSubmissionRef,
      nullable: true,
      description: 'The invoice queued or being sent the longest',
      resolve: (summary) => summary.oldestWaiting,
    }),
  }),
});

builder.queryFields((t) => ({
  ksefQueue: t.field({
    type: KsefQueueRef,
    description: 'Admins: the KSeF e-invoice queue.',
    authScopes: { admin: true },
    resolve: (_root, _args, { deps }) => ksefQueueSummary(deps.db, deps.config),
  }),
  ksefRejected: t.field({
    type: KsefSubmissionPage,
    description:
      'Admins: invoices KSeF refused, with its reasons, the latest refusal first; retryKsefSubmission sends one again.',
    authScopes: { admin: true },
    args: pageArgs(t.arg),
    resolve: (_root, args, { deps }) => rejectedKsefSubmissions(deps.db, parsePageArgs(args)),
  }),
}));

builder.mutationFields((t) => ({
  retryKsefSubmission: t.field({
    type: KsefSubmissionRef,
    description: 'Admins: sends an invoice KSeF refused again, with the same XML, after the cause was fixed.',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { deps }) => retryKsefSubmission(deps.db, String(id)),
  }),
}));
