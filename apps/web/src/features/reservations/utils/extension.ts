// The extension creator's choices: a preset added to the current end, or a custom end after it.

export const EXTENSION_PRESETS = ['30m', '1h', '2h', 'custom'] as const;
export type ExtensionPreset = (typeof EXTENSION_PRESETS)[number];

const PRESET_MINUTES: Record<Exclude<ExtensionPreset, 'custom'>, number> = { '30m': 30, '1h': 60, '2h': 120 };

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as the value of a datetime-local input, in the browser's time zone (YYYY-MM-DDTHH:MM). */
export function toLocalInput(value: Date): string {
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}T${pad(value.getHours())}:${pad(
    value.getMinutes(),
  )}`;
}

/** A datetime-local value (local time) as an instant, or null when it is not a complete date and time. */
export function fromLocalInput(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) {
    return null;
  }
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(year, month - 1, day, hour, minute);
  // new Date rolls 02/30 over into March: a day that does not come back unchanged does not exist.
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/**
 * The new end for a choice: the current end plus the preset, or the custom end when it is a real moment after
 * the current end. Null when there is nothing valid to ask about yet.
 */
export function newEndFor(currentEnd: Date, preset: ExtensionPreset, custom: string): Date | null {
  if (preset !== 'custom') {
    return new Date(currentEnd.getTime() + PRESET_MINUTES[preset] * 60_000);
  }
  const end = fromLocalInput(custom);
  return end && end.getTime() > currentEnd.getTime() ? end : null;
}
