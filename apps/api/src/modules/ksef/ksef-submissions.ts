import { ksefDeadline, isDateKey } from '@parkshare/shared/ksef/deadline';
import type { KsefSubmissionStatus } from '@parkshare/shared/ksef/status';
import { isValidNip } from '@parkshare/shared/validation/nip';
import { and, eq, gte, inArray, isNotNull, ne, or, type SQL } from 'drizzle-orm';
import type { Config } from '../../config';
import { ksefSubmissions, type KsefSubmissionRow } from '../../db/schema/ksef';
import type { Reader, Tx } from '../../db/transaction';
import { validateFa3 } from '../../lib/fa3-schema';
import { isUuid } from '../../lib/tokens';
import { fa3Fields } from './fa3-fields';
import { sha256Base64 } from './ksef-crypto';
import { invoiceVerificationUrl } from './verification-url';

// What the invoices module hands to KSeF, and what it reads back for the invoice's page and PDF (decision 082).

/** KSeF's size limit of an invoice without attachments (1 MiB). */
export const KSEF_MAX_INVOICE_BYTES = 1_048_576;

export interface QueueForKsefInput {
  invoiceId: string;
  /** The invoice's exact FA(3) XML: these bytes (UTF-8) are sent, hashed and kept. */
  xml: string;
  /** P_1, "YYYY-MM-DD". */
  issueDate: string;
  /** Podmiot1's NIP, 10 digits. */
  sellerNip: string;
}

/**
 * Puts an issued invoice in the KSeF queue, in the invoice's own transaction (so there is never an invoice
 * without its queue row, nor a row without its invoice). The XML must be a valid FA(3) whose P_1 and seller NIP
 * are the ones given (they make the verification link): anything else is a bug of the caller and throws, rolling
 * the invoice back. Queueing the same invoice again with the same XML returns the existing row; with another XML
 * it throws, since what KSeF receives is fixed once issued. Queued whether or not sending is on (KSEF_TOKEN): every
 * invoice to a NIP buyer must reach KSeF, late if need be.
 */
export async function queueForKsef(tx: Tx, input: QueueForKsefInput): Promise<KsefSubmissionRow> {
  const { invoiceId, xml, issueDate, sellerNip } = input;
  if (!isUuid(invoiceId)) throw new Error('queueForKsef: invoiceId is not a uuid');
  if (!isDateKey(issueDate)) throw new Error('queueForKsef: issueDate is not a YYYY-MM-DD date');
  if (!/^\d{10}$/.test(sellerNip) || !isValidNip(sellerNip)) throw new Error('queueForKsef: sellerNip is not a NIP');
  if (Buffer.byteLength(xml, 'utf8') > KSEF_MAX_INVOICE_BYTES) throw new Error('queueForKsef: the XML exceeds 1 MiB');
  const check = validateFa3(xml);
  if (!check.valid) {
    throw new Error(`queueForKsef: the XML is not a valid FA(3): ${check.errors.slice(0, 3).join('; ')}`);
  }
  const fields = fa3Fields(xml);
  if (fields?.issueDate !== issueDate || fields.sellerNip !== sellerNip || !fields.number) {
    throw new Error("queueForKsef: issueDate and sellerNip must be the XML's P_1 and Podmiot1 NIP");
  }
  const xmlSha256 = sha256Base64(xml);
  const [row] = await tx
    .insert(ksefSubmissions)
    .values({
      invoiceId,
      xml,
      xmlSha256,
      invoiceNumber: fields.number,
      issueDate,
      sellerNip,
      deadlineAt: ksefDeadline(issueDate),
    })
    .onConflictDoNothing({ target: ksefSubmissions.invoiceId })
    .returning();
  if (row) return row;
  const [existing] = await tx.select().from(ksefSubmissions).where(eq(ksefSubmissions.invoiceId, invoiceId));
  if (existing?.xmlSha256 !== xmlSha256) {
    throw new Error('queueForKsef: the invoice is already queued with another XML');
  }
  return existing;
}

/** What the readers need of the configuration: KSEF_FROM, and the environment invoices go to now (null: off). */
export type KsefView = Pick<Config, 'ksef' | 'ksefFrom'>;

type Dormancy = Pick<KsefSubmissionRow, 'status' | 'sentAt' | 'issueDate'>;

/**
 * A row of an invoice issued before KSEF_FROM that never reached KSeF: not for KSeF. The invoices module queues
 * every invoice with XML in its own transaction, which cannot see the configuration; such a row stays where it is,
 * never claimed, never counted, with no KSeF marks (an earlier KSEF_FROM, after a mistake, wakes it).
 */
