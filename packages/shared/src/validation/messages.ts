// The validation messages of SPEC §5, word for word. The server sends these English texts in
// `extensions.validation`; the web app finds the key and parameters again with `matchMessage` and shows
// the text in the user's language (locales/<lng>/validation.json uses the same keys).
export const messages = {
  required: 'This field is required.',
  email: 'Invalid email format.',
  emailTaken: 'The email has already been taken.',
  minLength: 'This field should be at least {{count}} characters long.',
  maxLength: 'This field should be no more than {{count}} characters long.',
  strongPassword:
    'The password must contain a lowercase letter, an uppercase letter, a digit and a special character.',
  commonPassword: 'This password is too common. Choose a less predictable one.',
  checked: 'This field must be checked',
  blikCode: 'The BLIK code must have exactly 6 digits.',
  registrationNumber: 'Invalid registration number format.',
  endAfterStart: 'End time must be later than start time.',
  notInFuture: 'The time cannot be later than the present time.',
  notInPast: 'The time cannot be earlier than the present time.',
  invalidCode: 'Code invalid. Enter the code again.',
  invalidCredentials: 'Invalid email address or password.',
  invalidValue: 'Invalid value.',
  invalidLanguage: 'Choose one of the available languages.',
  invalidTimezone: 'Choose a valid time zone.',
  invalidDate: 'Enter a valid date.',
  wrongPassword: 'The current password is incorrect.',
  samePassword: 'The new password must differ from the current one.',
  invalidResetToken: 'This password reset link is invalid or has expired.',
  codeExpired: 'The code has expired. Send a new one.',
  tooManyAttempts: 'Too many attempts. Send a new code.',
  tooManyRequests: 'Too many attempts. Try again in {{count}} seconds.',
  invalidNip: 'Invalid VAT identification number.',
  invalidIban: 'Invalid bank account number.',
  invalidPostcode: 'Enter the postcode as NN-NNN.',
  nameOrCompany: 'Enter a full name or a company name.',
  alreadyMember: 'This person is already a member of the organization.',
  alreadyMemberSelf: 'You are already a member of this organization.',
  lastAdmin: 'An organization needs at least one administrator.',
  invitationInvalid: 'This invitation link is invalid.',
  invitationExpired: 'This invitation has expired. Ask for a new one.',
  invitationUsed: 'This invitation has already been used.',
  invitationRevoked: 'This invitation has been withdrawn.',
  invitationOtherEmail: 'This invitation was sent to a different email address.',
  invalidSpotNumber: 'A spot number may contain only letters, digits, hyphens and spaces.',
  invalidTemplate: 'A template may contain only letters, digits, hyphens and spaces.',
  templateWithoutX: 'Mark the digits of the number with X, for example A-XX.',
  templateSeparateX: 'Put all X next to each other, for example A-XX.',
  templateRange: 'The template has room for {{count}} digits, so the last number can be at most {{max}}.',
  nonNegativeInteger: 'Enter a whole number, 0 or more.',
  fromAfterTo: 'The last number cannot be smaller than the first one.',
  tooManySpots: 'You can add at most {{count}} spots at once.',
  spotsExist: 'These spot numbers already exist: {{numbers}}.',
  spotNumberTaken: 'This spot number already exists.',
  invalidCountry: 'Enter the country as a two-letter code, for example PL.',
  invalidLatitude: 'Latitude must be a number from -90 to 90.',
  invalidLongitude: 'Longitude must be a number from -180 to 180.',
  basicAddressExists: 'This parking already has a basic address; edit it instead.',
  basicAddressKept: 'An active parking must keep its basic address. Edit the address instead.',
  tooManyAddresses: 'A parking can have at most {{count}} addresses.',
  positiveInteger: 'Enter a whole number greater than 0.',
  maxValue: 'The value can be at most {{max}}.',
  restrictionRequired: 'With restrictions on, enter at least one maximum size.',
  ownBillingAccount: 'Choose one of your billing accounts.',
  organizationAdminOnly: 'Choose an organization in which you are an administrator.',
  parkingStatusForbids: 'This cannot be done while the parking has its current status.',
  missingBasicAddress: 'Add the address of the parking.',
  missingSpots: 'Add at least one spot.',
  missingBasicPriceList: 'Add the basic price list.',
  spotHasReservations: 'This spot has upcoming reservations, so it cannot be deleted.',
  spotHasHistory: 'This spot has past reservations, so it cannot be deleted.',
  invalidTime: 'Enter a time as HH:MM.',
  daysRequired: 'Choose at least one day or event.',
  invalidMoney: 'Enter an amount with at most two decimal places, for example 5.50.',
  priceTooHigh: 'The price can be at most {{max}} PLN.',
  basicPriceListInUse: 'The basic price list cannot be deleted while the parking has other price lists.',
  basicPriceListRequired: 'An active parking must keep its basic price list.',
  noPriceList: 'This parking has no price list yet.',
  noApplicablePriceList: 'No price list applies at the start of this stay.',
  stayTooLong: 'A stay can last at most 1 year.',
  amountTooLarge: 'The price of this stay is too high to quote.',
  spotNotInParking: 'Choose a spot of this parking.',
  imageTooLarge: 'The image is too large. The maximum size is {{max}} MB.',
  imageType: 'The file is not a JPEG, PNG or WebP image.',
  imageTooManyPixels: 'The image has too many pixels. The maximum is {{max}} megapixels.',
  imagesPerUpload: 'You can upload at most {{count}} photos at once.',
  imagesPerSubject: 'A parking, address or spot can have at most {{count}} photos.',
  imagesOrder: 'List every photo of this place exactly once.',
} as const;

export type MessageKey = keyof typeof messages;

export function formatMessage(key: MessageKey, params: Record<string, string | number> = {}): string {
  return messages[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

const patterns = (Object.keys(messages) as MessageKey[]).map((key) => {
  const names: string[] = [];
  const source = messages[key]
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\\\{\\\{(\w+)\\\}\\\}/g, (_, name: string) => {
      names.push(name);
      return '(.+?)';
    });
  return { key, names, regex: new RegExp(`^${source}$`) };
});

/** Finds which catalogue message a text is, with its parameters; null for a text outside the catalogue. */
export function matchMessage(text: string): { key: MessageKey; params: Record<string, string> } | null {
  for (const { key, names, regex } of patterns) {
    const found = regex.exec(text);
    if (found) {
      return { key, params: Object.fromEntries(names.map((name, i) => [name, found[i + 1] ?? ''])) };
    }
  }
  return null;
}
