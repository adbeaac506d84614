import type { ParkingAddressRow, ParkingRow, SpotRow } from '../../db/schema/parkings';
import { builder } from '../../schema/builder';

// The owner-side object types, declared here so that every module can add its fields to them
// (`builder.objectFields(Parking, ...)`): parkings.graphql.ts implements Parking and Spot, addresses add
// ParkingAddress, price lists, unavailability and photos (parking-images.graphql.ts) add their lists. One type per
// thing, whoever fills it.
export const Parking = builder.objectRef<ParkingRow>('Parking');
export const Spot = builder.objectRef<SpotRow>('Spot');
export const ParkingAddress = builder.objectRef<ParkingAddressRow>('ParkingAddress');
