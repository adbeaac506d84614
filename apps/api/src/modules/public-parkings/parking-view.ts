import { sortedFeatures, type SpotFeature } from '@parkshare/shared/spots/features';
import type { AddressType, SpotState } from '@parkshare/shared/parkings/status';
import { isUnavailableAt } from '@parkshare/shared/pricing/unavailability';
import type { DayOrEvent } from '@parkshare/shared/pricing/types';
import { spotStateOf } from '@parkshare/shared/reservations/status';
import { compareSpotNumbers } from '@parkshare/shared/spots/natural-sort';
import { imageUrl } from './image-url';
import type { PublicParkingRow } from './parking-statement';
import type { PublicAddress, PublicImage, PublicParking, PublicSpot } from './public-parkings.types';

const NO_FEATURES: readonly SpotFeature[] = Object.freeze([]);

// From the statement's row to the page: images grouped by what they show, spots in natural order with their state
// now, the parking's availability.

// The natural order of a parking's spots is a pure function of its numbers, and sorting 200 of them costs
// about a millisecond; the order is remembered per list of numbers (never states, which are read every time).
const ORDER_CACHE_SIZE = 500;
const orders = new Map<string, number[]>();

function naturalOrder(numbers: readonly string[]): number[] {
  // PostgreSQL text cannot hold NUL, so joining on it keeps different lists apart.
  const key = numbers.join('\u0000');
  let order = orders.get(key);
  if (!order) {
    order = numbers.map((_, index) => index).sort((a, b) => compareSpotNumbers(numbers[a]!, numbers[b]!));
    if (orders.size >= ORDER_CACHE_SIZE) orders.delete(orders.keys().next().value!);
    orders.set(key, order);
  }
  return order;
}

const NO_IMAGES: PublicImage[] = [];

export function buildParking(row: PublicParkingRow, now: Date): PublicParking {
  // Images arrive primary first, then in the owner's order; grouped here by what they show.
  const parkingImages: PublicImage[] = [];
  const imagesBySubject = new Map<string, PublicImage[]>();
  for (const [subject, fileKey, thumbnailKey, isPrimary, subjectType] of row.images) {
    const image = { url: imageUrl(fileKey), thumbnailUrl: imageUrl(thumbnailKey), isPrimary };
    if (subjectType === 'parkings') {
      parkingImages.push(image);
    } else if (subject !== null) {
      const key = `${subjectType}:${subject}`;
      const list = imagesBySubject.get(key);
      if (list) list.push(image);
      else imagesBySubject.set(key, [image]);
    }
  }

  // Two holding reservations cannot cover one spot at once (the booking issue's exclusion constraint); should
  // stale data say otherwise, 'occupied' (a driver is there) wins over 'reserved'.
  const stateBySpot = new Map<string, SpotState>();
  for (const [number, status] of row.holds) {
    if (stateBySpot.get(number) !== 'occupied') stateBySpot.set(number, spotStateOf(status));
  }
  const [numbers, restricted, featured = []] = row.spots;
  const restrictedSet = new Set(restricted);
  const featuresOf = new Map(featured);
  let availableSpots = 0;
  const spots = naturalOrder(numbers).map((index): PublicSpot => {
    const number = numbers[index]!;
    const state = stateBySpot.get(number) ?? 'available';
    if (state === 'available') availableSpots += 1;
    return {
      number,
      hasRestrictions: restrictedSet.has(number),
      features: featuresOf.get(number) ?? NO_FEATURES,
      state,
      images: imagesBySubject.get(`spots:${number}`) ?? NO_IMAGES,
    };
  });

  const addressOf = (type: AddressType): PublicAddress | null => {
    const address = row.addresses.find((candidate) => candidate.type === type);
    return address ? { ...address, images: imagesBySubject.get(`addresses:${type}`) ?? NO_IMAGES } : null;
  };

  const closed = isUnavailableAt(
    row.unavailabilities.map((u) => ({ days: u.days as DayOrEvent[], startTime: u.startTime, endTime: u.endTime })),
    now,
    row.timeZone,
  );
  return {
    identifier: row.identifier,
    note: row.note,
    features: sortedFeatures(featured.flatMap(([, features]) => features)),
    restrictions: {
      hasRestrictions: row.hasRestrictions,
      maxHeightCm: row.maxHeightCm,
      maxLengthCm: row.maxLengthCm,
      maxWidthCm: row.maxWidthCm,
    },
    address: addressOf('basic'),
    entryAddress: addressOf('entry'),
    exitAddress: addressOf('exit'),
    images: parkingImages,
    priceLists: row.priceLists.map((list) => ({ ...list, currency: 'PLN' as const })),
    unavailabilities: row.unavailabilities,
    availability: {
      state: closed ? 'closed' : availableSpots === 0 ? 'full' : 'free',
      availableSpots,
      totalSpots: spots.length,
    },
    spots,
  };
}
