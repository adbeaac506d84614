import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { normalizeError, type NormalizedError } from '../../../lib/errors/normalize-error';
import { request } from '../../../lib/graphql/request';

export interface PublicQueryState<TData> {
  data: TData | undefined;
  error: NormalizedError | undefined;
  loading: boolean;
}

/**
 * Reads a public query with the light client. Spot states change while the page is open, so it reads again
 * when the page comes back into view (a phone unlocked, a tab switched back); nothing is cached in between.
 */
export function usePublicQuery<TData, TVariables extends Record<string, unknown>>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): PublicQueryState<TData> {
  const key = JSON.stringify(variables);
  const [state, setState] = useState<PublicQueryState<TData> & { key: string }>({
    key,
    data: undefined,
    error: undefined,
    loading: true,
  });
  const latest = useRef(0);

  const load = useCallback(() => {
    const call = ++latest.current;
    const run = request as (d: typeof query, v: TVariables) => Promise<TData>;
    // The page's whole body renders when the answer comes: as a transition React renders it in short slices,
    // where an ordinary update is one long task on a phone's CPU (issue 17, total blocking time).
    const settle = (next: PublicQueryState<TData>) => {
      if (call === latest.current) startTransition(() => setState({ key, ...next }));
    };
    run(query, JSON.parse(key) as TVariables).then(
      (data) => settle({ data, error: undefined, loading: false }),
      (error: unknown) => settle({ data: undefined, error: normalizeError(error), loading: false }),
    );
  }, [query, key]);

  useEffect(() => {
    load();
    const onVisible = () => {
      if (document.visibilityState === 'visible') load();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      latest.current += 1;
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [load]);

  // A new identifier shows the skeleton, not the previous parking.
  if (state.key !== key) return { data: undefined, error: undefined, loading: true };
  return state;
}
