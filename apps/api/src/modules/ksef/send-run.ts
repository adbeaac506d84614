import { warsawDateKey } from '@parkshare/shared/ksef/deadline';
import { isValidKsefNumber } from '@parkshare/shared/ksef/ksef-number';
import type { AppDeps } from '../../app-deps';
import type { KsefSubmissionRow } from '../../db/schema/ksef';
import { isProcessing, type InvoiceStatus, type KsefClient } from './ksef-client';
import { KsefError } from './ksef-http';
import {
  holderOf,
  keepPolling,
  KSEF_ROW_ATTEMPTS,
  markAccepted,
  markRejected,
  markSent,
  retryDelayMs,
  scheduleRetry,
} from './ksef-queue';
import { upoDocuments } from './upo';

// One run of the sender over the rows it claimed (decision 082): new ones go into one online session, then every
// sent one is asked about until KSeF decides. A failure that is KSeF's or the network's (429, 5xx, timeouts,
// authentication) stops the run: rows not sent go back to the queue for later, rows KSeF already took stay
// `sending` to be asked about later, never sent twice. A refusal of one invoice settles that invoice only.

/** Session-level refusals (invoice limit reached, no such session, session closed): a new session will do. */
const SESSION_CODES: readonly number[] = [21155, 21173, 21180];
/** Invoice statuses that are not the invoice's fault: session error, unknown error, cancelled by the system. */
const RESEND_CODES: readonly number[] = [405, 500, 550];
/** How soon an invoice KSeF is still processing is asked about again. */
export const POLL_AGAIN_MS = 30_000;

/** A fault of one invoice only: its row backs off, the run goes on. */
class RowFault extends Error {}

/** KSeF's or the network's failure as a whole (429, 5xx, timeouts, authentication): the run stops. */
const stopsTheRun = (error: unknown): boolean =>
  !(error instanceof RowFault) && !(error instanceof KsefError && error.failure === 'refused');

export interface RunTally {
  accepted: number;
  rejected: number;
  retried: number;
  waiting: number;
}

const wordsOf = ({ status }: InvoiceStatus) =>
  [`${status.code} ${status.description}`, ...(status.details ?? [])].join(': ');

export class SendRun {
  /** Rows claimed and not settled yet, by id. */
  readonly open = new Map<string, KsefSubmissionRow>();

  constructor(
    private readonly deps: AppDeps,
    private readonly client: KsefClient,
    private readonly now: Date,
    readonly tally: RunTally,
  ) {}

  async process(rows: KsefSubmissionRow[], contextNip: string): Promise<void> {
    for (const row of rows) this.open.set(row.id, row);
    for (const row of rows.filter((candidate) => candidate.sellerNip !== contextNip)) {
      // KSeF would refuse it (410): the token works for KSEF_NIP only. Not sent; an admin retries after a fix.
      await this.#reject(
        row,
        null,
        `The seller's NIP ${row.sellerNip} is not KSEF_NIP ${contextNip}: not sent to KSeF`,
      );
    }
    // A row sent to another environment (KSEF_URL changed since) is unknown where invoices go now: sent anew.
    const fresh = [...this.open.values()].filter(
      (row) => !row.invoiceReference || !row.sessionReference || (row.ksefUrl && row.ksefUrl !== this.#env.ksefUrl),
    );
    if (fresh.length > 0) await this.#sendInSession(fresh);
    for (const row of [...this.open.values()]) {
      try {
        await this.#settle(row);
      } catch (error) {
        if (stopsTheRun(error)) throw error;
        await this.#backOff(row, error instanceof Error ? error.message : String(error));
      }
    }
  }

