import { z } from 'zod/mini';
import { ADDRESS_TYPES } from '../parkings/status';
import { optionalString, requiredString } from './fields';
import { formatMessage, messages } from './messages';
import { isPostcode } from './postcode';

// A parking's addresses (SPEC §3): the basic one puts the parking on the map, entry and exit guide drivers.
// The address creator and the API use these schemas.

export const ADDRESS_TEXT_MAX_LENGTH = 100;
export const ADDRESS_NUMBER_MAX_LENGTH = 20;
export const POSTCODE_MAX_LENGTH = 16;
export const DEFAULT_COUNTRY = 'PL';
/** At most this many addresses (basic, entries and exits together) per parking. */
export const MAX_ADDRESSES_PER_PARKING = 20;
const ID_MAX_LENGTH = 64;

// ISO 3166-1 alpha-2, the officially assigned codes.
const COUNTRY_CODES = new Set(
  (
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY ' +
    'BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK ' +
    'FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR ' +
    'IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ' +
    'ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM ' +
    'PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF ' +
    'TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
  ).split(' '),
);

export const isCountryCode = (value: unknown): boolean => typeof value === 'string' && COUNTRY_CODES.has(value);

// Empty means Poland (forms send "", the API may get null); letters are compared in capitals.
const country = z.pipe(
  z.pipe(
    z.optional(z.nullable(z.string({ error: messages.invalidValue }).check(z.trim(), z.toUpperCase()))),
    z.transform((value: string | null | undefined) => value || DEFAULT_COUNTRY),
  ),
  z.string().check(z.refine(isCountryCode, messages.invalidCountry)),
);

// Latitude and longitude come from the map; a missing one is "required", anything but a finite number in range
// (a string, NaN, Infinity) is the range message, since that is what the user can act on.
const coordinate = (limit: number, message: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? messages.required : message) })
    .check(z.gte(-limit, message), z.lte(limit, message));

// Postcodes abroad vary (letters, spaces); Polish ones are checked exactly by the object rule below.
const postcode = optionalString(POSTCODE_MAX_LENGTH).check(
  z.refine((value: string | undefined) => value === undefined || /^[\p{L}\p{Nd}][\p{L}\p{Nd} -]*$/u.test(value), {
    message: messages.invalidValue,
    // A too-long postcode already has its message.
    abort: true,
  }),
);

const fields = {
  type: z.enum(ADDRESS_TYPES, { error: messages.invalidValue }),
  country,
  region: optionalString(ADDRESS_TEXT_MAX_LENGTH),
  city: requiredString(ADDRESS_TEXT_MAX_LENGTH),
  // Villages without street names write "Wólka 12": the street is optional.
  street: optionalString(ADDRESS_TEXT_MAX_LENGTH),
  number: optionalString(ADDRESS_NUMBER_MAX_LENGTH),
  postcode,
  latitude: coordinate(90, messages.invalidLatitude),
  longitude: coordinate(180, messages.invalidLongitude),
};

// Runs even when other fields failed, so the user sees every problem at once.
const polishPostcode = z.refine(
  (value: unknown) => {
    const { country, postcode } = value as { country?: unknown; postcode?: unknown };
    return !(country === 'PL' && typeof postcode === 'string' && postcode && !isPostcode(postcode));
  },
  {
    message: messages.invalidPostcode,
    path: ['postcode'],
    // Not again when the postcode already has its own message (e.g. too long).
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !payload.issues.some((issue) => issue.path?.[0] === 'postcode'),
  },
);

const parkingId = requiredString(ID_MAX_LENGTH);

export const parkingAddressInput = z.object({ parkingId, ...fields }).check(polishPostcode);
export type ParkingAddressInput = z.input<typeof parkingAddressInput>;
export type ParkingAddressData = z.output<typeof parkingAddressInput>;

/** Editing: the address stays with its parking, so parkingId may be left out (if given, it must be the same). */
export const parkingAddressUpdateInput = z
  .object({ parkingId: z.optional(z.nullable(parkingId)), ...fields })
  .check(polishPostcode);
export type ParkingAddressUpdateData = z.output<typeof parkingAddressUpdateInput>;

/** The message for too many addresses on one parking. */
export const tooManyAddressesMessage = () => formatMessage('tooManyAddresses', { count: MAX_ADDRESSES_PER_PARKING });
