// A small clusterer for the at most 2,000 parkings of one viewport (about a kilobyte instead of a clustering
// library; the map page's JavaScript budget, decision 020). Greedy by distance, as Leaflet.markercluster is: each
// marker joins the first group whose first marker lies within GROUP_RADIUS_PX on screen, otherwise it starts a
// group. So no two groups start closer than a large marker's width: parkings that would be drawn over each other
// are always one numbered circle, at every zoom. Groups are kept in a grid of radius-sized cells, so each marker
// looks at its 3 × 3 neighbouring cells only.

/** A group's circle is 44 px across and a parking's pin 34 px: closer than this, markers would overlap. */
export const GROUP_RADIUS_PX = 44;

export interface Projected<T> {
  item: T;
  x: number;
  y: number;
}

export type Cluster<T> =
  { kind: 'single'; item: T } | { kind: 'cluster'; key: string; items: T[]; x: number; y: number };

interface Group<T> {
  seed: Projected<T>;
  members: Projected<T>[];
}

export function clusterByDistance<T>(points: readonly Projected<T>[], radius = GROUP_RADIUS_PX): Cluster<T>[] {
  const cells = new Map<string, Group<T>[]>();
  const groups: Group<T>[] = [];
  const cellOf = (value: number) => Math.floor(value / radius);

  const near = (point: Projected<T>): Group<T> | undefined => {
    const cx = cellOf(point.x);
    const cy = cellOf(point.y);
    for (let dx = -1; dx <= 1; dx += 1) {
      for (let dy = -1; dy <= 1; dy += 1) {
        const found = cells
          .get(`${cx + dx}:${cy + dy}`)
          ?.find((group) => Math.hypot(group.seed.x - point.x, group.seed.y - point.y) < radius);
        if (found) return found;
      }
    }
    return undefined;
  };

  for (const point of points) {
    const group = near(point);
    if (group) {
      group.members.push(point);
      continue;
    }
    const created = { seed: point, members: [point] };
    groups.push(created);
    const key = `${cellOf(point.x)}:${cellOf(point.y)}`;
    const cell = cells.get(key);
    if (cell) cell.push(created);
    else cells.set(key, [created]);
  }

  return groups.map(({ seed, members }) => {
    if (members.length === 1) return { kind: 'single', item: seed.item };
    const x = members.reduce((sum, p) => sum + p.x, 0) / members.length;
    const y = members.reduce((sum, p) => sum + p.y, 0) / members.length;
    return {
      kind: 'cluster',
      key: `${Math.round(seed.x)}:${Math.round(seed.y)}`,
      items: members.map((p) => p.item),
      x,
      y,
    };
  });
}

/** The visible sign of a full parking's marker (a free one shows its number of free spots). */
export const FULL_SIGN = '\u2715';