  get #env(): { ksefUrl: string; qrUrl: string } {
    const config = this.deps.config.ksef;
    if (!config) throw new Error('SendRun: sending is off');
    return { ksefUrl: config.url, qrUrl: config.qrUrl };
  }

  // Asked about again later, each time later (by attempts, counted at every claim); after KSEF_ROW_ATTEMPTS
  // refused, with the reason, for an admin (/admin/ksef) to look at and send again.
  async #backOff(row: KsefSubmissionRow, reason: string): Promise<void> {
    if (row.attempts >= KSEF_ROW_ATTEMPTS) {
      await this.#reject(row, null, `Given up after ${row.attempts} attempts: ${reason}`);
      return;
    }
    const until = new Date(this.now.getTime() + retryDelayMs(row.attempts));
    await keepPolling(this.deps.db, [row.id], { until, error: reason, now: this.now });
    this.deps.log.warn({ ksefSubmission: row.id, invoiceNumber: row.invoiceNumber, reason }, 'KSeF invoice fault');
    this.#close(row, 'waiting');
  }

  async #sendInSession(rows: KsefSubmissionRow[]): Promise<void> {
    const session = await this.client.openSession();
    try {
      for (const row of rows) {
        const offlineMode = row.issueDate < warsawDateKey(this.now);
        let invoiceReference: string;
        try {
          invoiceReference = await this.client.sendInvoice(session, row.xml, offlineMode);
        } catch (error) {
          if (
            !(error instanceof KsefError) ||
            error.failure !== 'refused' ||
            error.codes.some((code) => SESSION_CODES.includes(code))
          ) {
            throw error;
          }
          await this.#reject(row, error.codes[0] ?? error.httpStatus, error.message);
          continue;
        }
        const sent = {
          sessionReference: session.referenceNumber,
          invoiceReference,
          offlineMode,
          ...this.#env,
          now: this.now,
        };
        await markSent(this.deps.db, row.id, sent);
        this.open.set(row.id, { ...row, ...sent });
      }
    } finally {
      // Closing starts the session's collective UPO; a session left open closes itself after 12 hours.
      await this.client.closeSession(session.referenceNumber).catch((error: unknown) => {
        this.deps.log.warn({ err: error, session: session.referenceNumber }, 'KSeF session not closed');
      });
    }
  }

  async #settle(row: KsefSubmissionRow): Promise<void> {
    const { sessionReference, invoiceReference } = row;
    if (!sessionReference || !invoiceReference) return;
    const status = await this.client.settledStatus(sessionReference, invoiceReference);
    if (!status || isProcessing(status)) {
      await keepPolling(this.deps.db, [row.id], {
        until: new Date(this.now.getTime() + POLL_AGAIN_MS),
        error: null,
        now: this.now,
      });
      this.#close(row, 'waiting');
      return;
    }
    const { code } = status.status;
    if (code === 200) {
      if (!isValidKsefNumber(status.ksefNumber)) {
        throw new RowFault(`KSeF accepted ${invoiceReference} with no valid KSeF number`);
      }
      const upoXml = await this.client.invoiceUpo(sessionReference, invoiceReference).catch((error: unknown) => {
        this.deps.log.warn({ err: error, ksefNumber: status.ksefNumber }, 'KSeF UPO not fetched yet');
        return null;
      });
      await markAccepted(this.deps.db, row.id, { ksefNumber: status.ksefNumber, upoXml, now: this.now });
      this.#close(row, 'accepted');
    } else if (code === 440) {
      await this.#duplicate(row, status);
    } else if (RESEND_CODES.includes(code)) {
      const at = new Date(this.now.getTime() + retryDelayMs(row.attempts));
      await scheduleRetry(this.deps.db, [row.id], { at, error: `KSeF: ${wordsOf(status)}`, code, now: this.now });
      this.#close(row, 'retried');
    } else {
      await this.#reject(row, code, `KSeF: ${wordsOf(status)}`);
    }
  }

  // 440: KSeF already holds an invoice of this seller, kind and number. If it is this very XML, sent before for
  // this row (its answer lost to a crash or a timeout), that is our acceptance: its KSeF number and UPO are taken
  // over. A different document under the same number, or the same one that another invoice already holds, is a
  // real duplicate, refused.
  async #duplicate(row: KsefSubmissionRow, status: InvoiceStatus): Promise<void> {
    const originalNumber = status.status.extensions?.originalKsefNumber;
    const originalSession = status.status.extensions?.originalSessionReferenceNumber;
    if (originalNumber && originalSession && (await holderOf(this.deps.db, originalNumber)) === null) {
      const upo = await this.client.upoByKsefNumber(originalSession, originalNumber);
      if (upoDocuments(upo).get(originalNumber) === row.xmlSha256 && isValidKsefNumber(originalNumber)) {
        await markAccepted(this.deps.db, row.id, {
          ksefNumber: originalNumber,
          upoXml: upo,
          now: this.now,
          original: { sessionReference: originalSession, invoiceReference: null },
        });
        this.#close(row, 'accepted');
        return;
      }
    }
    await this.#reject(row, 440, `KSeF: ${wordsOf(status)}`);
  }

  async #reject(row: KsefSubmissionRow, code: number | null, reason: string): Promise<void> {
    await markRejected(this.deps.db, row.id, { code, reason, now: this.now });
    this.deps.log.error(
      { ksefSubmission: row.id, invoiceNumber: row.invoiceNumber, reason },
      'KSeF refused an invoice',
    );
    this.#close(row, 'rejected');
  }

  #close(row: KsefSubmissionRow, outcome: keyof RunTally): void {
    this.open.delete(row.id);
    this.tally[outcome] += 1;
  }

  /** The run stopped on `error`: what was not sent waits for its retry; what was sent waits to be asked about. */
  async abort(error: unknown): Promise<Date> {
    const failure = error instanceof KsefError ? error : null;
    const rows = [...this.open.values()];
    const attempts = Math.max(1, ...rows.map((row) => row.attempts));
    const at = failure?.retryAt ?? new Date(this.now.getTime() + retryDelayMs(attempts));
    const message = error instanceof Error ? error.message : String(error);
    const sent = rows.filter((row) => row.invoiceReference && row.sessionReference).map((row) => row.id);
    const unsent = rows.filter((row) => !sent.includes(row.id)).map((row) => row.id);
    await scheduleRetry(this.deps.db, unsent, { at, error: message, code: failure?.httpStatus ?? null, now: this.now });
    await keepPolling(this.deps.db, sent, { until: at, error: message, now: this.now });
    this.tally.retried += unsent.length;
    this.tally.waiting += sent.length;
    this.open.clear();
    return at;
  }
}
