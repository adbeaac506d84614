import { ApolloProvider } from '@apollo/client';
import { AppShell, Burger, Group, Anchor, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { OfflinePassSync } from '../../features/reservations/components/offline-pass-sync';
import { apolloClient } from '../../lib/graphql/apollo-client';
import { useSession } from '../../lib/session/session-store';
import { Brand } from './brand';
import { IMPERSONATION_BANNER_HEIGHT, ImpersonationBanner } from './impersonation-banner';
import { ReservationCountdown } from './reservation-countdown';
import { SideMenu } from './side-menu';

const HEADER_HEIGHT = 56;

/** Signed-in screens: header with the burger, the sidebar menu, and Apollo for their data. */
export function AppLayout() {
  const { t } = useTranslation('common');
  const [opened, { toggle, close }] = useDisclosure(false);
  // On a phone the menu is behind the burger: it is rendered when first opened, not with every first screen, whose
  // start it lengthened (its links and the count of tickets awaiting an answer; issue 17, total blocking time).
  // The navbar's breakpoint below (sm), from which the menu is always shown, read at once: a desktop has it at once.
  const { breakpoints } = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${breakpoints.sm})`, undefined, { getInitialValueInEffect: false });
  const [menuOpenedOnce, setMenuOpenedOnce] = useState(false);
  const openOrClose = () => {
    setMenuOpenedOnce(true);
    toggle();
  };
  const location = useLocation();
  const { impersonating } = useSession();
  useEffect(close, [location.pathname, close]);
  // The banner is part of the fixed header, so the menu and the page move down with it instead of hiding it.
  const headerHeight = HEADER_HEIGHT + (impersonating ? IMPERSONATION_BANNER_HEIGHT : 0);
  return (
    <ApolloProvider client={apolloClient}>
      <OfflinePassSync />
      <AppShell
        header={{ height: headerHeight }}
        navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="md"
        styles={{ main: { background: 'transparent' }, header: { background: 'var(--ps-surface)' } }}
      >
        <AppShell.Header>
          {impersonating ? <ImpersonationBanner /> : null}
          <Group h={HEADER_HEIGHT} px="md" gap="sm" wrap="nowrap" className="ps-header">
            <Burger
              opened={opened}
              onClick={openOrClose}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('menu.toggle')}
              aria-expanded={opened}
            />
            <Anchor component={Link} to={paths.map.href()} underline="never" aria-label={t('brand_home')}>
              <Brand />
            </Anchor>
            <Group ml="auto" gap={0}>
              <ReservationCountdown />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar
          p="sm"
          aria-label={t('menu.label')}
          // The menu ends above the cookie banner while it shows (consent-banner.tsx) and scrolls when longer.
          style={{
            height: 'calc(100dvh - var(--app-shell-header-offset, 0rem) - var(--ps-consent-height, 0px))',
            overflowY: 'auto',
          }}
        >
          {wide || menuOpenedOnce ? <SideMenu /> : null}
        </AppShell.Navbar>
        <AppShell.Main id="main" tabIndex={-1}>
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </ApolloProvider>
  );
}
