import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const vehicleForEditorDocument = graphql(`
  query VehicleForEditor($id: ID!) {
    vehicle(id: $id) {
      ...VehicleCardFields
    }
  }
`);

/** One vehicle for the editor; skipped on the creator (no id). */
export const useVehicleForEditor = (id: string | undefined) =>
  useQuery(vehicleForEditorDocument, { variables: { id: id ?? '' }, skip: !id });
