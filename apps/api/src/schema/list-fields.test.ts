import { CLUSTER_GRID, PARKINGS_FROM_ZOOM, TILE_PARKINGS_LISTED } from '@parkshare/shared/map/tiles';
import { MAX_IMAGES_PER_SUBJECT, MAX_IMAGES_PER_UPLOAD } from '@parkshare/shared/images/limits';
import { MAX_SPOTS_PER_BATCH } from '@parkshare/shared/spots/numbering-template';
import { MAX_ADDRESSES_PER_PARKING } from '@parkshare/shared/validation/addresses';
import * as limits from '@parkshare/shared/validation/limits';
import {
  MAX_MESSAGES_PER_TICKET,
  MAX_TICKET_EVENTS,
  MAX_TICKET_PHOTOS,
  MAX_TICKETS_PER_RESERVATION,
} from '@parkshare/shared/validation/tickets';
import {
  type GraphQLField,
  type GraphQLObjectType,
  getNamedType,
  getNullableType,
  isEnumType,
  isListType,
  isObjectType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { MAX_MAP_PARKINGS } from '../modules/map/map.service';
import { BATCH_LIMIT } from '../modules/payouts/payout-batches';
import { getSchema } from '../graphql/schema';

// Issue 13: lists stopped silently at 200 rows. No list field may cap silently (decision 064): every list the
// schema answers is either the items of a page (cursor paging: first/after, nextCursor; the admin's users list:
// limit/offset with a total) or bounded by a rule the API enforces — named here with its bound. A new list field
// fails this test until it is paged or its bound is written down.

/** Lists that are not paged, and why they stay short. */
const BOUNDED: Record<string, string> = {
  'Query.myVehicles': `at most ${limits.MAX_VEHICLES_PER_USER} (createVehicle refuses more: tooManyVehicles)`,
  'Query.myBillingAccounts': `at most ${limits.MAX_BILLING_ACCOUNTS_PER_USER} (createBillingAccount: tooManyBillingAccounts)`,
  'BankAccountVerificationRequest.billingAccounts': `the owner's billing accounts: at most ${limits.MAX_BILLING_ACCOUNTS_PER_USER}`,
  'Query.myBankAccounts': `at most ${limits.MAX_BANK_ACCOUNTS_PER_USER} (createBankAccount: tooManyBankAccounts)`,
  'Query.myOrganizations': `at most ${limits.MAX_ORGANIZATIONS_PER_USER} (creating or joining: tooManyOrganizations)`,
  'Organization.members': `with open invitations at most ${limits.MAX_MEMBERS_PER_ORGANIZATION} (inviting: tooManyMembers)`,
  'Organization.invitations': `with members at most ${limits.MAX_MEMBERS_PER_ORGANIZATION} (inviting: tooManyMembers)`,
  'Parking.addresses': `at most ${MAX_ADDRESSES_PER_PARKING} (createParkingAddress: tooManyAddresses)`,
  'Parking.priceLists': `at most ${limits.MAX_PRICE_LISTS_PER_PARKING} (createPriceList: tooManyPriceLists)`,
  'PublicParking.priceLists': `at most ${limits.MAX_PRICE_LISTS_PER_PARKING}`,
  'Parking.unavailabilities': `at most ${limits.MAX_UNAVAILABILITIES_PER_PARKING} (createUnavailability: tooManyUnavailabilities)`,
  'PublicParking.unavailabilities': `at most ${limits.MAX_UNAVAILABILITIES_PER_PARKING}`,
  'Parking.spots': `at most ${limits.MAX_SPOTS_PER_PARKING} not deleted (createSpots: tooManySpotsInParking)`,
  'PublicParking.spots': `at most ${limits.MAX_SPOTS_PER_PARKING}`,
  'Query.images': `at most ${MAX_IMAGES_PER_SUBJECT} per subject (uploadImages: imagesPerSubject)`,
  'Parking.images': `at most ${MAX_IMAGES_PER_SUBJECT}`,
  'ParkingAddress.images': `at most ${MAX_IMAGES_PER_SUBJECT}`,
  'Spot.images': `at most ${MAX_IMAGES_PER_SUBJECT}`,
  'PublicParking.images': `at most ${MAX_IMAGES_PER_SUBJECT}`,
  'PublicAddress.images': `at most ${MAX_IMAGES_PER_SUBJECT}`,
  'PublicParkingSpot.images': `at most ${MAX_IMAGES_PER_SUBJECT}`,
  'PublicSpot.images': `at most ${MAX_IMAGES_PER_SUBJECT}`,
  'Order.payments': `at most ${limits.MAX_PAYMENT_ATTEMPTS_PER_ORDER} attempts (payOrder: tooManyPaymentAttempts)`,
  'Reservation.orders': `the reservation and at most ${limits.MAX_EXTENSIONS_PER_RESERVATION} extensions (extendReservation: tooManyExtensions)`,
  'User.blik': `at most ${limits.MAX_BLIK_ALIASES_PER_USER} (saving one more forgets the oldest)`,
  'User.roles': 'the roles a user can hold (user, admin)',
  'Query.stayPrices': 'the three booking presets (30 minutes, 1 hour, 2 hours)',
  'Quote.breakdown': 'at most two lines: the first period and the further ones',
  'MapTile.parkings': `a tile's parkings: at most ${TILE_PARKINGS_LISTED} below zoom ${PARKINGS_FROM_ZOOM}; from it, a tile of about 1.5 km or less`,
  'MapTile.clusters': `one per cell of the tile's ${CLUSTER_GRID} × ${CLUSTER_GRID} grid`,
  'Query.parkingsInArea': `a map: at most ${MAX_MAP_PARKINGS} nearest the centre of a viewport of at most 2° (documented on the field)`,
  'Mutation.createSpots': `the spots just made: at most ${MAX_SPOTS_PER_BATCH}`,
  'Mutation.uploadImages': `the photos just uploaded: at most ${MAX_IMAGES_PER_UPLOAD}`,
  'Mutation.reorderImages': `a subject's photos: at most ${MAX_IMAGES_PER_SUBJECT}`,
  'Reservation.tickets': `at most ${MAX_TICKETS_PER_RESERVATION} (createTicket: tooManyReservationTickets)`,
  'Ticket.messages': `at most ${MAX_MESSAGES_PER_TICKET} (replyToTicket: tooManyTicketMessages)`,
  'Ticket.photos': `at most ${MAX_TICKET_PHOTOS} (createTicket: ticketPhotosPerMessage)`,
  'TicketMessage.photos': `at most ${MAX_TICKET_PHOTOS} (replyToTicket: ticketPhotosPerMessage)`,
  'Ticket.events': `at most ${MAX_TICKET_EVENTS} changes (tooManyTicketChanges)`,
  'PayoutBatch.payouts': `at most ${BATCH_LIMIT} transfers (createPayoutBatch takes no more into one file)`,
  // Decision 085: a cause is refunded once per payment (refunds_*_once_idx): a cancellation, a late payment, and one
  // refund per ticket about the stay.
  'Payment.refunds': `at most ${2 + MAX_TICKETS_PER_RESERVATION}: a cancellation, a late payment, one per ticket`,
  'Reservation.refunds': `each of its orders' payments' (at most ${limits.MAX_EXTENSIONS_PER_RESERVATION + 1} orders) refunds`,
  'TicketRefund.refunds': `one per order of the stay: at most ${limits.MAX_EXTENSIONS_PER_RESERVATION + 1}`,
};

/** Lists of an enumeration's values: never longer than the enumeration. */
const OF_ENUM = [
  'PublicParking.features',
  'PublicParkingSpot.features',
  'PublicSpot.features',
  'Spot.features',
  'AutomaticPayout.blockers',
  'Ticket.allowedStatuses',
  'PriceList.days',
  'Unavailability.days',
];

/** Lists of the DayOrEvent values written as words (weekdays and events, as the public page reads them). */
const OF_WEEKDAYS = ['PublicPriceList.days', 'PublicUnavailability.days'];

const schema = getSchema();
const objectTypes = Object.values(schema.getTypeMap()).filter(
  (type): type is GraphQLObjectType => isObjectType(type) && !type.name.startsWith('__'),
);
const isList = (field: GraphQLField<unknown, unknown>) => isListType(getNullableType(field.type));

/** A cursor page: `items` and `nextCursor`. */
const isCursorPage = (type: GraphQLObjectType) => {
  const fields = type.getFields();
  return type.name.endsWith('Page') && Boolean(fields.items && fields.nextCursor) && Object.keys(fields).length === 2;
};
/** The admin's user list (decision 064): offset paging with a total, at most 100 a page. */
const isOffsetPage = (type: GraphQLObjectType) => type.name === 'UserPage';

const listFields = objectTypes.flatMap((type) =>
  Object.values(type.getFields())
    .filter(isList)
    .map((field) => ({ name: `${type.name}.${field.name}`, type, field })),
);

describe('no list field caps silently', () => {
  it('every list is the items of a page or has a bound the API enforces', () => {
    const unaccounted = listFields
      .filter(({ type }) => !isCursorPage(type) && !isOffsetPage(type))
      .map(({ name }) => name)
      .filter((name) => !(name in BOUNDED) && !OF_ENUM.includes(name) && !OF_WEEKDAYS.includes(name));
    expect(unaccounted).toEqual([]);
  });

  it('names no list that is not one (the allow-list stays true)', () => {
    const names = new Set(listFields.map(({ name }) => name));
    expect([...Object.keys(BOUNDED), ...OF_ENUM, ...OF_WEEKDAYS].filter((name) => !names.has(name))).toEqual([]);
    for (const name of OF_ENUM) {
      const found = listFields.find((field) => field.name === name);
      expect(isEnumType(getNamedType(found?.field.type)), name).toBe(true);
    }
  });

  it('every field answering a cursor page takes first and after', () => {
    const paged = objectTypes.flatMap((type) =>
      Object.values(type.getFields())
        .filter((field) => {
          const named = getNamedType(field.type);
          return isObjectType(named) && isCursorPage(named);
        })
        .map((field) => ({
          name: `${type.name}.${field.name}`,
          args: field.args.map((arg) => `${arg.name}: ${String(arg.type)}`),
        })),
    );
    expect(paged.length).toBeGreaterThanOrEqual(11);
    for (const { name, args } of paged) {
      expect(args, name).toEqual(expect.arrayContaining(['first: Int', 'after: String']));
    }
  });

  it('answers the lists that were capped a page at a time', () => {
    const query = schema.getQueryType()!.getFields();
    const user = (schema.getType('User') as GraphQLObjectType).getFields();
    const fields = [
      query.myOrders,
      query.myPayments,
      query.myTransactions,
      query.myPayouts,
      query.myWalletHistory,
      query.myReservations,
      query.parkingReservations,
      query.myParkings,
      query.parkingsAwaitingVerification,
      query.bankAccountsAwaitingVerification,
      user.transactions,
    ];
    for (const field of fields) {
      const named = getNamedType(field?.type);
      expect(isObjectType(named) && isCursorPage(named), field?.name).toBe(true);
    }
  });
});
