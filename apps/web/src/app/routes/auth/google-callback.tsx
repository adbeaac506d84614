import { lazy, Suspense } from 'react';

// The screen loads from here rather than from the router: the entry chunk then carries one import() for this route,
// not the list of files the screen needs (decision 020; the same as routes/app/money.tsx).
const GoogleCallback = lazy(() =>
  import('../../../features/auth/components/google-callback').then((m) => ({ default: m.GoogleCallback })),
);

export function Component() {
  return (
    <Suspense fallback={null}>
      <GoogleCallback />
    </Suspense>
  );
}
