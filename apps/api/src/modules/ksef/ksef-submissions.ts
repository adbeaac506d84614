import { ksefDeadline, isDateKey } from '@parkshare/shared/ksef/deadline';
import type { KsefSubmissionStatus } from '@parkshare/shared/ksef/status';
import { isValidNip } from '@parkshare/shared/validation/nip';
import { eq, inArray } from 'drizzle-orm';
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

export interface KsefState {
  status: KsefSubmissionStatus;
  /** Given by KSeF once accepted; until then the QR code's label is OFFLINE. */
  ksefNumber: string | null;
  /** KOD I, for the QR code. */
  verificationUrl: string;
}

/**
 * The KSeF state of each invoice that has one (an invoice to a buyer without a NIP never goes to KSeF). Empty when
 * sending is off: an installation that does not use KSeF prints no KSeF marks.
 */
export async function ksefStates(
  { db, config }: { db: Reader; config: Pick<Config, 'ksef'> },
  invoiceIds: readonly string[],
): Promise<Map<string, KsefState>> {
  const states = new Map<string, KsefState>();
  const ids = [...new Set(invoiceIds)].filter(isUuid);
  if (!config.ksef || ids.length === 0) return states;
  const rows = await db
    .select({
      invoiceId: ksefSubmissions.invoiceId,
      status: ksefSubmissions.status,
      ksefNumber: ksefSubmissions.ksefNumber,
      sellerNip: ksefSubmissions.sellerNip,
      issueDate: ksefSubmissions.issueDate,
      xmlSha256: ksefSubmissions.xmlSha256,
    })
    .from(ksefSubmissions)
    .where(inArray(ksefSubmissions.invoiceId, ids));
  for (const row of rows) {
    states.set(row.invoiceId, {
      status: row.status,
      ksefNumber: row.ksefNumber,
      verificationUrl: invoiceVerificationUrl({ qrBase: config.ksef.qrUrl, ...row }),
    });
  }
  return states;
}

/**
 * Where an invoice stands with KSeF, whether or not sending is on: null when it was never queued (a buyer without a
 * NIP, or an invoice from before KSeF), else its status and KSeF number (null until accepted). A correction's XML
 * names its original's KSeF number, so the invoices module asks this before writing one.
 */
export async function ksefSubmissionOf(
  db: Reader,
  invoiceId: string,
): Promise<{ status: KsefSubmissionStatus; ksefNumber: string | null } | null> {
  if (!isUuid(invoiceId)) return null;
  const [row] = await db
    .select({ status: ksefSubmissions.status, ksefNumber: ksefSubmissions.ksefNumber })
    .from(ksefSubmissions)
    .where(eq(ksefSubmissions.invoiceId, invoiceId));
  return row ?? null;
}

/**
 * What an invoice's PDF prints (decision 083): its KSeF number and verification link ("KOD I") once KSeF accepted
 * it; null before, and always while sending is off.
 */
export async function acceptedInKsef(
  deps: { db: Reader; config: Pick<Config, 'ksef'> },
  invoiceId: string,
): Promise<{ number: string; qrUrl: string } | null> {
  const state = (await ksefStates(deps, [invoiceId])).get(invoiceId);
  return state?.status === 'accepted' && state.ksefNumber
    ? { number: state.ksefNumber, qrUrl: state.verificationUrl }
    : null;
}
