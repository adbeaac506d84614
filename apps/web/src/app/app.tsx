import { MantineProvider } from '@mantine/core';
import { useDeferredValue, useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { configStore } from '../lib/config';
import { registerNavigate } from '../lib/navigation';
import { useSession } from '../lib/session/session-store';
import type { AppRouter } from './router';
import { LoadingScreen } from './shell/loading-screen';
import { systemColorSchemeManager, theme } from './theme';

function Routed({ router }: { router: AppRouter }) {
  useEffect(() => registerNavigate((to) => router.navigate(to)), [router]);
  return <RouterProvider router={router} />;
}

/**
 * SPEC §1: 'Loading...' until the configuration and the first session check are done, then the routes. The router
 * is made before (start.tsx), so the first screen's chunks load while the configuration and the session do.
 */
export function App({ router }: { router: AppRouter }) {
  const { loaded } = useSession();
  const { config } = configStore.useStore();
  // The first screen replaces the loading one in a deferred render, which React splits into short slices: the
  // whole tree at once was one long task on a phone's CPU (Lighthouse's total blocking time, issue 17).
  const ready = useDeferredValue(loaded && config !== null);
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="auto"
      colorSchemeManager={systemColorSchemeManager}
      // The theme's CSS variables come with the stylesheet, worked out at build time (decision 103), where the
      // provider worked them out and inserted them as a style element at every start.
      withCssVariables={false}
    >
      {ready ? <Routed router={router} /> : <LoadingScreen />}
    </MantineProvider>
  );
}
