import {
  CLUSTER_GRID,
  MAX_TILE_ZOOM,
  MIN_TILE_ZOOM,
  PARKINGS_FROM_ZOOM,
  TILE_PARKINGS_LISTED,
} from '@parkshare/shared/map/tiles';
import { mapTileInput } from '@parkshare/shared/validation/reservations';
import { parseInput } from '../../lib/parse-input';
import { builder } from '../../schema/builder';
import { requireViewer } from '../../schema/context';
import { SpotFeatureEnum } from '../../schema/spot-feature';
import { MapParkingRef } from './map.graphql';
import { checkMapTile, mapTile, type MapCluster, type MapTile } from './map-tiles';

// The /map screen's question (decision 087): a fixed Web Mercator tile for a window.

const MapClusterRef = builder.objectRef<MapCluster>('MapCluster').implement({
  description: `Parkings of one cell of a busy tile's ${CLUSTER_GRID} × ${CLUSTER_GRID} grid`,
  fields: (t) => ({
    latitude: t.exposeFloat('latitude', { description: 'The mean position of its parkings' }),
    longitude: t.exposeFloat('longitude', { description: 'The mean position of its parkings' }),
    parkings: t.exposeInt('parkings', { description: 'Active parkings in the cell (2 or more)' }),
    freeParkings: t.exposeInt('freeParkings', { description: 'Of them, free for the window (as MapParking)' }),
    freeSpots: t.exposeInt('freeSpots', { description: 'Free spots of its parkings, summed' }),
    north: t.exposeFloat('north', { description: 'The box of its parkings, to zoom onto them' }),
    south: t.exposeFloat('south'),
    east: t.exposeFloat('east'),
    west: t.exposeFloat('west'),
  }),
});

const MapTileRef = builder.objectRef<MapTile>('MapTile').implement({
  description:
    `One tile of the map: its parkings from zoom ${PARKINGS_FROM_ZOOM}, or with at most ${TILE_PARKINGS_LISTED} of ` +
    'them; otherwise parkings grouped in clusters, a cell of one parking giving that parking.',
  fields: (t) => ({
    z: t.exposeInt('z'),
    x: t.exposeInt('x'),
    y: t.exposeInt('y'),
    parkings: t.field({
      type: [MapParkingRef],
      description: 'From north-west; a parking on an edge belongs to the tile east or south of it',
      resolve: (tile) => tile.parkings,
    }),
    clusters: t.field({ type: [MapClusterRef], resolve: (tile) => tile.clusters }),
  }),
});

const MapTileInput = builder.inputType('MapTileInput', {
  description:
    `A Web Mercator tile (z from ${MIN_TILE_ZOOM} to ${MAX_TILE_ZOOM}; x and y from 0 to 2^z - 1, x eastwards and ` +
    'y southwards) and a time window (at most the longest stay, RESERVATION_MAX_DAYS)',
  fields: (t) => ({
    z: t.int({ required: true }),
    x: t.int({ required: true }),
    y: t.int({ required: true }),
    startAt: t.field({ type: 'DateTime', required: true }),
    endAt: t.field({ type: 'DateTime', required: true, description: 'After startAt' }),
    maxHeight: t.int({ description: 'Vehicle height, cm: only parkings without a lower limit' }),
    maxLength: t.int({ description: 'Vehicle length, cm: only parkings without a lower limit' }),
    maxWidth: t.int({ description: 'Vehicle width, cm: only parkings without a lower limit' }),
    features: t.field({
      type: [SpotFeatureEnum],
      description: 'Only parkings with a spot that has all of them; only such spots are counted',
    }),
  }),
});

builder.queryFields((t) => ({
  mapTile: t.field({
    type: MapTileRef,
    description:
      'The active parkings whose basic address lies in the tile, free or full for [startAt, endAt), as ' +
      'parkingsInArea counts them. A zoom, x or y out of range is refused (field ' +
      'error), so is a window longer than the longest stay (endAt: reservationTooLong). Signed in.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: MapTileInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await requireViewer(context);
      const parsed = parseInput(mapTileInput, input);
      checkMapTile(parsed, context.deps.config.reservationMaxDays);
      return mapTile(context.deps, parsed);
    },
  }),
}));
