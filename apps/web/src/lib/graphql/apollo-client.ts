import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { sessionStore } from '../session/session-store';
import { authorizationHeader } from '../session/token-storage';
import { pagedQueryFields, pagedUserFields } from './paged-field';
import { GRAPHQL_URL } from './request';

// Signed-in screens use Apollo (loaded with them, never on the landing or sign-in routes). The Bearer header is
// read per request, so impersonation and token refresh apply at once.
const authLink = new ApolloLink((operation, forward) => {
  operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
    headers: { ...headers, ...authorizationHeader() },
  }));
  return forward(operation);
});

export const apolloClient = new ApolloClient({
  link: authLink.concat(new HttpLink({ uri: GRAPHQL_URL })),
  cache: new InMemoryCache({
    typePolicies: { Query: { fields: pagedQueryFields }, User: { fields: pagedUserFields } },
  }),
  defaultOptions: {
    watchQuery: { fetchPolicy: 'network-only' },
    query: { fetchPolicy: 'network-only' },
  },
});

// A different person at the keyboard (sign-out, impersonation start or end) must never be shown the previous
// person's cached answers.
let cachedFor = sessionStore.get().user?.id;
sessionStore.subscribe(() => {
  const userId = sessionStore.get().user?.id;
  if (userId !== cachedFor) {
    cachedFor = userId;
    void apolloClient.clearStore();
  }
});
