import { builder } from '../../schema/builder';
import { requireViewer, type GraphQLContext } from '../../schema/context';
import { SpotFeatureEnum } from '../../schema/spot-feature';
import { requireParkingByIdentifier } from '../parkings/parking.policy';
import { getParkingPreview, getPublicParking, getPublicSpot, getSpotPreview } from './public-parkings.service';
import type {
  PublicAddress as PublicAddressShape,
  PublicImage as PublicImageShape,
  PublicParking as PublicParkingShape,
  PublicPriceList as PublicPriceListShape,
  PublicSpot as PublicSpotShape,
  PublicSpotView,
  PublicUnavailability as PublicUnavailabilityShape,
} from './public-parkings.types';

// What anyone, signed in or not, sees of an active parking (SPEC §2 /{identifier}). These types are separate
// from the owner's Parking and Spot on purpose: a field added to the owner's types can never appear here.

const PublicSpotState = builder.enumType('PublicSpotState', {
  description: 'What a spot is doing right now',
  values: ['available', 'reserved', 'occupied'] as const,
});

const PublicAvailabilityState = builder.enumType('PublicAvailabilityState', {
  description: 'free: at least one spot is available now; full: none is; closed: a cyclic unavailability applies now',
  values: ['free', 'full', 'closed'] as const,
});

const PublicImage = builder.objectRef<PublicImageShape>('PublicImage').implement({
  fields: (t) => ({
    url: t.exposeString('url'),
    thumbnailUrl: t.exposeString('thumbnailUrl'),
    isPrimary: t.exposeBoolean('isPrimary'),
  }),
});

const PublicAddress = builder.objectRef<PublicAddressShape>('PublicAddress').implement({
  fields: (t) => ({
    country: t.exposeString('country'),
    region: t.exposeString('region', { nullable: true }),
    city: t.exposeString('city'),
    street: t.exposeString('street', { nullable: true }),
    number: t.exposeString('number', { nullable: true }),
    postcode: t.exposeString('postcode', { nullable: true }),
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
    images: t.field({ type: [PublicImage], resolve: (address) => address.images }),
  }),
});

const PublicRestrictions = builder.objectRef<PublicParkingShape['restrictions']>('PublicRestrictions').implement({
  fields: (t) => ({
    hasRestrictions: t.exposeBoolean('hasRestrictions'),
    maxHeightCm: t.exposeInt('maxHeightCm', { nullable: true }),
    maxLengthCm: t.exposeInt('maxLengthCm', { nullable: true }),
    maxWidthCm: t.exposeInt('maxWidthCm', { nullable: true }),
  }),
});

const PublicPriceList = builder.objectRef<PublicPriceListShape>('PublicPriceList').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    days: t.exposeStringList('days', {
      description: 'Weekdays (mon…sun) and events (holiday, long_weekend, new_year)',
    }),
    startHour: t.exposeString('startHour', { description: 'HH:MM, Europe/Warsaw' }),
    endHour: t.exposeString('endHour', {
      description: 'HH:MM; before startHour crosses midnight, equal means all day',
    }),
    settlementPeriod: t.exposeString('settlementPeriod'),
    firstPeriodPrice: t.exposeInt('firstPeriodPrice', { description: 'Integer grosze' }),
    nextPeriodPrice: t.exposeInt('nextPeriodPrice', { description: 'Integer grosze, each further started period' }),
    currency: t.exposeString('currency'),
    isBasic: t.exposeBoolean('isBasic', { description: 'The basic list applies around the clock' }),
  }),
});

const PublicUnavailability = builder.objectRef<PublicUnavailabilityShape>('PublicUnavailability').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    days: t.exposeStringList('days'),
    startTime: t.exposeString('startTime'),
    endTime: t.exposeString('endTime'),
  }),
});

const PublicAvailability = builder.objectRef<PublicParkingShape['availability']>('PublicAvailability').implement({
  fields: (t) => ({
    state: t.field({ type: PublicAvailabilityState, resolve: (availability) => availability.state }),
    availableSpots: t.exposeInt('availableSpots'),
    totalSpots: t.exposeInt('totalSpots'),
  }),
});

const PublicParkingSpot = builder.objectRef<PublicSpotShape>('PublicParkingSpot').implement({
  description: 'A spot as listed on the public parking page',
  fields: (t) => ({
    number: t.exposeString('number'),
    hasRestrictions: t.exposeBoolean('hasRestrictions'),
    features: t.field({ type: [SpotFeatureEnum], resolve: (spot) => spot.features }),
    state: t.field({ type: PublicSpotState, resolve: (spot) => spot.state }),
    images: t.field({ type: [PublicImage], resolve: (spot) => spot.images }),
  }),
});

