import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { RequireRoles } from './guards/require-roles';
import { screen } from './lazy-screen';
import type { MoneyScreen } from './routes/app/money';

// The signed-in screens, under the app shell (router.tsx adds them on the first navigation to one of them).

// The money screens load through one small module (routes/app/money.tsx), which keeps the entry chunk small.
const moneyRoutes: RouteObject[] = (
  [
    'balance',
    'topUpCreator',
    'topUpPayments',
    'transactions',
    'orders',
    'payments',
    'paymentSuccess',
    'paymentFailure',
    'paymentRedirect',
  ] as const satisfies readonly MoneyScreen[]
).map((key) => ({
  path: paths[key].path,
  lazy: screen(() => import('./routes/app/money').then((m) => m.loadMoneyScreen(key)), ['money']),
}));

export const appRoutes: RouteObject[] = [
  { path: paths.map.path, lazy: screen(() => import('./routes/app/map'), ['map']) },
  { path: paths.settings.path, lazy: screen(() => import('./routes/app/settings'), ['settings', 'consent']) },
  { path: paths.languages.path, lazy: screen(() => import('./routes/app/languages'), ['languages']) },
  { path: paths.images.path, lazy: screen(() => import('./routes/app/images'), ['images']) },
  { path: paths.imageUploader.path, lazy: screen(() => import('./routes/app/image-uploader'), ['images']) },
  {
    path: paths.parkingAddresses.path,
    lazy: screen(() => import('./routes/app/parking-addresses'), ['addresses']),
  },
  {
    path: paths.addressCreator.path,
    lazy: screen(() => import('./routes/app/address-creator'), ['addresses']),
  },
  { path: paths.parkings.path, lazy: screen(() => import('./routes/app/parkings'), ['parkings']) },
  { path: paths.parkingCreator.path, lazy: screen(() => import('./routes/app/parking-editor'), ['parkings']) },
  { path: paths.parkingEditor.path, lazy: screen(() => import('./routes/app/parking-editor'), ['parkings']) },
  { path: paths.parkingSpots.path, lazy: screen(() => import('./routes/app/parking-spots'), ['parkings']) },
  { path: paths.spotCreator.path, lazy: screen(() => import('./routes/app/spot-creator'), ['parkings']) },
  { path: paths.spotsCreator.path, lazy: screen(() => import('./routes/app/spots-creator'), ['parkings']) },
  { path: paths.spotEditor.path, lazy: screen(() => import('./routes/app/spot-editor'), ['parkings']) },
  { path: paths.parkingPrices.path, lazy: screen(() => import('./routes/app/parking-prices'), ['prices']) },
  { path: paths.priceCreator.path, lazy: screen(() => import('./routes/app/price-creator'), ['prices']) },
  { path: paths.priceEditor.path, lazy: screen(() => import('./routes/app/price-creator'), ['prices']) },
  {
    path: paths.parkingUnavailability.path,
    lazy: screen(() => import('./routes/app/parking-unavailability'), ['prices']),
  },
  {
    path: paths.unavailabilityCreator.path,
    lazy: screen(() => import('./routes/app/unavailability-creator'), ['prices']),
  },
  {
    path: paths.unavailabilityEditor.path,
    lazy: screen(() => import('./routes/app/unavailability-creator'), ['prices']),
  },
  { path: paths.billings.path, lazy: screen(() => import('./routes/app/billings'), ['billing']) },
  { path: paths.billingCreator.path, lazy: screen(() => import('./routes/app/billing-editor'), ['billing']) },
  { path: paths.billingEditor.path, lazy: screen(() => import('./routes/app/billing-editor'), ['billing']) },
  { path: paths.bankAccounts.path, lazy: screen(() => import('./routes/app/bank-accounts'), ['billing']) },
  {
    path: paths.bankAccountCreator.path,
    lazy: screen(() => import('./routes/app/bank-account-creator'), ['billing']),
  },
  ...moneyRoutes,
  // Booking (issue 5): the flow start, the new reservation form, its payment (and an extension's) and refusals.
  // The payment screens load 'money' too: the payment method picker's texts live there.
  { path: paths.reservation.path, lazy: screen(() => import('./routes/app/reservation-start'), ['booking']) },
  { path: paths.reservationNew.path, lazy: screen(() => import('./routes/app/reservation-new'), ['booking']) },
  {
    path: paths.reservationPayments.path,
    lazy: screen(() => import('./routes/app/reservation-payments'), ['booking', 'money']),
  },
  {
    path: paths.extensionPayments.path,
    lazy: screen(() => import('./routes/app/extension-payments'), ['booking', 'money']),
  },
  { path: paths.reservationError.path, lazy: screen(() => import('./routes/app/reservation-error'), ['booking']) },
  { path: paths.vehicles.path, lazy: screen(() => import('./routes/app/vehicles'), ['vehicles']) },
  { path: paths.vehicleCreator.path, lazy: screen(() => import('./routes/app/vehicle-editor'), ['vehicles']) },
  { path: paths.vehicleEditor.path, lazy: screen(() => import('./routes/app/vehicle-editor'), ['vehicles']) },
  { path: paths.scan.path, lazy: screen(() => import('./routes/app/scan'), ['scan']) },
  // Reservations (issue 5): details, extension, the driver's history and a parking's reservations for its owner.
  {
    path: paths.reservationDetails.path,
    lazy: screen(() => import('./routes/app/reservation-details'), ['reservations']),
  },
  {
    path: paths.extensionCreator.path,
    lazy: screen(() => import('./routes/app/extension-creator'), ['reservations']),
  },
  { path: paths.reservations.path, lazy: screen(() => import('./routes/app/reservations'), ['reservations']) },
  {
    path: paths.parkingReservations.path,
    lazy: screen(() => import('./routes/app/parking-reservations'), ['reservations']),
  },
  {
    path: paths.parkingStatements.path,
    lazy: screen(() => import('./routes/app/parking-statements'), ['statements']),
  },
  // Support tickets (issue 15): the viewer's tickets, a new one (or "report a problem" with a stay) and one ticket.
  { path: paths.tickets.path, lazy: screen(() => import('./routes/app/tickets'), ['tickets']) },
  { path: paths.ticketCreator.path, lazy: screen(() => import('./routes/app/ticket-creator'), ['tickets', 'images']) },
  { path: paths.ticketDetails.path, lazy: screen(() => import('./routes/app/ticket-details'), ['tickets', 'images']) },
  {
    path: paths.organizations.path,
    lazy: screen(() => import('./routes/app/organizations'), ['organizations']),
  },
  {
    path: paths.organizationCreator.path,
    lazy: screen(() => import('./routes/app/organization-editor'), ['organizations']),
  },
  {
    path: paths.organizationEditor.path,
    lazy: screen(() => import('./routes/app/organization-editor'), ['organizations']),
  },
  {
    path: paths.organizationInvitation.path,
    lazy: screen(() => import('./routes/app/organization-invitation'), ['organizations']),
  },
  {
    element: <RequireRoles roles={paths.admin.access} />,
    children: [
      { path: paths.admin.path, lazy: screen(() => import('./routes/app/admin'), ['admin']) },
      { path: paths.adminUser.path, lazy: screen(() => import('./routes/app/admin-user'), ['admin']) },
      { path: paths.adminTickets.path, lazy: screen(() => import('./routes/app/admin-tickets'), ['support']) },
      { path: paths.adminTicket.path, lazy: screen(() => import('./routes/app/admin-ticket'), ['support']) },
      {
        path: paths.adminVerification.path,
        lazy: screen(() => import('./routes/app/admin-verification'), ['verification', 'prices']),
      },
      {
        path: paths.adminBankAccounts.path,
        lazy: screen(() => import('./routes/app/admin-bank-accounts'), ['verification']),
      },
      { path: paths.adminPayouts.path, lazy: screen(() => import('./routes/app/admin-payouts'), ['payout-files']) },
      {
        path: paths.adminPayoutFile.path,
        lazy: screen(() => import('./routes/app/admin-payout-file'), ['payout-files']),
      },
      { path: paths.adminKsef.path, lazy: screen(() => import('./routes/app/admin-ksef'), ['ksef']) },
    ],
  },
];
