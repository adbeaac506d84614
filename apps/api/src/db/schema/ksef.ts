import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { KSEF_SUBMISSION_STATUSES } from '@parkshare/shared/ksef/status';
import { invoices } from './documents';
import { at } from './money-columns';

/**
 * An invoice on its way to KSeF (decision 082, modules/ksef): the exact FA(3) XML it was issued with, what KSeF
 * answered, and the sending queue's bookkeeping. One row per invoice, written in the invoice's own transaction.
 * queued → sending → accepted | rejected (packages/shared/src/ksef/status.ts); a failed attempt goes back to queued
 * with its next attempt scheduled.
 */
export const ksefSubmissions = pgTable(
  'ksef_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    // The bytes sent (UTF-8 of this text) and their SHA-256 in base64, as KSeF's invoiceHash and the UPO carry it.
    xml: text('xml').notNull(),
    xmlSha256: text('xml_sha256').notNull(),
    // P_2, for the admin's list and KSeF's duplicate rule (seller, kind, number).
    invoiceNumber: text('invoice_number').notNull(),
    // P_1 and Podmiot1's NIP: the verification link (KOD I) is made of them.
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    sellerNip: text('seller_nip').notNull(),
    status: text('status', { enum: KSEF_SUBMISSION_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    // While `sending`: the sender holding it; once this passes, another sender takes it over.
    leaseUntil: at('lease_until'),
    // The law's latest day for KSeF (offline24: end of the next business day after P_1), and how loudly it was told.
    deadlineAt: at('deadline_at').notNull(),
    deadlineAlert: text('deadline_alert', { enum: ['near', 'passed'] }),
    // What went wrong last (KSeF's own words for a rejection); never a credential.
    lastError: text('last_error'),
    // KSeF's status code of a processed invoice (200 accepted, 4xx refused), or the HTTP status of the last failure.
    ksefStatusCode: integer('ksef_status_code'),
    offlineMode: boolean('offline_mode').notNull().default(false),
    // The KSeF environment the invoice was last sent to (KSEF_URL, and its KSEF_QR_URL for the verification link):
    // a KSeF number and KOD I are only valid there. Null until sent (and for rows sent before migration 0018).
    ksefUrl: text('ksef_url'),
    qrUrl: text('qr_url'),
    sessionReference: text('session_reference'),
    invoiceReference: text('invoice_reference'),
    ksefNumber: text('ksef_number'),
    upoXml: text('upo_xml'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
    acceptedAt: at('accepted_at'),
  },
  (t) => [
    uniqueIndex('ksef_submissions_invoice_idx').on(t.invoiceId),
    uniqueIndex('ksef_submissions_ksef_number_idx').on(t.ksefNumber),
    index('ksef_submissions_due_idx').on(t.status, t.nextAttemptAt),
    index('ksef_submissions_deadline_idx')
      .on(t.deadlineAt)
      .where(sql`status <> 'accepted'`),
    check('ksef_submissions_accepted_has_number', sql`status <> 'accepted' OR ksef_number IS NOT NULL`),
    check('ksef_submissions_sending_has_lease', sql`status <> 'sending' OR lease_until IS NOT NULL`),
  ],
);

export type KsefSubmissionRow = typeof ksefSubmissions.$inferSelect;
