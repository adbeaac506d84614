import { Badge, NavLink, Stack, VisuallyHidden } from '@mantine/core';
import { IconLogout, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { confirm } from '../../lib/confirm';
import { ADMIN_ROLE } from '../../lib/session/roles';
import { logout, useSession } from '../../lib/session/session-store';
import { activeMenuItem } from './menu-match';
import { MENU_ITEMS } from './side-menu-items';
import { useTicketsAwaitingMe } from './tickets-awaiting-me';

export function SideMenu() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const { roles } = useSession();
  const current = activeMenuItem(pathname, MENU_ITEMS);
  const counts = { ticketsAwaitingMe: useTicketsAwaitingMe(pathname) };
  const askLogout = async () => {
    const ok = await confirm({
      title: t('logout.title'),
      message: t('logout.message'),
      confirmLabel: t('menu.logout'),
    });
    if (ok) {
      await logout();
    }
  };
  return (
    <Stack component="nav" gap={4}>
      {MENU_ITEMS.map(({ to, label, icon: Icon, count: countOf }) => {
        const count = countOf ? counts[countOf] : 0;
        return (
          <NavLink
            key={to}
            component={Link}
            to={to}
            label={
              count > 0 ? (
                <>
                  {t(label)}
                  {/* The badge is seen; this is what a screen reader says instead of a bare number. */}
                  <VisuallyHidden>, {t('menu.tickets_waiting', { count })}</VisuallyHidden>
                </>
              ) : (
                t(label)
              )
            }
            active={to === current}
            leftSection={<Icon size={18} aria-hidden />}
            rightSection={
              count > 0 ? (
                <Badge size="sm" color="red" variant="filled" circle={count < 10} aria-hidden data-testid="menu-count">
                  {count}
                </Badge>
              ) : undefined
            }
          />
        );
      })}
      {roles.includes(ADMIN_ROLE) ? (
        <NavLink
          component={Link}
          to={paths.admin.href()}
          label={t('menu.admin')}
          active={pathname === paths.admin.path}
          leftSection={<IconShieldLock size={18} aria-hidden />}
        />
      ) : null}
      <NavLink
        component="button"
        label={t('menu.logout')}
        onClick={() => void askLogout()}
        leftSection={<IconLogout size={18} aria-hidden />}
      />
    </Stack>
  );
}
