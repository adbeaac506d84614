import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useCallback, useRef, useState } from 'react';
import { request } from './request';

/**
 * A mutation hook over the light client, shaped like Apollo's: `[mutate, { loading }]`. A second call while
 * one runs is refused, so a double click cannot submit twice.
 */
export function useRequest<TData, TVariables>(document: TypedDocumentNode<TData, TVariables>) {
  const [loading, setLoading] = useState(false);
  const running = useRef(false);
  const mutate = useCallback(
    async (variables: TVariables): Promise<TData | undefined> => {
      if (running.current) {
        return undefined;
      }
      running.current = true;
      setLoading(true);
      try {
        return await (request as (d: typeof document, v: TVariables) => Promise<TData>)(document, variables);
      } finally {
        running.current = false;
        setLoading(false);
      }
    },
    [document],
  );
  return [mutate, { loading }] as const;
}
