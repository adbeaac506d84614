import { PARKING_IDENTIFIER_PATTERN } from '@parkshare/shared/parkings/status';
import { isSpotNumber, spotNumberKey } from '@parkshare/shared/spots/spot-number';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { readParking, sharedRead } from './parking-reads';
import type { PublicParking, PublicSpotView } from './public-parkings.types';

// The public page of a parking is a read model (decision 042): one statement reads the parking and, as JSON
// aggregates, everything the page shows (addresses, spots, photos, price lists, unavailability, the
// reservations holding a spot right now). It selects only public columns: the owner-only name, billing account,
// organization and owner never leave the database on this path. Nothing is cached: requests for the same parking
// that arrive together share one read, which starts after all of them arrived, so a spot state is always the state
// at the moment of the request or later.
//
// parking-statement.ts holds the statement, parking-view.ts builds the page from its row, parking-reads.ts
// shares a turn's reads; the public shapes are in public-parkings.types.ts.

interface ParkingOptions {
  db: Db;
  identifier: string;
  now?: Date;
}

interface SpotOptions extends ParkingOptions {
  spotNumber: string;
}

/**
 * The public view of an active parking, as anyone may see it. Steps: check the identifier's shape (anything
 * else is NOT_FOUND without a query), read everything in one statement (shared with the requests for the same
 * parking that arrived in the same event-loop turn; `now` given reads alone, at that time), derive spot states and
 * availability. Any status but active, and an unknown identifier, are the same NOT_FOUND. The answer may be shared
 * by several requests: it is never modified after it is built.
 */
export async function getPublicParking({ db, identifier, now }: ParkingOptions): Promise<PublicParking> {
  if (!PARKING_IDENTIFIER_PATTERN.test(identifier)) throw notFound();
  const parking = await (now ? readParking(db, { identifier, now }) : sharedRead(db, identifier));
  if (!parking) throw notFound();
  return parking;
}

/**
 * The public page of a parking in any status, as it will look once live: for its owner, the admins of its
 * organization, its members and platform admins, who have been authorised by the caller. Read on its own (never
 * shared with the public reads); an unknown identifier is NOT_FOUND.
 */
export async function getParkingPreview({ db, identifier, now = new Date() }: ParkingOptions): Promise<PublicParking> {
  if (!PARKING_IDENTIFIER_PATTERN.test(identifier)) throw notFound();
  const parking = await readParking(db, { identifier, now, preview: true });
  if (!parking) throw notFound();
  return parking;
}

/**
 * One spot of an active parking, with the parking around it. The spot number is matched as a sign reads it
 * ("a-01" is "A-01"); an unknown or malformed number is NOT_FOUND.
 */
export function getPublicSpot(options: SpotOptions): Promise<PublicSpotView> {
  return spotIn(getPublicParking, options);
}

/**
 * The page of one spot of a parking in any status (its QR code printed before the parking goes live, issue 13),
 * for those who may see the parking, who have been authorised by the caller: its preview with that spot. An unknown
 * parking or spot, or a malformed number, is NOT_FOUND.
 */
export function getSpotPreview(options: SpotOptions): Promise<PublicSpotView> {
  return spotIn(getParkingPreview, options);
}

/** The spot of the parking `read` answers, matched as a sign reads it; a malformed number is NOT_FOUND unread. */
async function spotIn(
  read: (options: ParkingOptions) => Promise<PublicParking>,
  { spotNumber, ...parking }: SpotOptions,
): Promise<PublicSpotView> {
  if (!isSpotNumber(spotNumber)) throw notFound();
  return spotOf(await read(parking), spotNumber);
}

const spotViews = new WeakMap<PublicParking, Map<string, PublicSpotView>>();

/** The spot of a parking read by its number as a sign reads it; NOT_FOUND when the parking has no such spot. */
function spotOf(parking: PublicParking, spotNumber: string): PublicSpotView {
  const key = spotNumberKey(spotNumber);
  // One view per spot of a shared read, so the requests sharing it share their projected answer too.
  let views = spotViews.get(parking);
  if (!views) {
    views = new Map();
    spotViews.set(parking, views);
  }
  let view = views.get(key);
  if (!view) {
    const spot = parking.spots.find((candidate) => spotNumberKey(candidate.number) === key);
    if (!spot) throw notFound();
    view = { ...spot, parking };
    views.set(key, view);
  }
  return view;
}
