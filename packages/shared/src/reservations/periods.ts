// How long a stay may be and how its length is chosen (SPEC §9). Plain constants, apart from the input schemas
// in validation/reservations.ts, so that a screen that only needs them (the public parking page's draft) does
// not load the validation library.

/** The longest stay unless RESERVATION_MAX_DAYS configures another. */
export const DEFAULT_RESERVATION_MAX_DAYS = 31;
/** A start this little in the past counts as now (the form's "now" travels to the server). */
export const START_GRACE_MS = 2 * 60_000;
/** Rental period presets of SPEC §9, in minutes; 'custom' takes an end time. */
export const RENTAL_PERIODS = ['30m', '1h', '2h', 'custom'] as const;
export type RentalPeriod = (typeof RENTAL_PERIODS)[number];
export const RENTAL_PERIOD_MINUTES: Record<Exclude<RentalPeriod, 'custom'>, number> = {
  '30m': 30,
  '1h': 60,
  '2h': 120,
};
