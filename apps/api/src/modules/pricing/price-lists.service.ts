import { MAX_PRICE_LISTS_PER_PARKING } from '@parkshare/shared/validation/limits';
import { messages } from '@parkshare/shared/validation/messages';
import { BASIC_PRICE_LIST_HOURS, type PriceListData } from '@parkshare/shared/validation/price-lists';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { parkings, priceLists, type ParkingRow, type PriceListRow } from '../../db/schema/parkings';
import { type FieldErrors, fieldError, notFound, validationError } from '../../lib/errors';
import { requireRoom } from '../../lib/bounds';
import { isUuid } from '../../lib/tokens';

// Price lists of a parking (issue 3). The rules: the parking's first list becomes its basic list, which applies
// around the clock (stored as every weekday 00:00–00:00 whatever was sent); every other list needs days or
// events; the basic list goes last. Authorization (requireParking 'manage') happens in the resolvers.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface PriceListOptions {
  db: Db;
  parking: ParkingRow;
}

/** A parking's price lists, the basic one first, then in the order they were added. */
export function listPriceLists({ db, parkingId }: { db: Db; parkingId: string }): Promise<PriceListRow[]> {
  return db
    .select()
    .from(priceLists)
    .where(eq(priceLists.parkingId, parkingId))
    .orderBy(desc(priceLists.isBasic), asc(priceLists.createdAt), asc(priceLists.id));
}

/** The price list with this id, or NOT_FOUND (also for a malformed id); the caller then authorises its parking. */
export async function findPriceList({ db, id }: { db: Db; id: string }): Promise<PriceListRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db.select().from(priceLists).where(eq(priceLists.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * Adds a price list. Steps: lock the parking (two first lists racing must not both become basic), refuse more
 * than MAX_PRICE_LISTS_PER_PARKING, make it the basic list when the parking has none; insert.
 */
export function createPriceList({
  db,
  parking,
  input,
}: PriceListOptions & { input: PriceListData }): Promise<PriceListRow> {
  return db.transaction(async (tx) => {
    await lockParking(tx, parking.id);
    await requireRoom(tx, {
      table: priceLists,
      where: eq(priceLists.parkingId, parking.id),
      max: MAX_PRICE_LISTS_PER_PARKING,
      field: 'parkingId',
      message: 'tooManyPriceLists',
    });
    const [basic] = await tx
      .select({ id: priceLists.id })
      .from(priceLists)
      .where(and(eq(priceLists.parkingId, parking.id), eq(priceLists.isBasic, true)))
      .limit(1);
    const isBasic = !basic;
    const [row] = await tx
      .insert(priceLists)
      .values({ ...columns(input, isBasic), parkingId: parking.id, isBasic })
      .returning();
    if (!row) throw new Error('price list insert failed');
    return row;
  });
}

/** Replaces a price list's fields; the basic list stays basic and around the clock. A list never moves parking. */
export function updatePriceList({
  db,
  parking,
  id,
  input,
}: PriceListOptions & { id: string; input: PriceListData }): Promise<PriceListRow> {
  if (input.parkingId !== parking.id) throw fieldError('parkingId', messages.invalidValue);
  return db.transaction(async (tx) => {
    await lockParking(tx, parking.id);
    const current = await ownList(tx, parking.id, id);
    const [row] = await tx
      .update(priceLists)
      .set({ ...columns(input, current.isBasic), updatedAt: new Date() })
      .where(eq(priceLists.id, id))
      .returning();
    if (!row) throw notFound();
    return row;
  });
}

/**
 * Deletes a price list. The basic list goes last: not while other lists exist, and never the only list of an
 * active parking (a bookable parking must have a price).
 */
export function deletePriceList({ db, parking, id }: PriceListOptions & { id: string }): Promise<PriceListRow> {
  return db.transaction(async (tx) => {
    const locked = await lockParking(tx, parking.id);
    const current = await ownList(tx, parking.id, id);
    if (current.isBasic) {
      const [others] = await tx
        .select({ n: count() })
        .from(priceLists)
        .where(and(eq(priceLists.parkingId, parking.id), ne(priceLists.id, id)));
      if ((others?.n ?? 0) > 0) throw validationError({ id: [messages.basicPriceListInUse] });
      if (locked.status === 'active') throw validationError({ id: [messages.basicPriceListRequired] });
    }
    await tx.delete(priceLists).where(eq(priceLists.id, id));
    return current;
  });
}

async function lockParking(tx: Tx, parkingId: string): Promise<ParkingRow> {
  const [row] = await tx.select().from(parkings).where(eq(parkings.id, parkingId)).for('update');
  if (!row) throw notFound();
  return row;
}

async function ownList(tx: Tx, parkingId: string, id: string): Promise<PriceListRow> {
  const [row] = await tx
    .select()
    .from(priceLists)
    .where(and(eq(priceLists.id, id), eq(priceLists.parkingId, parkingId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** When a list applies: the basic list around the clock whatever was sent; any other needs days and both hours. */
function applies(input: PriceListData, isBasic: boolean) {
  if (isBasic) {
    const { days, startHour, endHour } = BASIC_PRICE_LIST_HOURS;
    return { days: [...days], startHour, endHour };
  }
  const { days, startHour, endHour } = input;
  const errors: FieldErrors = {};
  if (days.length === 0) errors.days = [messages.daysRequired];
  if (startHour === undefined) errors.startHour = [messages.required];
  if (endHour === undefined) errors.endHour = [messages.required];
  if (startHour === undefined || endHour === undefined || days.length === 0) throw validationError(errors);
  return { days: [...days], startHour, endHour };
}

function columns(input: PriceListData, isBasic: boolean) {
  const when = applies(input, isBasic);
  return {
    name: input.name,
    ...when,
    settlementPeriod: input.settlementPeriod,
    firstPeriodPrice: input.firstPeriodPrice,
    nextPeriodPrice: input.nextPeriodPrice,
  };
}