export const isBeforeKsef = (row: Dormancy, ksefFrom: string | null): boolean =>
  ksefFrom !== null && row.status === 'queued' && row.sentAt === null && row.issueDate < ksefFrom;

/** The SQL of "not isBeforeKsef": rows that are for KSeF. */
export function forKsef(ksefFrom: string | null): SQL | undefined {
  const t = ksefSubmissions;
  return ksefFrom === null ? undefined : or(ne(t.status, 'queued'), isNotNull(t.sentAt), gte(t.issueDate, ksefFrom));
}

/** KOD I of a row: in the environment it was sent to; before migration 0018 kept it, the current one. */
export function verificationUrlOfRow(
  row: Pick<KsefSubmissionRow, 'qrUrl' | 'sellerNip' | 'issueDate' | 'xmlSha256'>,
  config: Pick<Config, 'ksef'>,
): string | null {
  const qrBase = row.qrUrl ?? config.ksef?.qrUrl;
  return qrBase ? invoiceVerificationUrl({ ...row, qrBase }) : null;
}

export interface KsefState {
  status: KsefSubmissionStatus;
  /** Given by KSeF once accepted; null until then ("not assigned yet" on the PDF). */
  ksefNumber: string | null;
  /** KOD I of an accepted invoice, for the QR code: the link of the environment that accepted it. */
  verificationUrl: string | null;
}

/**
 * The KSeF state of each invoice that is for KSeF, sending on or off: an invoice to a buyer without a NIP never
 * goes to KSeF, nor one issued before KSEF_FROM. One queued while sending is off will go once it is on.
 */
export async function ksefStates(
  { db, config }: { db: Reader; config: KsefView },
  invoiceIds: readonly string[],
): Promise<Map<string, KsefState>> {
  const states = new Map<string, KsefState>();
  const ids = [...new Set(invoiceIds)].filter(isUuid);
  if (ids.length === 0) return states;
  const t = ksefSubmissions;
  const rows = await db
    .select({
      invoiceId: t.invoiceId,
      status: t.status,
      ksefNumber: t.ksefNumber,
      sellerNip: t.sellerNip,
      issueDate: t.issueDate,
      xmlSha256: t.xmlSha256,
      qrUrl: t.qrUrl,
    })
    .from(t)
    .where(and(inArray(t.invoiceId, ids), forKsef(config.ksefFrom)));
  for (const row of rows) {
    const accepted = row.status === 'accepted' && row.ksefNumber !== null;
    states.set(row.invoiceId, {
      status: row.status,
      ksefNumber: accepted ? row.ksefNumber : null,
      verificationUrl: accepted ? verificationUrlOfRow(row, config) : null,
    });
  }
  return states;
}

/**
 * Where an invoice stands with KSeF, whether or not sending is on: null when it was never queued (a buyer without a
 * NIP, or an invoice from before KSeF), else its row's status, KSeF number (null until accepted), environment and
 * dates. A correction's XML names its original's KSeF number, so the invoices module asks this before writing one.
 */
export async function ksefSubmissionOf(
  db: Reader,
  invoiceId: string,
): Promise<(Dormancy & Pick<KsefSubmissionRow, 'ksefNumber' | 'ksefUrl'>) | null> {
  if (!isUuid(invoiceId)) return null;
  const t = ksefSubmissions;
  const [row] = await db
    .select({
      status: t.status,
      ksefNumber: t.ksefNumber,
      ksefUrl: t.ksefUrl,
      sentAt: t.sentAt,
      issueDate: t.issueDate,
    })
    .from(t)
    .where(eq(t.invoiceId, invoiceId));
  return row ?? null;
}

/**
 * What an invoice's PDF prints (decisions 082, 083): its KSeF number and verification link ("KOD I") once KSeF
 * accepted it, in the environment that accepted it; "not assigned yet" (number null) while it is for KSeF and has
 * no number; null when it is not for KSeF at all.
 */
export async function ksefMarksOf(
  deps: { db: Reader; config: KsefView },
  invoiceId: string,
): Promise<{ number: string; qrUrl: string | null } | { number: null } | null> {
  const state = (await ksefStates(deps, [invoiceId])).get(invoiceId);
  if (!state) return null;
  return state.ksefNumber ? { number: state.ksefNumber, qrUrl: state.verificationUrl } : { number: null };
}