const PublicParking = builder.objectRef<PublicParkingShape>('PublicParking').implement({
  description: 'An active parking as anyone sees it; never the owner-only name, billing account or owner',
  fields: (t) => ({
    identifier: t.exposeString('identifier'),
    note: t.exposeString('note', { nullable: true }),
    features: t.field({
      type: [SpotFeatureEnum],
      description: 'Every feature some spot of the parking has',
      resolve: (parking) => parking.features,
    }),
    restrictions: t.field({ type: PublicRestrictions, resolve: (parking) => parking.restrictions }),
    address: t.field({ type: PublicAddress, nullable: true, resolve: (parking) => parking.address }),
    entryAddress: t.field({ type: PublicAddress, nullable: true, resolve: (parking) => parking.entryAddress }),
    exitAddress: t.field({ type: PublicAddress, nullable: true, resolve: (parking) => parking.exitAddress }),
    images: t.field({ type: [PublicImage], description: 'Primary first', resolve: (parking) => parking.images }),
    priceLists: t.field({
      type: [PublicPriceList],
      description: 'Basic first',
      resolve: (parking) => parking.priceLists,
    }),
    unavailabilities: t.field({ type: [PublicUnavailability], resolve: (parking) => parking.unavailabilities }),
    availability: t.field({ type: PublicAvailability, resolve: (parking) => parking.availability }),
    spots: t.field({
      type: [PublicParkingSpot],
      description: 'In natural order (A-2 before A-10)',
      resolve: (parking) => parking.spots,
    }),
  }),
});

const PublicSpot = builder.objectRef<PublicSpotView>('PublicSpot').implement({
  description: 'One spot of an active parking, with the parking',
  fields: (t) => ({
    number: t.exposeString('number'),
    hasRestrictions: t.exposeBoolean('hasRestrictions'),
    features: t.field({ type: [SpotFeatureEnum], resolve: (spot) => spot.features }),
    state: t.field({ type: PublicSpotState, resolve: (spot) => spot.state }),
    images: t.field({ type: [PublicImage], resolve: (spot) => spot.images }),
    parking: t.field({ type: PublicParking, resolve: (spot) => spot.parking }),
  }),
});

/** A preview is for those who may see the parking in any status (parking.policy.ts); NOT_FOUND for everyone else. */
async function requirePreviewer(context: GraphQLContext, identifier: string): Promise<void> {
  const viewer = await requireViewer(context);
  await requireParkingByIdentifier(context.deps.db, { viewer, identifier });
}

builder.queryFields((t) => ({
  parkingByIdentifier: t.field({
    type: PublicParking,
    description: 'Public: an active parking by its identifier (e.g. WAR-7K2P); NOT_FOUND for anything else.',
    args: { identifier: t.arg.string({ required: true }) },
    resolve: (_root, { identifier }, { deps }) => getPublicParking({ db: deps.db, identifier }),
  }),
  parkingPreview: t.field({
    type: PublicParking,
    description:
      'The public page of a parking in any status, for its owner, its organization and admins (e.g. before it is verified); NOT_FOUND for everyone else.',
    authScopes: { authenticated: true },
    args: { identifier: t.arg.string({ required: true }) },
    resolve: async (_root, { identifier }, context) => {
      await requirePreviewer(context, identifier);
      return getParkingPreview({ db: context.deps.db, identifier });
    },
  }),
  spotByParkingIdentifier: t.field({
    type: PublicSpot,
    description: 'Public: one spot of an active parking; NOT_FOUND for an unknown parking or spot.',
    args: { identifier: t.arg.string({ required: true }), spotNumber: t.arg.string({ required: true }) },
    resolve: (_root, { identifier, spotNumber }, { deps }) => getPublicSpot({ db: deps.db, identifier, spotNumber }),
  }),
  spotPreview: t.field({
    type: PublicSpot,
    description:
      'One spot of a parking in any status, for its owner, its organization and admins (e.g. its sign checked before the parking is verified); NOT_FOUND for everyone else.',
    authScopes: { authenticated: true },
    args: { identifier: t.arg.string({ required: true }), spotNumber: t.arg.string({ required: true }) },
    resolve: async (_root, { identifier, spotNumber }, context) => {
      await requirePreviewer(context, identifier);
      return getSpotPreview({ db: context.deps.db, identifier, spotNumber });
    },
  }),
}));
