import { createTheme, type CSSVariablesResolver, type MantineColorSchemeManager } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Filled buttons and badges carry white text: Mantine's default light shade (blue 6, #228be6) gives it 3.55:1,
  // under WCAG AA's 4.5:1. Shade 8 gives 5.0:1 (blue), 4.5:1 (red), in both schemes; light-coloured fills
  // (yellow, lime) get dark text instead (autoContrast). Greens and oranges get darker fills below.
  primaryShade: { light: 8, dark: 8 },
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // A badge is never narrower than its words: Mantine lets a row or a table cell squeeze it and cuts the label
    // ('OP…', Polish statuses at 360 px, issue 13). Its width is its text's; the row around it wraps instead. A
    // plain object, not Badge.extend(): importing Badge here would put it into every route's entry chunk.
    Badge: {
      styles: {
        root: { flexShrink: 0, maxWidth: 'none', minWidth: 'max-content', overflow: 'visible' },
        label: { overflow: 'visible' },
      },
    },
    // The chosen option is a blue fill with white text (5:1), at least 3.3:1 from the track in both schemes: Mantine's
    // grey indicator was 1.5:1 from its track in the dark scheme, so 'Now' / 'Later' hardly showed which was chosen.
    SegmentedControl: { defaultProps: { color: 'blue' } },
  },
});

// White text on Mantine's green 8 is 3.5:1, teal 8 4.0:1, orange 8 3.6:1: these fills are darker (≥ 5:1).
const filled = {
  '--mantine-color-green-filled': '#237032',
  '--mantine-color-teal-filled': '#087f5b',
  '--mantine-color-orange-filled': '#c3410e',
};

// Coloured text: links, subtle and outline buttons, outline badges, `c=` text, and light variants (badges, light
// buttons, the active menu link), which write the colour on a 10 % tint of shade 8. Mantine's shade 8 is too faint
// for it in the light scheme: on its tint over white 4.4:1 for blue and 2.3–3.9:1 for green, orange, yellow, teal
// and red; and the page's gradient is fixed to the screen, so text anywhere may sit on its bottom-right corner (28 %
// blue), where blue 8 is 3.6:1. These are ≥ 5.2:1 anywhere on the gradient (7.2–7.5:1 on white) and ≥ 4.6:1 on
// their tint at that corner, where availability and state badges sit on public pages. The dark scheme's text
// (shade 3–4) is ≥ 5:1 already.
const textColors = {
  blue: '#145896',
  cyan: '#09606e',
  red: '#a32222',
  green: '#1c622b',
  orange: '#98320a',
  yellow: '#8a4300',
  teal: '#056247',
} as const;
const lightText = {
  '--mantine-color-anchor': textColors.blue,
  // A field's error message, outline and required mark (Mantine's red 6, 3.3:1 on white).
  '--mantine-color-error': textColors.red,
  ...Object.fromEntries(
    Object.entries(textColors).flatMap(([color, value]) =>
      ['light-color', 'outline', 'text'].map((part) => [`--mantine-color-${color}-${part}`, value]),
    ),
  ),
};

// Mantine's defaults are too faint on the gradient: light `dimmed` (#868e96) is 3.3:1 on white, under WCAG AA,
// and dark text (#c9c9c9) made headings look greyed out on the near-black background. These keep the same
// hierarchy at ≥ 4.7:1 (light) and ≥ 5:1 (dark) over the whole gradient, its bottom-right corner included.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#545e67', ...filled, ...lightText },
  dark: {
    '--mantine-color-text': '#e6e8eb',
    '--mantine-color-dimmed': '#a3a9b1',
    // The outline of a field, checkbox, radio or chip and the track of an off switch (global.css): Mantine's dark-4
    // and dark-5 are 1.3–1.9:1 on the surfaces, so an empty checkbox or an off switch hardly showed (WCAG 1.4.11
    // asks 3:1). dark-2 is ≥ 4.4:1 on every surface of the gradient, and the white switch knob stays 3.8:1 on it.
    '--ps-control-border': 'var(--mantine-color-dark-2)',
    ...filled,
  },
});

// The interface follows the system preference only (SPEC §1), so nothing is written to storage: the stored
// items stay exactly those of SPEC §3.
export const systemColorSchemeManager: MantineColorSchemeManager = {
  get: () => 'auto',
  set: () => undefined,
  subscribe: () => undefined,
  unsubscribe: () => undefined,
  clear: () => undefined,
};
