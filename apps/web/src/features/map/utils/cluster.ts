// A small grid clusterer: markers whose screen positions fall in the same cell (CELL_PX square at the current
// zoom) are drawn as one numbered circle. Enough for the at most 2,000 parkings of one viewport, and about a
// kilobyte instead of a clustering library.

export const CELL_PX = 56;

export interface Projected<T> {
  item: T;
  x: number;
  y: number;
}

export type Cluster<T> = { kind: 'single'; item: T } | { kind: 'cluster'; key: string; items: T[]; x: number; y: number };

export function clusterByGrid<T>(points: Projected<T>[], cellPx = CELL_PX): Cluster<T>[] {
  const cells = new Map<string, Projected<T>[]>();
  for (const point of points) {
    const key = `${Math.floor(point.x / cellPx)}:${Math.floor(point.y / cellPx)}`;
    const cell = cells.get(key);
    if (cell) cell.push(point);
    else cells.set(key, [point]);
  }
  const result: Cluster<T>[] = [];
  for (const [key, members] of cells) {
    if (members.length === 1) {
      result.push({ kind: 'single', item: members[0]!.item });
      continue;
    }
    const x = members.reduce((sum, p) => sum + p.x, 0) / members.length;
    const y = members.reduce((sum, p) => sum + p.y, 0) / members.length;
    result.push({ kind: 'cluster', key, items: members.map((p) => p.item), x, y });
  }
  return result;
}

/** The visible sign of a full parking's marker (a free one shows its number of free spots). */
export const FULL_SIGN = '\u2715';
