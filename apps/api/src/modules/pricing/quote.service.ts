import { quotePrice } from '@parkshare/shared/pricing/quote-price';
import { PricingError, type BreakdownLine, type PriceList } from '@parkshare/shared/pricing/types';
import type { DayOrEvent } from '@parkshare/shared/pricing/types';
import { messages } from '@parkshare/shared/validation/messages';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { parkings, spots, type ParkingRow, type PriceListRow } from '../../db/schema/parkings';
import type { AppError } from '../../lib/errors';
import { fieldError, notFound, validationError } from '../../lib/errors';
import { isUuid } from '../../lib/tokens';
import type { Viewer } from '../../lib/viewer';
import { requireParking } from '../parkings/parking.policy';
import { listPriceLists } from './price-lists.service';

// GraphQL Int is 32-bit; a quote above it cannot be answered (it would also be no real price).
const MAX_AMOUNT = 2_147_483_647;

export interface QuoteResult {
  amount: number;
  currency: 'PLN';
  priceListId: string;
  priceListName: string;
  breakdown: BreakdownLine[];
}

/**
 * The parking a viewer may ask prices of: any signed-in user an active (public) parking; otherwise only who may
 * see it under the parking policy (its managers, its organization's members, admins). Others get NOT_FOUND.
 */
export async function quotableParking(
  db: Db,
  { viewer, parkingId }: { viewer: Viewer; parkingId: string },
): Promise<ParkingRow> {
  if (!isUuid(parkingId)) throw notFound();
  const [row] = await db.select().from(parkings).where(eq(parkings.id, parkingId)).limit(1);
  if (!row) throw notFound();
  if (row.status === 'active') return row;
  return requireParking(db, { viewer, parkingId, need: 'view' });
}

/**
 * Prices a stay at one spot of a parking with the shared engine (the highest total of the lists that apply
 * at the start). Steps: the spot must be the parking's; the parking needs a price list; engine errors become
 * validation errors under the field they concern. The caller has checked who may ask.
 */
export async function quoteStay({
  db,
  parking,
  spotId,
  startAt,
  endAt,
}: {
  db: Db;
  parking: ParkingRow;
  spotId: string;
  startAt: Date;
  endAt: Date;
}): Promise<QuoteResult> {
  if (!isUuid(spotId)) throw fieldError('spotId', messages.spotNotInParking);
  const [spot] = await db
    .select({ id: spots.id })
    .from(spots)
    .where(and(eq(spots.id, spotId), eq(spots.parkingId, parking.id), isNull(spots.deletedAt)))
    .limit(1);
  if (!spot) throw fieldError('spotId', messages.spotNotInParking);

  return priceStay({ priceLists: await enginePriceLists(db, parking.id), timeZone: parking.timeZone, startAt, endAt });
}

/** A parking's price lists in the engine's shape, in the order the engine breaks ties by (listPriceLists). */
export async function enginePriceLists(db: Db, parkingId: string): Promise<PriceList[]> {
  return (await listPriceLists({ db, parkingId })).map(engineList);
}

/**
 * The engine's price of a stay under these price lists (in the order listPriceLists gives them), with engine
 * errors as validation errors under the field they concern; no lists at all → noPriceList.
 */
export function priceStay({
  priceLists,
  timeZone,
  startAt,
  endAt,
}: {
  priceLists: readonly PriceList[];
  timeZone: string;
  startAt: Date;
  endAt: Date;
}): QuoteResult {
  if (priceLists.length === 0) throw fieldError('parkingId', messages.noPriceList);
  try {
    const quote = quotePrice({ priceLists, from: startAt, to: endAt, timeZone });
    if (quote.amount > MAX_AMOUNT) throw fieldError('endAt', messages.amountTooLarge);
    const chosen = priceLists.find((list) => list.id === quote.priceListId);
    return { ...quote, priceListName: chosen?.name ?? '' };
  } catch (error) {
    if (error instanceof PricingError) throw pricingError(error);
    throw error;
  }
}

function engineList(row: PriceListRow): PriceList {
  return { ...row, days: row.days as DayOrEvent[] };
}

function pricingError(error: PricingError): AppError {
  switch (error.code) {
    case 'INVALID_STAY':
      return validationError({ endAt: [messages.endAfterStart] });
    case 'NO_APPLICABLE_PRICE_LIST':
      return validationError({ startAt: [messages.noApplicablePriceList] });
    case 'AMOUNT_TOO_LARGE':
      return validationError({ endAt: [messages.amountTooLarge] });
    // Stored lists and zones are checked on write, so these mean damaged data: refuse, never a 500.
    case 'INVALID_PRICE_LIST':
    case 'INVALID_TIME_ZONE':
      return validationError({ parkingId: [messages.invalidValue] });
  }
}
