import { lexicographicSortSchema, type GraphQLSchema } from 'graphql';
import { builder } from '../schema/builder';
import { guardTextInputs } from '../schema/text-inputs';
// Each module adds its types and fields to the builder when imported.
import '../modules/users/users.graphql';
import '../modules/auth/auth.graphql';
import '../modules/accounts/accounts.graphql';
import '../modules/accounts/social-sign-in.graphql';
import '../modules/billing/bank-accounts.graphql';
import '../modules/billing/billing-accounts.graphql';
import '../modules/billing/bank-account-verification.graphql';
import '../modules/addresses/addresses.graphql';
import '../modules/organizations/organizations.graphql';
import '../modules/parkings/parkings.graphql';
import '../modules/parkings/spots.graphql';
import '../modules/parkings/parking-organization.graphql';
import '../modules/parkings/parking-images.graphql';
import '../modules/public-parkings/public-parkings.graphql';
import '../modules/pricing/price-lists.graphql';
import '../modules/pricing/unavailability.graphql';
import '../modules/pricing/quote.graphql';
import '../modules/pricing/stay-prices.graphql';
import '../modules/images/images.graphql';
import '../modules/payments/payments.graphql';
import '../modules/documents/documents.graphql';
import '../modules/statements/statements.graphql';
import '../modules/orders/orders.graphql';
import '../modules/transactions/transactions.graphql';
import '../modules/transactions/wallet-history.graphql';
import '../modules/payouts/payouts.graphql';
import '../modules/payouts/payout-batches.graphql';
import '../modules/ksef/ksef.graphql';
import '../modules/map/map.graphql';
import '../modules/map/map-tiles.graphql';
import '../modules/vehicles/vehicles.graphql';
import '../modules/reservations/reservations.graphql';
import '../modules/reservations/reservation-quotes.graphql';
import '../modules/reservations/reservation-mutations.graphql';
import '../modules/reservations/reservation-refunds.graphql';
import '../modules/tickets/tickets.graphql';
import '../modules/tickets/ticket-money.graphql';
import '../modules/tickets/user-tickets.graphql';
import '../modules/reminders/reminders.graphql';

let schema: GraphQLSchema | undefined;

export function getSchema(): GraphQLSchema {
  schema ??= guardTextInputs(lexicographicSortSchema(builder.toSchema()));
  return schema;
}
