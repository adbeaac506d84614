// The booking form's stay presets on their own, for screens that need only the count (no pricing engine loaded).

/** The booking form's presets (SPEC §9: 30 minutes, 1 hour, 2 hours), in minutes. */
export const PRESET_STAY_MINUTES = [30, 60, 120] as const;
