import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { authorizationHeader } from '../session/token-storage';
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
  cache: new InMemoryCache(),
  defaultOptions: {
    watchQuery: { fetchPolicy: 'network-only' },
    query: { fetchPolicy: 'network-only' },
  },
});
