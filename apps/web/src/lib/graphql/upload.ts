import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode, OperationDefinitionNode } from 'graphql/language/ast';
import { authorizationHeader } from '../session/token-storage';
import { GRAPHQL_URL } from './request';
import { GraphqlRequestError, type GraphqlErrorLike } from './request-error';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions<TVariables> {
  variables: TVariables;
  /** Files by their place in the variables, e.g. { 'input.files.0': file }; that place is sent as null. */
  files: Record<string, Blob>;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
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

function withNulls(variables: unknown, paths: string[]): unknown {
  const copy = structuredClone(variables) as Record<string, unknown>;
  for (const path of paths) {
    const keys = path.split('.');
    let node: Record<string, unknown> = copy;
    for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
    node[keys[keys.length - 1] ?? ''] = null;
  }
  return copy;
}

/**
 * Sends a GraphQL operation with files as a multipart request
 * (https://github.com/jaydenseric/graphql-multipart-request-spec), which Apollo 3 cannot do. Like the Apollo client it
 * sends the bearer token; XMLHttpRequest (not fetch) because only it reports upload progress. Errors are thrown in the
 * light client's shape, so normalizeError reads them.
 */
export async function uploadRequest<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  { variables, files, onProgress, signal }: UploadOptions<TVariables>,
): Promise<TData> {
  const paths = Object.keys(files);
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      operationName: operationName(document),
      query: await queryText(document),
      variables: withNulls(variables, paths),
    }),
  );
  form.append(
    'map',
    JSON.stringify(Object.fromEntries(paths.map((path, index) => [String(index), [`variables.${path}`]]))),
  );
  paths.forEach((path, index) => {
    const file = files[path];
    if (file) form.append(String(index), file, file instanceof File ? file.name : `file-${index}`);
  });

  return new Promise<TData>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', GRAPHQL_URL);
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(authorizationHeader())) xhr.setRequestHeader(name, value);
    xhr.responseType = 'text';
    if (onProgress) {
      xhr.upload.onprogress = (event) =>
        onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    }
    const networkError = () => reject(new GraphqlRequestError([], new TypeError('Network error')));
    xhr.onerror = networkError;
    xhr.onabort = () => reject(new GraphqlRequestError([], new DOMException('Upload cancelled', 'AbortError')));
    xhr.onload = () => {
      let body: { data?: TData | null; errors?: GraphqlErrorLike[] };
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        reject(new GraphqlRequestError([], new Error(`HTTP ${xhr.status}`)));
        return;
      }
      if (body.errors?.length) reject(new GraphqlRequestError(body.errors));
      else if (body.data) resolve(body.data);
      else reject(new GraphqlRequestError([], new Error(`HTTP ${xhr.status}`)));
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
