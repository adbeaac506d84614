// The route table: every link and redirect is built from here, never from a hand-typed string.
export type Access = 'public' | 'guest' | 'auth' | readonly string[];

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const search = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return search ? `${path}?${search}` : path;
};

export const paths = {
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
  settings: { path: '/settings', access: 'auth', href: () => '/settings' },
  languages: { path: '/languages', access: 'auth', href: () => '/languages' },
  admin: { path: '/admin', access: ['admin'], href: () => '/admin' },
  forbidden: { path: '/403', access: 'public', href: () => '/403' },
  notFound: { path: '/404', access: 'public', href: () => '/404' },
} as const satisfies Record<string, { path: string; access: Access; href: (...args: never[]) => string }>;
