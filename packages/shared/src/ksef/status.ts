// KSeF e-invoices (issue 16, decision 082): the state of an invoice on its way to KSeF, declared once. The queue
// (apps/api/src/modules/ksef) asks this machine before every move.
//
//   queued ──claimed by a sender──▶ sending ──KSeF gave a KSeF number──▶ accepted
//     ▲                               │  │
//     └──retry scheduled (429, 5xx,───┘  └──KSeF refused it (schema, business rule)──▶ rejected
//        network, session errors)                                                        │
//     ▲                                                                                  │
//     └──────────────────────────── an admin retries it after a fix ─────────────────────┘
//
// A row stays `sending` while a sender holds its lease; a sender that died leaves the lease to run out and the
// next one takes it over (sending → sending).

export const KSEF_SUBMISSION_STATUSES = ['queued', 'sending', 'accepted', 'rejected'] as const;
export type KsefSubmissionStatus = (typeof KSEF_SUBMISSION_STATUSES)[number];

const KSEF_MOVES: Record<KsefSubmissionStatus, readonly KsefSubmissionStatus[]> = {
  queued: ['sending'],
  sending: ['sending', 'queued', 'accepted', 'rejected'],
  accepted: [],
  rejected: ['queued'],
};

export const canMoveKsefSubmission = (from: KsefSubmissionStatus, to: KsefSubmissionStatus): boolean =>
  KSEF_MOVES[from].includes(to);

/** The statuses from which a status can move: `from` for a guarded UPDATE of a move to `to`. */
export const ksefStatusesMovingTo = (to: KsefSubmissionStatus): KsefSubmissionStatus[] =>
  KSEF_SUBMISSION_STATUSES.filter((from) => canMoveKsefSubmission(from, to));

/** Not in KSeF yet, and the law's deadline still applies: waiting to be sent, being sent, or refused. */
export const KSEF_NOT_IN_KSEF = ['queued', 'sending', 'rejected'] as const satisfies readonly KsefSubmissionStatus[];

export const isFinalKsefStatus = (status: KsefSubmissionStatus): boolean => KSEF_MOVES[status].length === 0;
