import { graphql } from '../../../gql/gql';

// What the spot page shows of a spot, public or in preview: both spot queries spread it (the build appends the
// definitions, build/graphql-fragments.mjs). Its fields are plain on the server, so the public query keeps its
// fast path (fragments on the exact type, decision 042).
export const publicSpotFields = graphql(`
  fragment PublicSpotFields on PublicSpot {
    number
    hasRestrictions
    features
    state
    images {
      url
      thumbnailUrl
      isPrimary
    }
    parking {
      ...PublicParkingFields
    }
  }
`);
