// The extension creator's choices: a preset added to the current end, or a custom end after it.

export const EXTENSION_PRESETS = ['30m', '1h', '2h', 'custom'] as const;
export type ExtensionPreset = (typeof EXTENSION_PRESETS)[number];

const PRESET_MINUTES: Record<Exclude<ExtensionPreset, 'custom'>, number> = { '30m': 30, '1h': 60, '2h': 120 };

/**
 * The new end for a choice: the current end plus the preset, or the custom end when it is after the current end.
 * Null when there is nothing valid to ask about yet.
 */
export function newEndFor(currentEnd: Date, preset: ExtensionPreset, custom: Date | null): Date | null {
  if (preset !== 'custom') {
    return new Date(currentEnd.getTime() + PRESET_MINUTES[preset] * 60_000);
  }
  return custom && custom.getTime() > currentEnd.getTime() ? custom : null;
}
