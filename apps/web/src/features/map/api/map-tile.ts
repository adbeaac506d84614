import { graphql } from '../../../gql/gql';

// One tile of the map (decision 087): what the map shows and no more. The identifier keys markers, the list and
// the card; a busy tile's clusters carry their box, so that a click zooms onto their parkings.
export const mapTileDocument = graphql(`
  query MapTile($input: MapTileInput!) {
    mapTile(input: $input) {
      z
      x
      y
      parkings {
        identifier
        latitude
        longitude
        address
        availability
        freeSpots
        totalSpots
        maxHeight
        maxLength
        maxWidth
      }
      clusters {
        latitude
        longitude
        parkings
        freeParkings
        freeSpots
        north
        south
        east
        west
      }
    }
  }
`);
