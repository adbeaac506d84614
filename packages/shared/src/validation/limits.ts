// How many of each thing a person may keep (issue 13, decision 064): lists that are not paged are short because
// the API refuses to grow them beyond these bounds, with the field error named beside each. Addresses
// (MAX_ADDRESSES_PER_PARKING, addresses.ts) and photos (MAX_IMAGES_PER_SUBJECT, images/limits.ts) have theirs.

/** Vehicles of one driver (createVehicle, on `input`: tooManyVehicles). */
export const MAX_VEHICLES_PER_USER = 20;

/** Billing accounts of one user (createBillingAccount, on `input`: tooManyBillingAccounts). */
export const MAX_BILLING_ACCOUNTS_PER_USER = 20;

/** Bank accounts of one owner (createBankAccount, on `input`: tooManyBankAccounts). */
export const MAX_BANK_ACCOUNTS_PER_USER = 10;

/** Organizations one person belongs to (createOrganization on `input`, accepting an invitation on `token`). */
export const MAX_ORGANIZATIONS_PER_USER = 20;

/** Members and open invitations of one organization together (inviteOrganizationMember, on `organizationId`). */
export const MAX_MEMBERS_PER_ORGANIZATION = 200;

/** Price lists of one parking, the basic one included (createPriceList, on `parkingId`). */
export const MAX_PRICE_LISTS_PER_PARKING = 20;

/** Unavailability periods of one parking (createUnavailability, on `parkingId`). */
export const MAX_UNAVAILABILITIES_PER_PARKING = 50;

/** Spots of one parking that are not deleted (createSpots, on `to`). */
export const MAX_SPOTS_PER_PARKING = 1000;

/** Payment attempts of one order, failed ones included (payOrder, on `orderId`). */
export const MAX_PAYMENT_ATTEMPTS_PER_ORDER = 20;

/** Extension orders of one reservation, unpaid ones included (extendReservation, on `reservationId`). */
export const MAX_EXTENSIONS_PER_RESERVATION = 20;

/** Saved BLIK entries of one user: saving one more forgets the oldest (the gateway saves them, no one asks). */
export const MAX_BLIK_ALIASES_PER_USER = 10;
