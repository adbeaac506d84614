import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { onError } from '@apollo/client/link/error';
import { errorHooks } from '../error-hooks';
import { sessionStore } from '../session/session-store';
import { authorizationHeader, readStoredUser } from '../session/token-storage';
import { pagedQueryFields, pagedUserFields } from './paged-field';
import { GRAPHQL_URL } from './request';

// Signed-in screens use Apollo (loaded with them, never on the landing or sign-in routes). The Bearer header is
// read per request, so impersonation and token refresh apply at once.
const authLink = new ApolloLink((operation, forward) => {
  operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
    headers: { ...headers, ...authorizationHeader(), ...errorHooks.traceHeaders?.() },
  }));
  return forward(operation);
});

// Operations the server failed are reported once each (lib/error-reporting.ts decides which failures are the
// server's); the screens still show their own message.
const reportLink = onError(({ graphQLErrors, networkError, operation }) => {
  if (!errorHooks.failedOperation) return;
  const status =
    networkError && 'statusCode' in networkError && typeof networkError.statusCode === 'number'
      ? networkError.statusCode
      : undefined;
  const result = networkError && 'result' in networkError ? networkError.result : undefined;
  const fromResult =
    typeof result === 'object' && result !== null && Array.isArray((result as { errors?: unknown }).errors)
      ? (result as { errors: { extensions?: Record<string, unknown> }[] }).errors
      : [];
  errorHooks.failedOperation(operation.operationName, { errors: [...(graphQLErrors ?? []), ...fromResult], status });
});

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([reportLink, authLink, new HttpLink({ uri: GRAPHQL_URL })]),
  cache: new InMemoryCache({
    typePolicies: { Query: { fields: pagedQueryFields }, User: { fields: pagedUserFields } },
  }),
  defaultOptions: {
    watchQuery: { fetchPolicy: 'network-only' },
    query: { fetchPolicy: 'network-only' },
  },
});

// A different person at the keyboard (sign-out, impersonation start or end) must never be shown the previous
// person's cached answers. Started with no signal the session knows only the user stored on the phone: that is
// the same person, whose answers (and queries in flight) stay when the phone is back online (decision 091).
const personId = () => sessionStore.get().user?.id ?? readStoredUser()?.id;
let cachedFor = personId();
sessionStore.subscribe(() => {
  const userId = personId();
  if (userId !== cachedFor) {
    cachedFor = userId;
    void apolloClient.clearStore();
  }
});
