import { createTheme, type MantineColorSchemeManager } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
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
