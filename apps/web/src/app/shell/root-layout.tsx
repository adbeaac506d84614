import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useConfig } from '../../lib/config';
import { hasOptionalTags } from '../../lib/consent/optional-tags';
import { hostsStore } from '../../lib/hosts-store';
import { sessionStore, useSession } from '../../lib/session/session-store';
import { ColorSchemeSync } from './color-scheme-sync';
import { LoadingScreen } from './loading-screen';

const NotificationsHost = lazy(() => import('./notifications-host').then((m) => ({ default: m.NotificationsHost })));
// Only an impersonating admin ever sees the banner; nobody else downloads it.
const ImpersonationBanner = lazy(() =>
  import('./impersonation-banner').then((m) => ({ default: m.ImpersonationBanner })),
);
// Only a client that could not reach the server shows it (SPEC §8: marked offline).
const OfflineBanner = lazy(() => import('./offline-banner').then((m) => ({ default: m.OfflineBanner })));
// Only where analytics or recording is configured (decision 094): the banner until the visitor decides, the tags
// the visitor allows, and the page views they count. Nothing of it in the entry chunk.
const ConsentHost = lazy(() => import('./consent-host').then((m) => ({ default: m.ConsentHost })));
const ModalsHost = lazy(() => import('./modals-host').then((m) => ({ default: m.ModalsHost })));

export function RootLayout() {
  const { t } = useTranslation('common');
  const location = useLocation();
  const config = useConfig();
  const hosts = hostsStore.useStore();
  const { authenticated, impersonating, offline } = useSession();
  // Signed-in screens show the banner in their fixed header; everywhere else it leads the page.
  const inAppShell = useMatches().some((match) => (match.handle as { appShell?: boolean } | undefined)?.appShell);
  // Decision 091: a signed-in phone may later start with no signal to show a saved pass; the banner and the
  // toasts that say so must then come from the service worker's cache, so they are fetched once while online.
  useEffect(() => {
    if (authenticated !== true || offline) return;
    Promise.all([import('./offline-banner'), import('./notifications-host')]).catch(() => undefined);
  }, [authenticated, offline]);
  // Home is on screen after a logout: the page that was left is gone, so from now on a protected address asks
  // to sign in (it went home until a reload).
  useEffect(() => {
    if (location.pathname === '/' && sessionStore.get().signedOut) sessionStore.set({ signedOut: false });
  }, [location.pathname]);
  return (
    <>
      {/* The first thing a keyboard reaches: past the header and the menu, straight to the page (both layouts
          give their <main> the id). Hidden until focused. */}
      <a href="#main" className="ps-skip-link">
        {t('skip_to_content')}
      </a>
      <ColorSchemeSync />
      {impersonating && !inAppShell ? (
        <Suspense fallback={null}>
          <ImpersonationBanner />
        </Suspense>
      ) : null}
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
      <Suspense fallback={null}>{offline ? <OfflineBanner /> : null}</Suspense>
      {/* Each host in its own boundary: the dialog host loading must not hide toasts already on screen. */}
      <Suspense fallback={null}>{hosts.notifications ? <NotificationsHost /> : null}</Suspense>
      <Suspense fallback={null}>{hosts.modals ? <ModalsHost /> : null}</Suspense>
      <Suspense fallback={null}>{hasOptionalTags(config) ? <ConsentHost /> : null}</Suspense>
    </>
  );
}
