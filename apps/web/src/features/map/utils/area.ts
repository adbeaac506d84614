// The viewport the map covers with tiles (mapTile) and sends to the spot-state subscription. The API refuses a
// subscription box wider or taller than MAX_AREA_DEGREES (a city is far smaller), so a zoomed-out map asks for the
// box of that size around its centre and says so; coordinates stay inside the globe.

export const MAX_AREA_DEGREES = 2;

export interface Area {
  north: number;
  south: number;
  east: number;
  west: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
/** Six decimals (about 10 cm): the same view gives the same variables, so nothing is fetched twice. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

export function searchArea(view: Area): { area: Area; clipped: boolean } {
  let { north, south, east, west } = view;
  north = clamp(north, -90, 90);
  south = clamp(south, -90, 90);
  east = clamp(east, -180, 180);
  west = clamp(west, -180, 180);
  let clipped = false;
  if (north - south > MAX_AREA_DEGREES) {
    const middle = (north + south) / 2;
    north = clamp(middle + MAX_AREA_DEGREES / 2, -90, 90);
    south = clamp(middle - MAX_AREA_DEGREES / 2, -90, 90);
    clipped = true;
  }
  if (east - west > MAX_AREA_DEGREES) {
    const middle = (east + west) / 2;
    east = clamp(middle + MAX_AREA_DEGREES / 2, -180, 180);
    west = clamp(middle - MAX_AREA_DEGREES / 2, -180, 180);
    clipped = true;
  }
  return { area: { north: round(north), south: round(south), east: round(east), west: round(west) }, clipped };
}

export const sameArea = (a: Area | null, b: Area | null) =>
  a === b || (!!a && !!b && a.north === b.north && a.south === b.south && a.east === b.east && a.west === b.west);
