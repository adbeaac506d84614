// Web Mercator tiles (the scheme of OpenStreetMap and every Leaflet tile server) for a static map preview drawn
// with plain <img> tiles, so the address list does not need Leaflet.

export const TILE_SIZE = 256;

/** The point in world pixels at a zoom level. */
export function worldPixel(latitude: number, longitude: number, zoom: number): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** zoom;
  const lat = Math.max(-85.05112878, Math.min(85.05112878, latitude));
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((longitude + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

/** A tile URL from a Leaflet template ({s}, {z}, {x}, {y}, {r}). */
export function tileUrl(template: string, tile: { x: number; y: number; z: number }): string {
  return template
    .replace('{s}', 'abc'[Math.abs(tile.x + tile.y) % 3] ?? 'a')
    .replace('{z}', String(tile.z))
    .replace('{x}', String(tile.x))
    .replace('{y}', String(tile.y))
    .replace('{r}', '');
}

export interface PlacedTile {
  key: string;
  url: string;
  /** Offset of the tile's top-left corner from the point, in pixels. */
  left: number;
  top: number;
}

/** The tiles around a point: `columns` × `rows`, each placed relative to the point. */
export function tilesAround(
  template: string,
  point: { latitude: number; longitude: number },
  zoom: number,
  columns = 5,
  rows = 3,
): PlacedTile[] {
  const center = worldPixel(point.latitude, point.longitude, zoom);
  const tileX = Math.floor(center.x / TILE_SIZE);
  const tileY = Math.floor(center.y / TILE_SIZE);
  const count = 2 ** zoom;
  const tiles: PlacedTile[] = [];
  for (let dy = -Math.floor(rows / 2); dy <= Math.floor(rows / 2); dy += 1) {
    for (let dx = -Math.floor(columns / 2); dx <= Math.floor(columns / 2); dx += 1) {
      const y = tileY + dy;
      if (y < 0 || y >= count) continue;
      const x = (((tileX + dx) % count) + count) % count;
      tiles.push({
        key: `${dx}:${dy}`,
        url: tileUrl(template, { x, y, z: zoom }),
        left: (tileX + dx) * TILE_SIZE - center.x,
        top: y * TILE_SIZE - center.y,
      });
    }
  }
  return tiles;
}

/** The attribution without markup ("&copy; OpenStreetMap contributors" → "© OpenStreetMap contributors"). */
export function plainAttribution(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&copy;/g, '©')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
