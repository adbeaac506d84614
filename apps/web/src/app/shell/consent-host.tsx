import { lazy, Suspense } from 'react';

// A step between the entry chunk and the consent host (decision 094): the entry names only this chunk, not the
// banner's own (its switches, the store, the choices): a few bytes on every route of every deployment, for one
// more small request where analytics or recording is configured.
const ConsentHostChunk = lazy(() => import('./consent-banner').then((m) => ({ default: m.ConsentHost })));

export function ConsentHost() {
  return (
    <Suspense fallback={null}>
      <ConsentHostChunk />
    </Suspense>
  );
}
