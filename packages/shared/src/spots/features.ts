// What drivers look for in a spot beyond its size (issue 17 §5): owners mark their spots, the map filters by them
// and the public pages show them. A closed set, stored as text[] on spots and checked by the database too.

export const SPOT_FEATURES = ['ev_charger', 'accessible', 'covered', 'underground'] as const;
export type SpotFeature = (typeof SPOT_FEATURES)[number];

export const isSpotFeature = (value: unknown): value is SpotFeature =>
  typeof value === 'string' && (SPOT_FEATURES as readonly string[]).includes(value);

/** The features in their canonical order, each once. */
export const sortedFeatures = (features: readonly SpotFeature[]): SpotFeature[] =>
  SPOT_FEATURES.filter((feature) => features.includes(feature));

/** Whether a spot with `has` offers everything in `wanted`. */
export const hasFeatures = (has: readonly string[], wanted: readonly SpotFeature[]): boolean =>
  wanted.every((feature) => has.includes(feature));
