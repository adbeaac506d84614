import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { trackPageView } from '../../lib/analytics';
import { modalsHostStore } from '../../lib/modals-host-store';
import { useSession } from '../../lib/session/session-store';
import { ColorSchemeSync } from './color-scheme-sync';
import { LoadingScreen } from './loading-screen';

const NotificationsHost = lazy(() => import('./notifications-host').then((m) => ({ default: m.NotificationsHost })));
// Only an impersonating admin ever sees the banner; nobody else downloads it.
const ImpersonationBanner = lazy(() =>
  import('./impersonation-banner').then((m) => ({ default: m.ImpersonationBanner })),
);
const ModalsHost = lazy(() => import('./modals-host').then((m) => ({ default: m.ModalsHost })));

// The toast and dialog hosts are not needed for the first paint; they load once the page is idle.
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => setIdle(true);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(done, { timeout: 1500 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(done, 300);
    return () => clearTimeout(id);
  }, []);
  return idle;
}

export function RootLayout() {
  const location = useLocation();
  const idle = useIdle();
  const { requested } = modalsHostStore.useStore();
  const { impersonating } = useSession();
  useEffect(() => trackPageView(`${location.pathname}${location.search}`), [location.pathname, location.search]);
  return (
    <>
      <ColorSchemeSync />
      {impersonating ? (
        <Suspense fallback={null}>
          <ImpersonationBanner />
        </Suspense>
      ) : null}
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
      <Suspense fallback={null}>
        {idle ? <NotificationsHost /> : null}
        {idle || requested ? <ModalsHost /> : null}
      </Suspense>
    </>
  );
}
