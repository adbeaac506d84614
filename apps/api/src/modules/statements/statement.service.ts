import { monthOf, monthStart, nextMonth } from '@parkshare/shared/payments/calendar';
import type { Db } from '../../db/client';
import type { ParkingRow } from '../../db/schema/parkings';
import { notFound } from '../../lib/errors';
import type { Page } from '../../lib/page';
import type { Viewer } from '../../lib/viewer';
import { documentFileName, invoiceUrl } from '../documents/documents.service';
import {
  commissionDocumentsOf,
  type CommissionDocument,
  type CommissionDocuments,
} from '../invoices/commission-documents';
import { parkingLabels } from '../invoices/commission-entries';
import {
  parkingMonths,
  parkingMovements,
  type ParkingMonthTotals,
  type ParkingMovement,
} from '../ledger/parking-ledger';
import { walletMonth, type WalletMonth } from '../ledger/wallet-month';
import { requireParking } from '../parkings/parking.policy';
import {
  encodeMonthCursor,
  isClosed,
  monthRange,
  statementFileName,
  statementUrl,
  type StatementFormat,
} from './statement-month';

// Owners' monthly statements per parking (decision 086), built from the ledger on every request: the parking's
// earnings and reversals of the month (parking-ledger.ts), and for the parking's owner — whose wallet the money
// reaches — the balance at the start and the end of the month with the payouts made from it (wallet-month.ts).
// Whoever manages the parking (the owner, the admins of its organization) gets the statement; the balance and
// payouts are the owner's own and appear only for the owner, and a commission invoice only for its buyer.

export interface StatementFile {
  url: string;
  fileName: string;
}

export interface StatementDocument extends StatementFile {
  id: string;
  number: string;
}

export type StatementTotals = Omit<ParkingMonthTotals, 'month'>;

export interface Statement {
  parking: { id: string; identifier: string; name: string; address: string };
  month: string;
  from: Date;
  to: Date;
  closed: boolean;
  /** What the statement shows is as of this instant: the month's end, or its newest movement while it runs. */
  asOf: Date;
  currency: string;
  movements: ParkingMovement[];
  totals: StatementTotals;
  /** The owner's balance over the month; null for anyone else who manages the parking. */
  balance: WalletMonth | null;
  commissionInvoice: StatementDocument | null;
  commissionCorrection: StatementDocument | null;
}

export interface StatementMonth extends ParkingMonthTotals {
  parkingId: string;
  closed: boolean;
  currency: string;
  pdf: StatementFile;
  csv: StatementFile;
  commissionInvoice: StatementDocument | null;
  commissionCorrection: StatementDocument | null;
}

const fileOf = (parking: ParkingRow, month: string, format: StatementFormat): StatementFile => ({
  url: statementUrl(parking.id, month, format),
  fileName: statementFileName(parking.identifier, month, format),
});

/** A commission invoice or correction as its buyer downloads it; nobody else sees it. */
function documentFor(viewer: Viewer, document: CommissionDocument | null): StatementDocument | null {
  if (!document || document.userId !== viewer.user.id) return null;
  const kind = document.kind === 'correction' ? 'correction' : 'vat_invoice';
  return {
    id: document.id,
    number: document.number,
    url: invoiceUrl(document.id),
    fileName: documentFileName(kind, document.number),
  };
}

const documentsFor = (viewer: Viewer, found: CommissionDocuments | undefined) => ({
  commissionInvoice: documentFor(viewer, found?.invoice ?? null),
  commissionCorrection: documentFor(viewer, found?.correction ?? null),
});

/** Σ of the movements, as parkingMonths sums them. */
export function totalsOf(movements: readonly ParkingMovement[]): StatementTotals {
  const totals: StatementTotals = {
    stays: 0,
    reversals: 0,
    earnings: 0,
    commission: 0,
    refundsBorne: 0,
    commissionReturned: 0,
    net: 0,
  };
  for (const movement of movements) {
    const earning = movement.kind === 'earning';
    totals.stays += earning ? 1 : 0;
    totals.reversals += earning ? 0 : 1;
    totals.earnings += earning ? movement.amount : 0;
    totals.commission += earning ? -movement.commission : 0;
    totals.refundsBorne += earning ? 0 : -movement.amount;
    totals.commissionReturned += earning ? 0 : movement.commission;
    totals.net += movement.net;
  }
  return totals;
}

/**
 * One month's statement of a parking for someone who manages it (NOT_FOUND for a stranger or an unknown id,
 * FORBIDDEN for those who only see it). Caller has checked the month is one and has started; a month before the
 * parking existed has no statement (NOT_FOUND).
 */
export async function parkingStatement(
  db: Db,
  { viewer, parkingId, month, now }: { viewer: Viewer; parkingId: string; month: string; now: Date },
): Promise<Statement> {
  const parking = await requireParking(db, { viewer, parkingId, need: 'manage' });
  if (month < monthOf(parking.createdAt)) throw notFound();
  const { from, to } = monthRange(month);
  const movements = await parkingMovements(db, { parkingId: parking.id, from, to });
  const balance =
    parking.ownerId === viewer.user.id
      ? await walletMonth(db, { userId: parking.ownerId, parkingId: parking.id, from, to })
      : null;
  const closed = isClosed(month, now);
  const latest = [movements.at(-1)?.at, balance?.lastMovementAt].filter((at): at is Date => !!at);
  const asOf = closed ? to : new Date(Math.max(from.getTime(), ...latest.map((at) => at.getTime())));
  const label = (await parkingLabels(db, [parking.id])).get(parking.id);
  const documents = (await commissionDocumentsOf(db, { parkingId: parking.id, from, to })).get(month);
  return {
    parking: {
      id: parking.id,
      identifier: parking.identifier,
      name: parking.name,
      address: [[label?.street, label?.number].filter(Boolean).join(' '), label?.city].filter(Boolean).join(', '),
    },
    month,
    from,
    to,
    closed,
    asOf,
    currency: 'PLN',
    movements,
    totals: totalsOf(movements),
    balance,
    ...documentsFor(viewer, documents),
  };
}

/** A parking's months with movement, newest first, a page at a time (decision 064), for those who manage it. */
export async function parkingStatementMonths(
  db: Db,
  options: { viewer: Viewer; parkingId: string; first: number; after: string | null; now: Date },
): Promise<Page<StatementMonth>> {
  const { viewer, first, after, now } = options;
  const parking = await requireParking(db, { viewer, parkingId: options.parkingId, need: 'manage' });
  const rows = await parkingMonths(db, {
    parkingId: parking.id,
    before: after ? monthStart(after) : null,
    limit: first + 1,
  });
  const shown = rows.slice(0, first);
  const newest = shown[0]?.month;
  const oldest = shown.at(-1)?.month;
  const documents =
    newest && oldest
      ? await commissionDocumentsOf(db, {
          parkingId: parking.id,
          from: monthStart(oldest),
          to: monthStart(nextMonth(newest)),
        })
      : new Map<string, CommissionDocuments>();
  return {
    items: shown.map((totals) => ({
      ...totals,
      parkingId: parking.id,
      closed: isClosed(totals.month, now),
      currency: 'PLN',
      pdf: fileOf(parking, totals.month, 'pdf'),
      csv: fileOf(parking, totals.month, 'csv'),
      ...documentsFor(viewer, documents.get(totals.month)),
    })),
    nextCursor: rows.length > first && oldest ? encodeMonthCursor(oldest) : null,
  };
}
