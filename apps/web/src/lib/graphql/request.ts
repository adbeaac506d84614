import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode, OperationDefinitionNode } from 'graphql/language/ast';
import { errorHooks } from '../error-hooks';
import { authorizationHeader } from '../session/token-storage';
import { GraphqlRequestError, type GraphqlErrorLike } from './request-error';

export const GRAPHQL_URL = '/api/graphql';

interface GraphqlResponse<TData> {
  data?: TData | null;
  errors?: GraphqlErrorLike[];
}

// Built documents carry their text (build/graphql-documents-plugin.ts); the printer is only a fallback (tests).
async function queryText(document: DocumentNode): Promise<string> {
  return document.loc?.source.body ?? (await import('graphql/language/printer')).print(document);
}

function operationName(document: DocumentNode): string | undefined {
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => (d.kind as string) === 'OperationDefinition',
  );
  return operation?.name?.value;
}

export interface RequestOptions {
  /** Aborts the request: the promise then rejects. */
  signal?: AbortSignal;
}

/**
 * A small fetch-based GraphQL client for the session and the signed-out screens. Apollo (about 47 KB gzipped)
 * loads only with the signed-in screens, which keeps the landing and sign-in routes inside the JS budget
 * (docs/decisions/020-web-route-js-budget.md). Signed-in screens use it too where an answer is not to be cached
 * and many are asked at once: the map's tiles.
 */
export async function request<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  ...[variables, options]: TVariables extends Record<string, never>
    ? [] | [TVariables] | [TVariables, RequestOptions]
    : [TVariables] | [TVariables, RequestOptions]
): Promise<TData> {
  let response: Response;
  const query = await queryText(document);
  const name = operationName(document);
  try {
    response = await fetch(GRAPHQL_URL, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...authorizationHeader(),
        ...errorHooks.traceHeaders?.(),
      },
      body: JSON.stringify({ operationName: name, query, variables }),
      signal: options?.signal,
    });
  } catch (error) {
    throw new GraphqlRequestError([], error instanceof Error ? error : new Error(String(error)));
  }
  let body: GraphqlResponse<TData>;
  try {
    body = (await response.json()) as GraphqlResponse<TData>;
  } catch {
    errorHooks.failedOperation?.(name, { status: response.status });
    throw new GraphqlRequestError([], new Error(`HTTP ${response.status}`));
  }
  if (body.errors?.length) {
    errorHooks.failedOperation?.(name, { errors: body.errors, status: response.status });
    throw new GraphqlRequestError(body.errors);
  }
  if (!body.data) {
    throw new GraphqlRequestError([], new Error(`HTTP ${response.status}`));
  }
  return body.data;
}
