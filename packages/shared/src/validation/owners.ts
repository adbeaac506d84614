import { z } from 'zod/mini';
import { SPOT_FEATURES, sortedFeatures, type SpotFeature } from '../spots/features';
import { expandSpotTemplate } from '../spots/numbering-template';
import { SPOT_NUMBER_MAX_LENGTH, SPOT_NUMBER_PATTERN } from '../spots/spot-number';
import { email, flag, NAME_MAX_LENGTH, optionalString, requiredString } from './fields';
import { normalizeIban } from './iban';
import { formatMessage, messages } from './messages';
import { normalizeNip } from './nip';
import { isPostcode } from './postcode';

// The owner forms of issue 3 (SPEC §3 fields). One schema per input: the forms and the API use the same ones.

export const COMPANY_NAME_MAX_LENGTH = 200;
export const ADDRESS_PART_MAX_LENGTH = 100;
export const LOCAL_NUMBER_MAX_LENGTH = 20;
export const DESCRIPTION_MAX_LENGTH = 1000;
// Ids are UUIDs today; the cap only keeps junk out of the query, the service checks that the row exists.
const ID_MAX_LENGTH = 64;
const id = requiredString(ID_MAX_LENGTH);

// Parses the text and hands on the normal form, so the service stores one spelling of each number.
const normalized = (normalize: (value: string) => string | null, message: string, max: number) =>
  z.pipe(
    z.string({ error: messages.required }).check(
      z.trim(),
      z.minLength(1, messages.required),
      z.maxLength(max, formatMessage('maxLength', { count: max })),
      z.refine((value: string) => normalize(value) !== null, message),
    ),
    z.transform((value: string) => normalize(value) as string),
  );

export const vatId = normalized(normalizeNip, messages.invalidNip, 32);
export const iban = normalized(normalizeIban, messages.invalidIban, 64);
// Empty means "no NIP" (a private person); anything typed must be a valid one.
const optionalVatId = z.pipe(
  optionalString(32).check(
    z.refine((value: string | undefined) => value === undefined || normalizeNip(value) !== null, messages.invalidNip),
  ),
  z.transform((value: string | undefined) => (value === undefined ? undefined : (normalizeNip(value) as string))),
);

export const postcode = z
  .string({ error: messages.required })
  .check(z.trim(), z.minLength(1, messages.required), z.refine(isPostcode, messages.invalidPostcode));

export const billingAccountInput = z
  .object({
    fullName: optionalString(NAME_MAX_LENGTH),
    companyName: optionalString(COMPANY_NAME_MAX_LENGTH),
    vatId: optionalVatId,
    // Villages without street names write "Wólka 12": street is optional, the building number is not.
    street: optionalString(ADDRESS_PART_MAX_LENGTH),
    buildingNumber: requiredString(LOCAL_NUMBER_MAX_LENGTH),
    localNumber: optionalString(LOCAL_NUMBER_MAX_LENGTH),
    postcode,
    city: requiredString(ADDRESS_PART_MAX_LENGTH),
    // Only złoty for now (SPEC §9); the field exists so that other currencies need no schema change.
    currency: z._default(z.literal('PLN', { error: messages.invalidValue }), 'PLN'),
    invoiceEmail: email,
    isMonthlyBilling: flag,
    wantsVatInvoice: flag,
    bankAccountId: optionalString(ID_MAX_LENGTH),
    isDefault: flag,
  })
  .check(
    z.refine((value: { fullName?: string; companyName?: string }) => Boolean(value.fullName ?? value.companyName), {
      message: messages.nameOrCompany,
      path: ['fullName'],
    }),
    // A VAT invoice is issued to a NIP, so asking for one without it would only fail later at invoicing.
    z.refine((value: { vatId?: string; wantsVatInvoice: boolean }) => !value.wantsVatInvoice || Boolean(value.vatId), {
      message: messages.required,
      path: ['vatId'],
    }),
  );
export type BillingAccountInput = z.input<typeof billingAccountInput>;
export type BillingAccountData = z.output<typeof billingAccountInput>;

export const BANK_ACCOUNT_REJECTION_MAX_LENGTH = 1000;

export const bankAccountInput = z.object({
  accountNumber: iban,
  name: requiredString(NAME_MAX_LENGTH),
  isDefault: flag,
});
export type BankAccountInput = z.input<typeof bankAccountInput>;
export type BankAccountData = z.output<typeof bankAccountInput>;

/** An admin refuses a bank account with a reason the owner reads (same limit as a parking's). */
export const rejectBankAccountInput = z.object({
  reason: requiredString(BANK_ACCOUNT_REJECTION_MAX_LENGTH),
});
export type RejectBankAccountInput = z.input<typeof rejectBankAccountInput>;

export const ORGANIZATION_TYPES = ['community', 'company', 'other'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

export const organizationInput = z.object({
  name: requiredString(COMPANY_NAME_MAX_LENGTH),
  description: optionalString(DESCRIPTION_MAX_LENGTH),
  type: z.enum(ORGANIZATION_TYPES, { error: messages.invalidValue }),
});
export type OrganizationInput = z.input<typeof organizationInput>;
export type OrganizationData = z.output<typeof organizationInput>;

export const spotNumber = z
  .string({ error: messages.required })
  .check(
    z.trim(),
    z.normalize('NFC'),
    z.minLength(1, messages.required),
    z.maxLength(SPOT_NUMBER_MAX_LENGTH, formatMessage('maxLength', { count: SPOT_NUMBER_MAX_LENGTH })),
    z.regex(SPOT_NUMBER_PATTERN, messages.invalidSpotNumber),
  );

/** A spot's features (SPOT_FEATURES), each at most once; nothing given keeps none (creation) or leaves them. */
export const spotFeatures = z.optional(
  z.pipe(
    z
      .array(z.enum(SPOT_FEATURES, { error: messages.invalidValue }), { error: messages.invalidValue })
      .check(z.maxLength(SPOT_FEATURES.length * 2, messages.invalidValue)),
    z.transform((features: SpotFeature[]) => sortedFeatures(features)),
  ),
);

export const spotInput = z.object({ number: spotNumber, hasRestrictions: flag, features: spotFeatures });
export type SpotInput = z.input<typeof spotInput>;

const counter = z.number({ error: messages.nonNegativeInteger });

/** Bulk creation from a numbering template; the template's own errors land on the field they concern. */
export const createSpotsInput = z
  .object({
    parkingId: id,
    // Checked by expandSpotTemplate below; the cap here only bounds the work before it.
    template: z
      .string({ error: messages.required })
      .check(z.maxLength(1000, formatMessage('maxLength', { count: 1000 }))),
    from: counter,
    to: counter,
    features: spotFeatures,
  })
  .check(
    z.superRefine((value, ctx) => {
      const result = expandSpotTemplate(value);
      if (!result.ok) ctx.addIssue({ code: 'custom', message: result.error.message, path: [result.error.field] });
    }),
  );
export type CreateSpotsInput = z.input<typeof createSpotsInput>;
