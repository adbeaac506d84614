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
