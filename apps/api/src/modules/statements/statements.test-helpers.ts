import { randomInt } from 'node:crypto';
import { commissionOf } from '@parkshare/shared/payments/commission';
import { monthOf } from '@parkshare/shared/payments/calendar';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { journalEntries, journalLines, ledgerAccounts, type JournalEntryKind } from '../../db/schema/ledger';
import { payouts } from '../../db/schema/payouts';
import { tickets } from '../../db/schema/tickets';
import type { Tx } from '../../db/transaction';
import { insertReservationRow } from '../../test/reservation-factories';
import { walletAccountId, type AccountRef, type EntryLine } from '../ledger/ledger.service';

// Ledger entries at chosen instants (a month's last minute, the DST night), shaped exactly as the code that posts
// them in production: creditOwner's `earning`, grantStayRefund's `earning_reversal` + `refund`, a payout's
// `withdrawal` and `payout_returned`. postEntry stamps the database clock, so these write the rows themselves;
// the database still checks every entry sums to zero and no wallet goes below it (migration 0003's triggers).

async function accountOf(tx: Tx, account: AccountRef): Promise<string> {
  if ('wallet' in account) return walletAccountId(tx, account.wallet);
  const [row] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, account.platform), isNull(ledgerAccounts.userId)));
  if (!row) throw new Error(`no ${account.platform} account`);
  return row.id;
}

export async function postAt(
  app: FastifyInstance,
  at: Date,
  entry: {
    kind: JournalEntryKind;
    lines: EntryLine[];
    reservationId?: string;
    ticketId?: string;
    payoutId?: string;
  },
): Promise<string> {
  return app.deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(journalEntries)
      .values({
        kind: entry.kind,
        description: `test ${entry.kind}`,
        reservationId: entry.reservationId ?? null,
        ticketId: entry.ticketId ?? null,
        payoutId: entry.payoutId ?? null,
        createdAt: at,
      })
      .returning({ id: journalEntries.id });
    if (!row) throw new Error('entry insert failed');
    for (const line of entry.lines.filter((line) => line.amount !== 0)) {
      await tx
        .insert(journalLines)
        .values({ entryId: row.id, accountId: await accountOf(tx, line.account), amount: line.amount, createdAt: at });
    }
    return row.id;
  });
}

export interface Stay {
  reservationId: string;
  spotId: string;
  driverId: string;
}

/** A completed stay [from, to) at the spot, paid into escrow at its start and credited to the owner at `creditedAt`. */
export async function earnAt(
  app: FastifyInstance,
  options: {
    parkingId: string;
    spotId: string;
    ownerId: string;
    driverId: string;
    from: Date;
    to: Date;
    price: number;
    creditedAt?: Date;
  },
): Promise<Stay & { entryId: string }> {
  const reservation = await insertReservationRow(app, {
    userId: options.driverId,
    parkingId: options.parkingId,
    spotId: options.spotId,
    startAt: options.from,
    endAt: options.to,
    status: 'completed',
    amount: options.price,
  });
  await postAt(app, options.from, {
    kind: 'purchase',
    lines: [
      { account: { platform: 'gateway_clearing' }, amount: -options.price },
      { account: { platform: 'escrow' }, amount: options.price },
    ],
  });
  const commission = commissionOf(options.price);
  const entryId = await postAt(app, options.creditedAt ?? options.to, {
    kind: 'earning',
    reservationId: reservation.id,
    lines: [
      { account: { platform: 'escrow' }, amount: -options.price },
      { account: { wallet: options.ownerId }, amount: options.price - commission },
      { account: { platform: 'platform_revenue' }, amount: commission },
    ],
  });
  return { reservationId: reservation.id, spotId: options.spotId, driverId: options.driverId, entryId };
}

/** A compensation ticket about the stay (for its number on the statement). */
export async function ticketFor(
  app: FastifyInstance,
  stay: Stay,
  parkingId: string,
): Promise<{ id: string; number: string }> {
  const number = `${randomInt(100, 1000)}-${randomInt(100, 1000)}`;
  const [row] = await app.deps.db
    .insert(tickets)
    .values({
      number,
      type: 'compensation',
      subject: 'Spot occupied',
      description: 'Another car stood in my spot.',
      reporterId: stay.driverId,
      parkingId,
      reservationId: stay.reservationId,
    })
    .returning({ id: tickets.id, number: tickets.number });
  if (!row) throw new Error('ticket insert failed');
  return row;
}

/**
 * Support's refund of `amount` on the ticket at the owner's cost after the stay was credited, at `at`;
 * `reversedBefore` is what earlier reversals of the stay took back (the commission's share counts on the whole).
 */
export async function reverseAt(
  app: FastifyInstance,
  at: Date,
  options: { stay: Stay; ownerId: string; ticketId: string; amount: number; reversedBefore?: number },
): Promise<string> {
  const before = options.reversedBefore ?? 0;
  const commission = commissionOf(before + options.amount) - commissionOf(before);
  const entryId = await postAt(app, at, {
    kind: 'earning_reversal',
    reservationId: options.stay.reservationId,
    ticketId: options.ticketId,
    lines: [
      { account: { wallet: options.ownerId }, amount: -(options.amount - commission) },
      { account: { platform: 'escrow' }, amount: options.amount },
      { account: { platform: 'platform_revenue' }, amount: -commission },
    ],
  });
  await postAt(app, at, {
    kind: 'refund',
    reservationId: options.stay.reservationId,
    ticketId: options.ticketId,
    lines: [
      { account: { platform: 'escrow' }, amount: -options.amount },
      { account: { wallet: options.stay.driverId }, amount: options.amount },
    ],
  });
  return entryId;
}

/** A payout of `amount` with `fee` booked at `at` (a withdrawal), and optionally failed and returned at `returnedAt`. */
export async function payoutAt(
  app: FastifyInstance,
  at: Date,
  options: { userId: string; amount: number; fee: number; returnedAt?: Date; accountNumber?: string },
): Promise<string> {
  const [payout] = await app.deps.db
    .insert(payouts)
    .values({
      userId: options.userId,
      accountNumber: options.accountNumber ?? 'PL61109010140000071219812874',
      kind: 'on_demand',
      status: options.returnedAt ? 'failed' : 'completed',
      amount: options.amount,
      fee: options.fee,
      month: monthOf(at),
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: payouts.id });
  if (!payout) throw new Error('payout insert failed');
  await postAt(app, at, {
    kind: 'withdrawal',
    payoutId: payout.id,
    lines: [
      { account: { wallet: options.userId }, amount: -(options.amount + options.fee) },
      { account: { platform: 'payouts_clearing' }, amount: options.amount },
      { account: { platform: 'platform_revenue' }, amount: options.fee },
    ],
  });
  if (options.returnedAt) {
    await postAt(app, options.returnedAt, {
      kind: 'payout_returned',
      payoutId: payout.id,
      lines: [
        { account: { platform: 'payouts_clearing' }, amount: -options.amount },
        { account: { platform: 'platform_revenue' }, amount: -options.fee },
        { account: { wallet: options.userId }, amount: options.amount + options.fee },
      ],
    });
  }
  return payout.id;
}
