import { areaInput, parkingsInAreaInput } from '@parkshare/shared/validation/reservations';
import type { SpotStateEvent } from '../../lib/spot-events';
import { parseInput } from '../../lib/parse-input';
import { builder } from '../../schema/builder';
import { requireViewer } from '../../schema/context';
import { checkMapSearch, MAX_MAP_AREA_DEGREES, MAX_MAP_PARKINGS, parkingsInArea, type MapParking } from './map.service';
import { spotChangesIn } from './spot-changes';

const ParkingAvailability = builder.enumType('ParkingAvailability', {
  description:
    'free: a spot can be reserved for the whole window; full: every spot is held, or the parking is closed during part of it',
  values: ['free', 'full'] as const,
});

export const MapParkingRef = builder.objectRef<MapParking>('MapParking').implement({
  description: 'An active parking on the map: where it is and whether a spot is free in the asked window.',
  fields: (t) => ({
    id: t.exposeID('id'),
    identifier: t.exposeString('identifier', { description: 'Public identifier, for links to /{identifier}' }),
    latitude: t.exposeFloat('latitude', { description: 'Degrees, to 6 decimal places (about 11 cm)' }),
    longitude: t.exposeFloat('longitude', { description: 'Degrees, to 6 decimal places (about 11 cm)' }),
    address: t.exposeString('address', {
      description: 'The basic address as one line, e.g. "Marszałkowska 10, Warszawa"',
    }),
    availability: t.field({
      type: ParkingAvailability,
      description:
        'free: some spot (not deleted) is not held in [startAt, endAt + 5 min) and the parking is open the whole window',
      resolve: (parking) => parking.availability,
    }),
    freeSpots: t.exposeInt('freeSpots', {
      description: 'Spots not held in [startAt, endAt + 5 min); 0 while the parking is closed in the window',
    }),
    totalSpots: t.exposeInt('totalSpots', { description: 'Spots that are not deleted' }),
    hasRestrictions: t.exposeBoolean('hasRestrictions'),
    maxHeight: t.exposeInt('maxHeight', { nullable: true, description: 'cm; null without a limit' }),
    maxLength: t.exposeInt('maxLength', { nullable: true, description: 'cm; null without a limit' }),
    maxWidth: t.exposeInt('maxWidth', { nullable: true, description: 'cm; null without a limit' }),
  }),
});

const ParkingsInAreaInput = builder.inputType('ParkingsInAreaInput', {
  description: `A viewport (degrees; at most ${MAX_MAP_AREA_DEGREES}° north–south and east–west, south <= north, west <= east) and a time window (at most the longest stay, RESERVATION_MAX_DAYS)`,
  fields: (t) => ({
    north: t.float({ required: true }),
    south: t.float({ required: true }),
    east: t.float({ required: true }),
    west: t.float({ required: true }),
    startAt: t.field({ type: 'DateTime', required: true }),
    endAt: t.field({ type: 'DateTime', required: true, description: 'After startAt' }),
    maxHeight: t.int({ description: 'Vehicle height, cm: only parkings without a lower limit' }),
    maxLength: t.int({ description: 'Vehicle length, cm: only parkings without a lower limit' }),
    maxWidth: t.int({ description: 'Vehicle width, cm: only parkings without a lower limit' }),
  }),
});

builder.queryFields((t) => ({
  parkingsInArea: t.field({
    type: [MapParkingRef],
    description:
      `Active parkings whose basic address lies in the viewport (edges included), each free or full for ` +
      `[startAt, endAt); at most ${MAX_MAP_PARKINGS}, nearest the viewport's centre first. A viewport over ` +
      `${MAX_MAP_AREA_DEGREES}° in either direction is refused (north or east: field error), so is a window longer ` +
      'than the longest stay (endAt: reservationTooLong). Signed in.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: ParkingsInAreaInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await requireViewer(context);
      const parsed = parseInput(parkingsInAreaInput, input);
      checkMapSearch(parsed, context.deps.config.reservationMaxDays);
      return parkingsInArea(context.deps, parsed);
    },
  }),
}));

// Spot-state changes for open maps (GraphQL over SSE: POST with `accept: text/event-stream`, Yoga's "distinct
// connections" mode; graphql-route.ts streams the answer). Events come from deps.spotEvents (in-process, or Redis
// with REDIS_URL so every instance hears every booking) and are filtered here by the parking's position.

const SpotStateChangeRef = builder.objectRef<SpotStateEvent>('SpotStateChange').implement({
  description:
    'A spot of this parking was reserved or released, or the owner changed the parking: refetch the parking (parkingsInArea).',
  fields: (t) => ({
    parkingId: t.exposeID('parkingId'),
    spotId: t.exposeID('spotId', {
      nullable: true,
      description: "Null when the change is the parking's own: closed hours, status, restrictions, spots added, a move",
    }),
  }),
});

const AreaInput = builder.inputType('AreaInput', {
  description: 'A map viewport in degrees (south <= north, west <= east)',
  fields: (t) => ({
    north: t.float({ required: true }),
    south: t.float({ required: true }),
    east: t.float({ required: true }),
    west: t.float({ required: true }),
  }),
});

builder.subscriptionType({});

builder.subscriptionFields((t) => ({
  spotStatesChanged: t.field({
    type: SpotStateChangeRef,
    description:
      'Every change of a spot of a parking whose basic address lies in the area (edges included), from the moment ' +
      'of subscribing until the client disconnects. Signed in (Authorization: Bearer, as for queries).',
    authScopes: { authenticated: true },
    args: { area: t.arg({ type: AreaInput, required: true }) },
    subscribe: async (_root, { area }, context) => {
      await requireViewer(context);
      return spotChangesIn(context.deps.spotEvents, parseInput(areaInput, area));
    },
    resolve: (event) => event,
  }),
}));
