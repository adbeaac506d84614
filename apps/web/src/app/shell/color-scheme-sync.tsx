import { useComputedColorScheme } from '@mantine/core';
import { useEffect } from 'react';

/** SPEC §1: a `dark` class on <body> in dark mode, for the background and for tests. */
export function ColorSchemeSync() {
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  useEffect(() => {
    document.body.classList.toggle('dark', scheme === 'dark');
  }, [scheme]);
  return null;
}
