import { ApolloProvider } from '@apollo/client';
import { AppShell, Burger, Group, Anchor } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { apolloClient } from '../../lib/graphql/apollo-client';
import { Brand } from './brand';
import { SideMenu } from './side-menu';

/** Signed-in screens: header with the burger, the sidebar menu, and Apollo for their data. */
export function AppLayout() {
  const { t } = useTranslation('common');
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  useEffect(close, [location.pathname, close]);
  return (
    <ApolloProvider client={apolloClient}>
      <AppShell
        header={{ height: 56 }}
        navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="md"
        styles={{ main: { background: 'transparent' }, header: { background: 'var(--ps-surface)' } }}
      >
        <AppShell.Header>
          <Group h="100%" px="md" gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('menu.toggle')} aria-expanded={opened} />
            <Anchor component={Link} to={paths.map.href()} underline="never" aria-label={t('brand_home')}>
              <Brand />
            </Anchor>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="sm" aria-label={t('menu.label')}>
          <SideMenu />
        </AppShell.Navbar>
        <AppShell.Main>
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </ApolloProvider>
  );
}
