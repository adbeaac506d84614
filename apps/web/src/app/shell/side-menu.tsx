import { NavLink, Stack } from '@mantine/core';
import {
  IconArrowsExchange,
  IconBuildingCommunity,
  IconCar,
  IconCreditCard,
  IconFileInvoice,
  IconHistory,
  IconLanguage,
  IconLogout,
  IconMapPin,
  IconParking,
  IconReceipt,
  IconSettings,
  IconShieldLock,
  IconWallet,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { confirm } from '../../lib/confirm';
import { ADMIN_ROLE } from '../../lib/session/roles';
import { logout, useSession } from '../../lib/session/session-store';

// Only screens that exist today; later issues add their items here (SPEC §2 menu order).
// `within`: path prefixes of the screens reached from the item, so it stays highlighted there.
const items: { to: string; label: string; icon: typeof IconMapPin; within?: readonly string[] }[] = [
  { to: paths.map.href(), label: 'menu.park', icon: IconMapPin, within: ['/scan'] },
  { to: paths.reservations.href(), label: 'menu.parking_history', icon: IconHistory, within: ['/reservation'] },
  { to: paths.parkings.href(), label: 'menu.my_parkings', icon: IconParking, within: ['/parking', '/images/'] },
  { to: paths.vehicles.href(), label: 'menu.my_vehicles', icon: IconCar, within: ['/vehicle'] },
  { to: paths.orders.href(), label: 'menu.my_orders', icon: IconFileInvoice },
  { to: paths.payments.href(), label: 'menu.my_payments', icon: IconCreditCard, within: ['/payment'] },
  { to: paths.balance.href(), label: 'menu.my_balance', icon: IconWallet, within: ['/balance'] },
  { to: paths.transactions.href(), label: 'menu.my_transactions', icon: IconArrowsExchange },
  {
    to: paths.billings.href(),
    label: 'menu.my_billing_accounts',
    icon: IconReceipt,
    within: ['/billing', '/bank-account'],
  },
  { to: paths.organizations.href(), label: 'menu.my_organizations', icon: IconBuildingCommunity, within: ['/organization'] },
  { to: paths.settings.href(), label: 'menu.settings', icon: IconSettings },
  { to: paths.languages.href(), label: 'menu.language', icon: IconLanguage },
];

const isWithin = (pathname: string, to: string, within: readonly string[] = []) =>
  pathname === to || within.some((prefix) => pathname.startsWith(prefix));

export function SideMenu() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const { roles } = useSession();
  const askLogout = async () => {
    const ok = await confirm({ title: t('logout.title'), message: t('logout.message'), confirmLabel: t('menu.logout') });
    if (ok) {
      await logout();
    }
  };
  return (
    <Stack component="nav" gap={4}>
      {items.map(({ to, label, icon: Icon, within }) => (
        <NavLink
          key={to}
          component={Link}
          to={to}
          label={t(label)}
          active={isWithin(pathname, to, within)}
          leftSection={<Icon size={18} aria-hidden />}
        />
      ))}
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
