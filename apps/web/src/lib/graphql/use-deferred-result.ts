import { useDeferredValue, useMemo } from 'react';

interface QueryState {
  data?: unknown;
  loading: boolean;
  error?: unknown;
}

/**
 * A query's state (data, loading, error, together) as a deferred value. Apollo's useQuery hands an answer to React
 * as an urgent update (it reads its cache through useSyncExternalStore), so a screen's whole body rendered in one
 * long task on a phone's CPU; deferred, it renders in short slices while the previous state (the skeleton) stays
 * on screen (issue 17, total blocking time). The three change together, so no render sees the answer's `loading`
 * with the previous `data`.
 */
export function useDeferredResult<T extends QueryState>(result: T): T {
  const { data, loading, error } = result;
  const state = useMemo(() => ({ data, loading, error }), [data, loading, error]);
  return { ...result, ...useDeferredValue(state) };
}
