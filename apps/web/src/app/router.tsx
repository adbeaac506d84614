import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router';
import { corePaths as paths } from '../config/core-paths';
import { GuestOnly } from './guards/guest-only';
import { RequireAuth } from './guards/require-auth';
import { screen } from './lazy-screen';
import { GuestLayout } from './shell/guest-layout';
import { LoadingScreen } from './shell/loading-screen';
import { RootLayout } from './shell/root-layout';

const APP_SHELL_ROUTE_ID = 'app-shell';

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
          { path: paths.terms.path, lazy: screen(() => import('./routes/terms'), ['legal']) },
          { path: paths.privacy.path, lazy: screen(() => import('./routes/privacy'), ['legal']) },
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
              {
                path: '/auth/google/callback',
                lazy: screen(() => import('./routes/auth/google-callback'), ['auth', 'social-sign-in']),
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
            // The signed-in screens are discovered on the first navigation to one of them (app-routes.tsx).
            id: APP_SHELL_ROUTE_ID,
            children: [],
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

// Public parking pages (/{identifier}, /{identifier}/{spotNumber}) never need the signed-in screens.
const PUBLIC_PARKING_PATH = /^\/[A-Z]{3}-[A-Z0-9]{4,6}(\/|$)/;

/**
 * The route table of the signed-in screens is not in the entry chunk: React Router asks for it on the first
 * navigation to a path the entry's routes do not know (or know only through /{identifier} or the not-found
 * splat), and it is added under the app shell. So a screen added later costs the guest routes nothing
 * (decision 020).
 */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

export const createRouter = (): AppRouter => {
  let appRoutes: Promise<void> | undefined;
  return createBrowserRouter(routes, {
    patchRoutesOnNavigation: ({ path, patch }) => {
      if (PUBLIC_PARKING_PATH.test(path)) return;
      appRoutes ??= import('./app-routes').then((m) => patch(APP_SHELL_ROUTE_ID, m.appRoutes));
      return appRoutes;
    },
  });
};
