import { describe, expect, it } from 'vitest';
import { formatMessage, messages } from './messages';
import { bankAccountInput, billingAccountInput, createSpotsInput, organizationInput, spotInput } from './owners';

type Issues = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const fieldErrors = (result: Issues) =>
  Object.fromEntries((result.error?.issues ?? []).toReversed().map((issue) => [issue.path.join('.'), issue.message]));

const billing = {
  fullName: 'Anna Nowak',
  street: 'Marszałkowska',
  buildingNumber: '10',
  postcode: '00-950',
  city: 'Warszawa',
  invoiceEmail: 'Anna@Example.PL',
};

describe('billingAccountInput', () => {
  it('accepts a private person and fills the defaults', () => {
    expect(billingAccountInput.parse({ ...billing, localNumber: '', vatId: '' })).toEqual({
      ...billing,
      invoiceEmail: 'anna@example.pl',
      currency: 'PLN',
      isMonthlyBilling: false,
      wantsVatInvoice: false,
      isDefault: false,
    });
  });

  it('accepts a company with a VAT invoice and stores the NIP as 10 digits', () => {
    const result = billingAccountInput.parse({
      ...billing,
      fullName: null,
      companyName: 'Parkshare sp. z o.o.',
      vatId: 'PL 123-456-32-18',
      wantsVatInvoice: true,
    });
    expect(result.vatId).toBe('1234563218');
  });

  it('needs a full name or a company name, and a NIP for a VAT invoice', () => {
    expect(fieldErrors(billingAccountInput.safeParse({ ...billing, fullName: '  ', wantsVatInvoice: true }))).toEqual({
      fullName: messages.nameOrCompany,
      vatId: messages.required,
    });
  });

  it('says which fields are wrong', () => {
    const result = billingAccountInput.safeParse({
      ...billing,
      vatId: '1234563219',
      postcode: '00950',
      city: '',
      buildingNumber: undefined,
      invoiceEmail: 'x',
      currency: 'EUR',
    });
    expect(fieldErrors(result)).toEqual({
      vatId: messages.invalidNip,
      postcode: messages.invalidPostcode,
      city: messages.required,
      buildingNumber: messages.required,
      invoiceEmail: messages.email,
      currency: messages.invalidValue,
    });
  });

  it('caps every text field', () => {
    const long = 'a'.repeat(10_000);
    const result = billingAccountInput.safeParse({
      ...billing,
      fullName: long,
      companyName: long,
      street: long,
      buildingNumber: long,
      localNumber: long,
      city: long,
      vatId: long,
      invoiceEmail: `${long}@x.pl`,
      postcode: long,
      bankAccountId: long,
    });
    const errors = fieldErrors(result);
    for (const field of [
      'fullName',
      'companyName',
      'street',
      'buildingNumber',
      'localNumber',
      'city',
      'vatId',
      'invoiceEmail',
      'bankAccountId',
    ]) {
      expect(errors[field], field).toMatch(/^This field should be no more than \d+ characters long\.$/);
    }
    expect(errors.postcode).toBe(messages.invalidPostcode);
  });

  it('refuses wrongly typed values', () => {
    const result = billingAccountInput.safeParse({
      ...billing,
      fullName: 42,
      postcode: 950,
      city: null,
      isDefault: 'yes',
    });
    expect(fieldErrors(result)).toMatchObject({
      fullName: messages.invalidValue,
      postcode: messages.required,
      city: messages.required,
      isDefault: messages.invalidValue,
    });
  });
});

describe('bankAccountInput', () => {
  it('stores the compact IBAN', () => {
    expect(bankAccountInput.parse({ accountNumber: '61 1090 1014 0000 0712 1981 2874', name: 'Main' })).toEqual({
      accountNumber: 'PL61109010140000071219812874',
      name: 'Main',
      isDefault: false,
    });
  });

  it.each([
    ['PL62 1090 1014 0000 0712 1981 2874', messages.invalidIban],
    ['', messages.required],
    [null, messages.required],
    ['1'.repeat(10_000), formatMessage('maxLength', { count: 64 })],
  ])('refuses %j', (accountNumber, message) => {
    expect(fieldErrors(bankAccountInput.safeParse({ accountNumber, name: 'Main' })).accountNumber).toBe(message);
  });
});

describe('organizationInput', () => {
  it('accepts each type, with or without a description', () => {
    for (const type of ['community', 'company', 'other']) {
      expect(organizationInput.safeParse({ name: 'Wspólnota Mieszkaniowa Złota 44', type }).success).toBe(true);
    }
    expect(organizationInput.parse({ name: 'A', description: '', type: 'other' }).description).toBeUndefined();
  });

  it('refuses a long description, a missing name and an unknown type', () => {
    expect(fieldErrors(organizationInput.safeParse({ name: '', description: 'x'.repeat(1001), type: 'club' }))).toEqual(
      {
        name: messages.required,
        description: formatMessage('maxLength', { count: 1000 }),
        type: messages.invalidValue,
      },
    );
  });
});

describe('spotInput', () => {
  it.each(['A-1', 'P1 12', 'Ł-3', '12345678901234567890'])('accepts %j', (number) => {
    expect(spotInput.safeParse({ number }).success).toBe(true);
  });

  it.each([
    ['', messages.required],
    [null, messages.required],
    ['A_1', messages.invalidSpotNumber],
    ['A--1', messages.invalidSpotNumber],
    ['A-١', messages.invalidSpotNumber],
    ['<b>1', messages.invalidSpotNumber],
    ['1'.repeat(21), formatMessage('maxLength', { count: 20 })],
    ['1'.repeat(10_000), formatMessage('maxLength', { count: 20 })],
  ])('refuses %j', (number, message) => {
    expect(fieldErrors(spotInput.safeParse({ number, hasRestrictions: false })).number).toBe(message);
  });
});

describe('createSpotsInput', () => {
  it('accepts a template and a range', () => {
    expect(createSpotsInput.safeParse({ parkingId: 'p1', template: 'A-XX', from: 1, to: 20 }).success).toBe(true);
  });

  it.each([
    [{ template: 'A-12', from: 1, to: 2 }, 'template', messages.templateWithoutX],
    [{ template: 'A-XX', from: 1, to: 100 }, 'to', formatMessage('templateRange', { count: 2, max: '99' })],
    [{ template: 'XXXX', from: 1, to: 1000 }, 'to', formatMessage('tooManySpots', { count: 500 })],
    [{ template: 'A-XX', from: 3, to: 2 }, 'to', messages.fromAfterTo],
    [{ template: 'A-XX', from: '1', to: 2 }, 'from', messages.nonNegativeInteger],
    [{ template: 'A-XX', from: 1.5, to: 2 }, 'from', messages.nonNegativeInteger],
    [{ template: 'X'.repeat(10_000), from: 1, to: 2 }, 'template', formatMessage('maxLength', { count: 1000 })],
  ])('puts the template error %j on its field', (input, field, message) => {
    expect(fieldErrors(createSpotsInput.safeParse({ parkingId: 'p1', ...input }))[field]).toBe(message);
  });
});
