// The routes the entry chunk needs (guest pages, guards, the public parking pages); everything else is in
// paths.ts, which only lazily loaded screens import, so the signed-in route table grows without weighing on the
// guest routes (decision 020).
export type Access = 'public' | 'guest' | 'auth' | readonly string[];

export const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const search = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return search ? `${path}?${search}` : path;
};

export const enc = encodeURIComponent;

export const corePaths = {
  home: { path: '/', access: 'public', href: () => '/' },
  signIn: {
    path: '/sign-in',
    access: 'guest',
    href: (returnTo?: string) => withQuery('/sign-in', { returnTo }),
  },
  login: { path: '/login', access: 'guest', href: () => '/login' },
  signUp: { path: '/sign-up', access: 'guest', href: () => '/sign-up' },
  verifyEmail: {
    path: '/verify-email',
    access: 'guest',
    href: (email?: string) => withQuery('/verify-email', { email }),
  },
  forgotPassword: { path: '/forgot-password', access: 'guest', href: () => '/forgot-password' },
  resetPassword: {
    path: '/reset-password',
    access: 'guest',
    href: (token?: string) => withQuery('/reset-password', { token }),
  },
  map: { path: '/map', access: 'auth', href: () => '/map' },
  // Start of the reservation flow (the booking issue); the public pages leave a draft in session storage first.
  reservation: { path: '/reservation', access: 'auth', href: () => '/reservation' },
  // Public pages; the router matches any single segment, the screen checks the identifier's shape.
  publicParking: { path: '/:identifier', access: 'public', href: (identifier: string) => `/${enc(identifier)}` },
  publicSpot: {
    path: '/:identifier/:spotNumber',
    access: 'public',
    href: (identifier: string, spotNumber: string) => `/${enc(identifier)}/${enc(spotNumber)}`,
  },
  // Terms of service and privacy policy: lower case, so never taken for a parking identifier (/{identifier}).
  terms: { path: '/terms', access: 'public', href: () => '/terms' },
  privacy: { path: '/privacy', access: 'public', href: () => '/privacy' },
  forbidden: { path: '/403', access: 'public', href: () => '/403' },
  notFound: { path: '/404', access: 'public', href: () => '/404' },
} as const satisfies Record<string, { path: string; access: Access; href: (...args: never[]) => string }>;
