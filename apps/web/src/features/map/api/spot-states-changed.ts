import { graphql } from '../../../gql/gql';

// Sent over SSE by hooks/use-spot-updates.ts (Apollo has no transport for it here).
export const spotStatesChangedDocument = graphql(`
  subscription SpotStatesChanged($area: AreaInput!) {
    spotStatesChanged(area: $area) {
      parkingId
      spotId
    }
  }
`);
