import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { loadNamespaces } from '../lib/i18n/i18n';
import { GuestOnly } from './guards/guest-only';
import { RequireAuth } from './guards/require-auth';
import { RequireRoles } from './guards/require-roles';
import { GuestLayout } from './shell/guest-layout';
import { LoadingScreen } from './shell/loading-screen';
import { RootLayout } from './shell/root-layout';
import type { MoneyScreen } from './routes/app/money';

type Lazy = NonNullable<RouteObject['lazy']>;

// Each screen is its own chunk, loaded together with its translations so it never renders half-translated.
const screen =
  (load: () => Promise<{ Component: React.ComponentType }>, namespaces: string[] = []): Lazy =>
  async () => {
    const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { Component: module.Component };
  };

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

// Rarely needed, so not part of the entry chunk.
const ErrorPage = lazy(() => import('./routes/error-page').then((m) => ({ default: m.ErrorPage })));

// /login is the SPEC's fixed login target; it keeps the query (e.g. ?returnTo=) on its way to /sign-in.
function LoginAlias() {
  const { search } = useLocation();
  return <Navigate to={`${paths.signIn.path}${search}`} replace />;
}

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Shown while the first lazy route loads (React Router's initial "hydration" of lazy routes).
    HydrateFallback: LoadingScreen,
    errorElement: (
      <Suspense fallback={null}>
        <ErrorPage />
      </Suspense>
    ),
    children: [
      {
        element: <GuestLayout />,
        children: [
          { index: true, lazy: screen(() => import('./routes/landing'), ['landing']) },
          { path: paths.forbidden.path, lazy: screen(() => import('./routes/forbidden')) },
          { path: paths.notFound.path, lazy: screen(() => import('./routes/not-found')) },
          {
            element: <GuestOnly />,
            children: [
              { path: paths.signIn.path, lazy: screen(() => import('./routes/auth/sign-in'), ['auth']) },
              { path: paths.login.path, element: <LoginAlias /> },
              { path: paths.signUp.path, lazy: screen(() => import('./routes/auth/sign-up'), ['auth']) },
              { path: paths.verifyEmail.path, lazy: screen(() => import('./routes/auth/verify-email'), ['auth']) },
              {
                path: paths.forgotPassword.path,
                lazy: screen(() => import('./routes/auth/forgot-password'), ['auth']),
              },
              {
                path: paths.resetPassword.path,
                lazy: screen(() => import('./routes/auth/reset-password'), ['auth']),
              },
            ],
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            // The banner of an impersonating admin sits inside this shell's header (see RootLayout).
            handle: { appShell: true },
            lazy: screen(() => import('./routes/app/app-root'), ['owner-validation']),
            children: [
              { path: paths.map.path, lazy: screen(() => import('./routes/app/map'), ['map']) },
              { path: paths.settings.path, lazy: screen(() => import('./routes/app/settings'), ['settings']) },
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
                  {
                    path: paths.adminVerification.path,
                    lazy: screen(() => import('./routes/app/admin-verification'), ['verification']),
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        element: <GuestLayout />,
        children: [
          // Public parking and spot pages (QR codes): after every static route, which React Router ranks first anyway.
          { path: paths.publicParking.path, lazy: screen(() => import('./routes/public-parking'), ['public-parking']) },
          { path: paths.publicSpot.path, lazy: screen(() => import('./routes/public-spot'), ['public-parking']) },
          { path: '*', lazy: screen(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
