// The failure shape both GraphQL clients are normalised from (see lib/errors/normalize-error.ts): the
// light client throws this, Apollo throws ApolloError with the same two fields.
export interface GraphqlErrorLike {
  message: string;
  extensions?: Record<string, unknown>;
}

export class GraphqlRequestError extends Error {
  readonly graphQLErrors: readonly GraphqlErrorLike[];
  readonly networkError: Error | null;

  constructor(graphQLErrors: readonly GraphqlErrorLike[], networkError: Error | null = null) {
    super(graphQLErrors[0]?.message ?? networkError?.message ?? 'GraphQL request failed');
    this.name = 'GraphqlRequestError';
    this.graphQLErrors = graphQLErrors;
    this.networkError = networkError;
  }
}
