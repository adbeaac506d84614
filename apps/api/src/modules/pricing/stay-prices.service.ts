import { PARKING_IDENTIFIER_PATTERN } from '@parkshare/shared/parkings/status';
import { PRESET_STAY_MINUTES, stayPrices } from '@parkshare/shared/pricing/stay-prices';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { parkings } from '../../db/schema/parkings';
import { notFound } from '../../lib/errors';
import { enginePriceLists } from './quote.service';

export interface StayPriceView {
  minutes: number;
  amount: number;
  currency: 'PLN';
  priceListName: string;
}

/**
 * What the booking presets (30 min, 1 h, 2 h) cost at an active parking for stays starting at `startAt`, as the
 * booking would charge them (the shared engine, the highest applicable list). Public, like the parking's page:
 * anything but an active parking is NOT_FOUND. A parking without price lists answers an empty list.
 */
export async function presetStayPrices({
  db,
  identifier,
  startAt,
}: {
  db: Db;
  identifier: string;
  startAt: Date;
}): Promise<StayPriceView[]> {
  const normalised = identifier.trim().toUpperCase();
  if (!PARKING_IDENTIFIER_PATTERN.test(normalised)) throw notFound();
  const [parking] = await db
    .select({ id: parkings.id, timeZone: parkings.timeZone })
    .from(parkings)
    .where(and(eq(parkings.identifier, normalised), eq(parkings.status, 'active')))
    .limit(1);
  if (!parking) throw notFound();
  const lists = await enginePriceLists(db, parking.id);
  const names = new Map(lists.map((list) => [list.id, list.name]));
  return stayPrices({ priceLists: lists, from: startAt, minutes: PRESET_STAY_MINUTES, timeZone: parking.timeZone }).map(
    (price) => ({
      minutes: price.minutes,
      amount: price.amount,
      currency: 'PLN',
      priceListName: names.get(price.priceListId) ?? '',
    }),
  );
}
