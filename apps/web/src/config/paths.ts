// The route table: every link and redirect is built from here, never from a hand-typed string. The entry
// chunk's part is core-paths.ts (the guest and public routes and the guards' targets).
import { type Access, corePaths, enc, withQuery } from './core-paths';

export type { Access };

export const paths = {
  ...corePaths,
  settings: { path: '/settings', access: 'auth', href: () => '/settings' },
  languages: { path: '/languages', access: 'auth', href: () => '/languages' },
  admin: { path: '/admin', access: ['admin'], href: () => '/admin' },
  adminVerification: { path: '/admin/verification', access: ['admin'], href: () => '/admin/verification' },
  adminBankAccounts: { path: '/admin/bank-accounts', access: ['admin'], href: () => '/admin/bank-accounts' },
  adminUser: {
    path: '/admin/users/:userId',
    access: ['admin'],
    href: (userId: string, tab?: string) => withQuery(`/admin/users/${enc(userId)}`, { tab }),
  },
  adminTickets: { path: '/admin/tickets', access: ['admin'], href: () => '/admin/tickets' },
  adminTicket: {
    path: '/admin/tickets/:ticketId',
    access: ['admin'],
    href: (ticketId: string) => `/admin/tickets/${enc(ticketId)}`,
  },
  // Payouts to owners (decision 084): what waits for a bank transfer file, the files, and one file's transfers.
  adminPayouts: { path: '/admin/payouts', access: ['admin'], href: () => '/admin/payouts' },
  adminPayoutFile: {
    path: '/admin/payouts/:batchId',
    access: ['admin'],
    href: (batchId: string) => `/admin/payouts/${enc(batchId)}`,
  },
  // KSeF e-invoices (decision 082): sending on or off, the queue's counts and deadlines, and the refused invoices.
  adminKsef: { path: '/admin/ksef', access: ['admin'], href: () => '/admin/ksef' },

  // Owners (issue 3). Parking management lives under /parking/{parkingId}/; its creators are siblings there.
  parkings: { path: '/parkings', access: 'auth', href: () => '/parkings' },
  parkingCreator: { path: '/parking-creator', access: 'auth', href: () => '/parking-creator' },
  parkingEditor: {
    path: '/parking/:parkingId/editor',
    access: 'auth',
    href: (parkingId: string) => `/parking/${enc(parkingId)}/editor`,
  },
  parkingAddresses: {
    path: '/parking/:parkingId/addresses',
    access: 'auth',
    href: (parkingId: string) => `/parking/${enc(parkingId)}/addresses`,
  },
  addressCreator: {
    path: '/parking/:parkingId/address-creator',
    access: 'auth',
    href: (parkingId: string, addressId?: string) =>
      withQuery(`/parking/${enc(parkingId)}/address-creator`, { addressId }),
  },
  parkingSpots: {
    path: '/parking/:parkingId/spots',
    access: 'auth',
    href: (parkingId: string) => `/parking/${enc(parkingId)}/spots`,
  },
  spotCreator: {
    path: '/parking/:parkingId/spot-creator',
    access: 'auth',
    href: (parkingId: string) => `/parking/${enc(parkingId)}/spot-creator`,
  },
  spotsCreator: {
    path: '/parking/:parkingId/spots-creator',
    access: 'auth',
    href: (parkingId: string) => `/parking/${enc(parkingId)}/spots-creator`,
  },
  spotEditor: {
    path: '/parking/:parkingId/spot/:spotId/editor',
    access: 'auth',
    href: (parkingId: string, spotId: string) => `/parking/${enc(parkingId)}/spot/${enc(spotId)}/editor`,
  },
  parkingUnavailability: {
    path: '/parking/:parkingId/unavailability',
    access: 'auth',
    href: (parkingId: string) => `/parking/${enc(parkingId)}/unavailability`,
  },
  unavailabilityCreator: {
    path: '/parking/:parkingId/unavailability-creator',
    access: 'auth',
    href: (parkingId: string) => `/parking/${enc(parkingId)}/unavailability-creator`,
  },
  unavailabilityEditor: {
    path: '/parking/:parkingId/unavailability/:unavailabilityId/editor',
    access: 'auth',
    href: (parkingId: string, unavailabilityId: string) =>
      `/parking/${enc(parkingId)}/unavailability/${enc(unavailabilityId)}/editor`,
  },
  parkingPrices: {
    path: '/parking/:parkingId/prices',
    access: 'auth',
    href: (parkingId: string) => `/parking/${enc(parkingId)}/prices`,
  },
  // The creator keeps the parking's public identifier in the query, for the way back (SPEC §2).
  priceCreator: {
    path: '/parking/:parkingId/price-creator',
    access: 'auth',
    href: (parkingId: string, identifier?: string) =>
      withQuery(`/parking/${enc(parkingId)}/price-creator`, { identifier }),
  },
  priceEditor: {
    path: '/parking/:parkingId/price/:priceListId/editor',
    access: 'auth',
    href: (parkingId: string, priceListId: string) => `/parking/${enc(parkingId)}/price/${enc(priceListId)}/editor`,
  },
  images: {
    path: '/images/:subjectType/:subjectId',
    access: 'auth',
    href: (subjectType: string, subjectId: string, parkingId: string) =>
      withQuery(`/images/${enc(subjectType)}/${enc(subjectId)}`, { parkingId }),
  },
  imageUploader: {
    path: '/images/:subjectType/:subjectId/uploader/:relatedSubjectId?',
    access: 'auth',
    href: (subjectType: string, subjectId: string, parkingId: string, relatedSubjectId?: string) =>
      withQuery(
        `/images/${enc(subjectType)}/${enc(subjectId)}/uploader${relatedSubjectId ? `/${enc(relatedSubjectId)}` : ''}`,
        { parkingId },
      ),
  },
  billings: { path: '/billings', access: 'auth', href: () => '/billings' },
  // returnTo: the form that sent the user here (the vehicle form) gets them back with the new account chosen.
  billingCreator: {
    path: '/billing-creator',
    access: 'auth',
    href: (returnTo?: string) => withQuery('/billing-creator', { returnTo }),
  },
  billingEditor: {
    path: '/billing/:billingId/editor',
    access: 'auth',
    href: (billingId: string) => `/billing/${enc(billingId)}/editor`,
  },
  bankAccounts: { path: '/bank-accounts', access: 'auth', href: () => '/bank-accounts' },
  // returnTo: the billing form that sent the user here gets them back once the account exists.
  bankAccountCreator: {
    path: '/bank-account-creator',
    access: 'auth',
    // ?fix={id}: the same form corrects a waiting or rejected account, which is then checked again.
    href: (returnTo?: string, fix?: string) => withQuery('/bank-account-creator', { returnTo, fix }),
  },
  organizations: { path: '/organizations', access: 'auth', href: () => '/organizations' },
  organizationCreator: { path: '/organization-creator', access: 'auth', href: () => '/organization-creator' },
  organizationEditor: {
    path: '/organization/:organizationId/editor',
    access: 'auth',
    href: (organizationId: string) => `/organization/${enc(organizationId)}/editor`,
  },
  // Reached from the invitation e-mail; a signed-out invitee signs in (or up) and comes back here.
  organizationInvitation: {
    path: '/organization-invitation',
    access: 'auth',
    href: (token: string) => withQuery('/organization-invitation', { token }),
  },
  // Money (issue 4): balance, top-ups, payment outcomes and the user's money history.
  balance: { path: '/balance', access: 'auth', href: () => '/balance' },
  topUpCreator: {
    path: '/balance/top-up-creator/:billingId',
    access: 'auth',
    href: (billingId: string) => `/balance/top-up-creator/${enc(billingId)}`,
  },
  topUpPayments: {
    path: '/balance/top-up-payments',
    access: 'auth',
    href: (billingId: string, orderId?: string, paymentId?: string) =>
      withQuery('/balance/top-up-payments', { billingId, orderId, paymentId }),
  },
  transactions: { path: '/transactions', access: 'auth', href: () => '/transactions' },
  orders: { path: '/orders', access: 'auth', href: () => '/orders' },
  payments: {
    path: '/payments',
    access: 'auth',
    href: (paymentId?: string) => withQuery('/payments', { paymentId }),
  },
  paymentSuccess: {
    path: '/payment/success',
    access: 'auth',
    href: (paymentId: string) => withQuery('/payment/success', { paymentId }),
  },
  paymentFailure: {
    path: '/payment/failure',
    access: 'auth',
    href: (paymentId: string) => withQuery('/payment/failure', { paymentId }),
  },
  // Where the gateway sends the browser back after an online payment (the API's returnUrl).
  paymentRedirect: {
    path: '/payment-redirect',
    access: 'auth',
    href: (paymentId: string) => withQuery('/payment-redirect', { paymentId }),
  },
  // Drivers (issue 5): vehicles, the reservation flow, reservation details, extensions, history, the scanner.
  vehicles: { path: '/vehicles', access: 'auth', href: () => '/vehicles' },
  vehicleCreator: { path: '/vehicle-creator', access: 'auth', href: () => '/vehicle-creator' },
  vehicleEditor: {
    path: '/vehicle/:vehicleId/editor',
    access: 'auth',
    href: (vehicleId: string) => `/vehicle/${enc(vehicleId)}/editor`,
  },
  reservationNew: { path: '/reservations/new', access: 'auth', href: () => '/reservations/new' },
  reservations: { path: '/reservations', access: 'auth', href: () => '/reservations' },
  reservationPayments: {
    path: '/reservation/payments',
    access: 'auth',
    href: (orderId?: string, paymentId?: string) => withQuery('/reservation/payments', { orderId, paymentId }),
  },
  reservationDetails: {
    path: '/reservation/:reservationId',
    access: 'auth',
    href: (reservationId: string) => `/reservation/${enc(reservationId)}`,
  },
  extensionCreator: {
    path: '/reservation/:reservationId/extension-creator',
    access: 'auth',
    href: (reservationId: string) => `/reservation/${enc(reservationId)}/extension-creator`,
  },
  extensionPayments: {
    path: '/reservation/extension-payments',
    access: 'auth',
    href: (reservationId: string, orderId?: string, paymentId?: string) =>
      withQuery('/reservation/extension-payments', { reservationId, orderId, paymentId }),
  },
  reservationError: {
    path: '/reservation/error/:errorType',
    access: 'auth',
    href: (errorType: string) => `/reservation/error/${enc(errorType)}`,
  },
  parkingReservations: {
    path: '/parking/:parkingId/reservations',
    access: 'auth',
    href: (parkingId: string) => `/parking/${enc(parkingId)}/reservations`,
  },
  // Monthly statements of a parking's money (issue 16, decision 086): PDF and CSV per month, commission invoices.
  parkingStatements: {
    path: '/parking/:parkingId/statements',
    access: 'auth',
    href: (parkingId: string) => `/parking/${enc(parkingId)}/statements`,
  },
  scan: { path: '/scan', access: 'auth', href: () => '/scan' },
  // Support tickets (issue 15): the viewer's tickets (?scope=parkings: those about their parkings), a new one
  // (?reservationId=: "report a problem" with a stay) and one ticket with its thread.
  tickets: {
    path: '/tickets',
    access: 'auth',
    href: (scope?: 'parkings') => withQuery('/tickets', { scope }),
  },
  ticketCreator: {
    path: '/ticket-creator',
    access: 'auth',
    href: (reservationId?: string) => withQuery('/ticket-creator', { reservationId }),
  },
  ticketDetails: {
    path: '/ticket/:ticketId',
    access: 'auth',
    href: (ticketId: string) => `/ticket/${enc(ticketId)}`,
  },
} as const satisfies Record<string, { path: string; access: Access; href: (...args: never[]) => string }>;
