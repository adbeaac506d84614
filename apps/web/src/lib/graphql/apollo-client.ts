import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { sessionStore } from '../session/session-store';
import { authorizationHeader, readStoredUser } from '../session/token-storage';
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
