// The map is asked in fixed tiles (decision 087): slippy-map tiles of Web Mercator, z/x/y as every web map names
// them (x eastwards, y southwards from the north-west corner, 2^z of them per side). A viewport is covered by the
// tiles of one zoom, chosen from its width so that 2 or 3 tiles span it; viewers near each other therefore ask the
// same few questions and share their answers. Busy tiles of low zooms answer clusters (counts on a fixed grid of
// each tile); tiles of high zooms, and quiet ones of any zoom, answer parkings.

export interface TileBounds {
  north: number;
  south: number;
  east: number;
  west: number;
}

export interface Tile {
  z: number;
  x: number;
  y: number;
}

/** The lowest tile zoom asked: a tile of 1.4° (the largest viewport asked, 2°, spans two of them). */
export const MIN_TILE_ZOOM = 8;
/** The highest tile zoom asked: a tile of about 200 m. */
export const MAX_TILE_ZOOM = 17;
/** Tiles from this zoom answer their parkings (a tile of about 1.5 km across in Poland). */
export const PARKINGS_FROM_ZOOM = 14;
/** A tile of a lower zoom with at most this many parkings answers them too; a busier one answers clusters. */
export const TILE_PARKINGS_LISTED = 250;
/** A cluster tile groups its parkings on a fixed grid of this many cells a side. */
export const CLUSTER_GRID = 8;
/** Web Mercator ends here: the projection reaches the poles only at infinity. */
export const MAX_MERCATOR_LATITUDE = 85.05112878;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The position in tile units at zoom z (fractional; x eastwards, y southwards). */
export function tilePosition(latitude: number, longitude: number, z: number): { x: number; y: number } {
  const size = 2 ** z;
  const radians = (clamp(latitude, -MAX_MERCATOR_LATITUDE, MAX_MERCATOR_LATITUDE) * Math.PI) / 180;
  const x = ((clamp(longitude, -180, 180) + 180) / 360) * size;
  const y = ((1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2) * size;
  return { x, y };
}

const latitudeOf = (y: number, z: number) => {
  const n = Math.PI - (2 * Math.PI * y) / 2 ** z;
  return (180 / Math.PI) * Math.atan(Math.sinh(n));
};

/** The tile's edges in degrees (its north and west edges belong to it, see tileOf). */
export function tileBounds({ z, x, y }: Tile): TileBounds {
  const size = 2 ** z;
  return {
    north: latitudeOf(y, z),
    south: latitudeOf(y + 1, z),
    west: (x / size) * 360 - 180,
    east: ((x + 1) / size) * 360 - 180,
  };
}

/** The tile of zoom z holding a position (a position on an edge belongs to the tile east or south of it). */
export const tileOf = (latitude: number, longitude: number, z: number): Tile =>
  tileAt(tilePosition(latitude, longitude, 0), z);

/** The tile zoom for a viewport: the widest tiles of which 2 or 3 span its width (or height, if taller). */
export function tileZoomFor(area: TileBounds): number {
  const { x: west, y: north } = tilePosition(area.north, area.west, 0);
  const { x: east, y: south } = tilePosition(area.south, area.east, 0);
  // The viewport's larger side as a fraction of the world (zoom 0 is one tile).
  const span = Math.max(east - west, south - north, 1e-9);
  return clamp(Math.floor(Math.log2(1 / span)) + 1, MIN_TILE_ZOOM, MAX_TILE_ZOOM);
}

/** The tiles of zoom z covering a viewport, north-west first, row by row. */
export function tilesCovering(area: TileBounds, z: number): Tile[] {
  const northWest = tileOf(area.north, area.west, z);
  const southEast = tileOf(area.south, area.east, z);
  const tiles: Tile[] = [];
  for (let y = northWest.y; y <= southEast.y; y += 1) {
    for (let x = northWest.x; x <= southEast.x; x += 1) tiles.push({ z, x, y });
  }
  return tiles;
}

/**
 * The cell of a cluster tile's grid holding a position inside the tile (row-major index from the north-west); the
 * position as the world's fraction (tilePosition at zoom 0), which a caller placing many can compute once.
 */
export function clusterCellAt(world: { x: number; y: number }, tile: Tile): number {
  const size = 2 ** tile.z;
  const column = clamp(Math.floor((world.x * size - tile.x) * CLUSTER_GRID), 0, CLUSTER_GRID - 1);
  const row = clamp(Math.floor((world.y * size - tile.y) * CLUSTER_GRID), 0, CLUSTER_GRID - 1);
  return row * CLUSTER_GRID + column;
}

export const clusterCell = (latitude: number, longitude: number, tile: Tile): number =>
  clusterCellAt(tilePosition(latitude, longitude, 0), tile);

/** The tile of zoom z holding a position given as the world's fraction (as tileOf). */
export function tileAt(world: { x: number; y: number }, z: number): Tile {
  const size = 2 ** z;
  return { z, x: clamp(Math.floor(world.x * size), 0, size - 1), y: clamp(Math.floor(world.y * size), 0, size - 1) };
}
