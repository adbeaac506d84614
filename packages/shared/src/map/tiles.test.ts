import { describe, expect, it } from 'vitest';
import { clusterCell, CLUSTER_GRID, tileBounds, tileOf, tilesCovering, tileZoomFor } from './tiles';

// Central Warsaw, a 10 km and a 1 km viewport.
const wide = { north: 52.2657, south: 52.1937, east: 21.0856, west: 20.9388 };
const narrow = { north: 52.2342, south: 52.2252, east: 21.0195, west: 21.0049 };

describe('map tiles', () => {
  it('names tiles as slippy maps do', () => {
    expect(tileOf(52.2297, 21.0122, 12)).toEqual({ z: 12, x: 2287, y: 1348 });
    const box = tileBounds({ z: 12, x: 2287, y: 1348 });
    expect(box.west).toBeCloseTo(21.005859, 5);
    expect(box.north).toBeCloseTo(52.268157, 5);
    expect(tileOf(box.north, box.west, 12)).toEqual({ z: 12, x: 2287, y: 1348 });
    expect(tileOf(90, 180, 8)).toEqual({ z: 8, x: 255, y: 0 });
    expect(tileOf(-90, -180, 8)).toEqual({ z: 8, x: 0, y: 255 });
  });

  it('covers a viewport with 2 or 3 tiles a side', () => {
    for (const area of [wide, narrow]) {
      const z = tileZoomFor(area);
      const tiles = tilesCovering(area, z);
      const columns = new Set(tiles.map((tile) => tile.x)).size;
      const rows = new Set(tiles.map((tile) => tile.y)).size;
      expect(Math.max(columns, rows)).toBeGreaterThanOrEqual(1);
      expect(Math.max(columns, rows)).toBeLessThanOrEqual(3);
      expect(tiles.length).toBe(columns * rows);
    }
    expect(tileZoomFor(wide)).toBe(12);
    expect(tileZoomFor(narrow)).toBe(15);
    expect(tileZoomFor({ north: 53, south: 51, east: 22, west: 20 })).toBe(8);
    expect(tileZoomFor({ north: 52.23, south: 52.23, east: 21.01, west: 21.01 })).toBe(17);
  });

  it('puts a position in one cell of the cluster grid', () => {
    const tile = { z: 12, x: 2287, y: 1348 };
    const box = tileBounds(tile);
    expect(clusterCell(box.north, box.west, tile)).toBe(0);
    expect(clusterCell(box.south + 1e-9, box.east - 1e-9, tile)).toBe(CLUSTER_GRID * CLUSTER_GRID - 1);
  });
});
