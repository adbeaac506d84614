import { MantineProvider } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { configStore } from '../lib/config';
import { registerNavigate } from '../lib/navigation';
import { useSession } from '../lib/session/session-store';
import { createRouter } from './router';
import { LoadingScreen } from './shell/loading-screen';
import { cssVariablesResolver, systemColorSchemeManager, theme } from './theme';

function Routed() {
  const router = useMemo(createRouter, []);
  useEffect(() => registerNavigate((to) => router.navigate(to)), [router]);
  return <RouterProvider router={router} />;
}

/** SPEC §1: 'Loading...' until the configuration and the first session check are done, then the routes. */
export function App() {
  const { loaded } = useSession();
  const { config } = configStore.useStore();
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="auto"
      colorSchemeManager={systemColorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
    >
      {loaded && config ? <Routed /> : <LoadingScreen />}
    </MantineProvider>
  );
}
