import { createTheme, type CSSVariablesResolver, type MantineColorSchemeManager } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
});

// Mantine's defaults are too faint on the gradient: light `dimmed` (#868e96) is 3.3:1 on white, under WCAG AA,
// and dark text (#c9c9c9) made headings look greyed out on the near-black background. These keep the same
// hierarchy at ≥ 5:1 over the whole gradient, blue end included.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c6670' },
  dark: { '--mantine-color-text': '#e6e8eb', '--mantine-color-dimmed': '#a3a9b1' },
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
