import {
  IconArrowsExchange,
  IconBuildingCommunity,
  IconCar,
  IconCreditCard,
  IconFileInvoice,
  IconHistory,
  IconLanguage,
  IconLifebuoy,
  IconMapPin,
  IconParking,
  IconReceipt,
  IconSettings,
  IconWallet,
} from '@tabler/icons-react';
import { paths } from '../../config/paths';
import type { MenuMatch } from './menu-match';

// Only screens that exist today; later issues add their items here (SPEC §2 menu order).
// `within`: the screens reached from the item, so it stays highlighted there (see menu-match.ts).
// `count`: a number shown beside the label (the side menu asks for it).
export const MENU_ITEMS: readonly (MenuMatch & {
  label: string;
  icon: typeof IconMapPin;
  count?: 'ticketsAwaitingMe';
})[] = [
  // The booking flow (SPEC §2: /reservation, /reservations/new, /reservation/payments, errors) is parking now.
  {
    to: paths.map.href(),
    label: 'menu.park',
    icon: IconMapPin,
    within: ['/scan', '/reservation$', '/reservations/new', '/reservation/payments', '/reservation/error/'],
  },
  { to: paths.reservations.href(), label: 'menu.parking_history', icon: IconHistory, within: ['/reservation'] },
  { to: paths.parkings.href(), label: 'menu.my_parkings', icon: IconParking, within: ['/parking', '/images/'] },
  { to: paths.vehicles.href(), label: 'menu.my_vehicles', icon: IconCar, within: ['/vehicle'] },
  { to: paths.orders.href(), label: 'menu.my_orders', icon: IconFileInvoice },
  { to: paths.payments.href(), label: 'menu.my_payments', icon: IconCreditCard, within: ['/payment'] },
  { to: paths.balance.href(), label: 'menu.my_balance', icon: IconWallet, within: ['/balance'] },
  { to: paths.transactions.href(), label: 'menu.my_transactions', icon: IconArrowsExchange },
  {
    to: paths.tickets.href(),
    label: 'menu.my_tickets',
    icon: IconLifebuoy,
    within: ['/ticket'],
    count: 'ticketsAwaitingMe',
  },
  {
    to: paths.billings.href(),
    label: 'menu.my_billing_accounts',
    icon: IconReceipt,
    within: ['/billing', '/bank-account'],
  },
  {
    to: paths.organizations.href(),
    label: 'menu.my_organizations',
    icon: IconBuildingCommunity,
    within: ['/organization'],
  },
  { to: paths.settings.href(), label: 'menu.settings', icon: IconSettings },
  { to: paths.languages.href(), label: 'menu.language', icon: IconLanguage },
];
