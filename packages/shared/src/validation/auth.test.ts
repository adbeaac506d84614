import { describe, expect, it } from 'vitest';
import { changePasswordInput, isBirthday, registerUserInput, updateProfileInput } from './auth';
import { formatMessage, matchMessage, messages } from './messages';

const fieldErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  // The first message of each field, as the forms show it.
  Object.fromEntries((result.error?.issues ?? []).toReversed().map((issue) => [issue.path.join('.'), issue.message]));

describe('registerUserInput', () => {
  const valid = { name: 'Anna', email: ' Anna@Example.PL ', password: 'Str0ng!pass', terms: true, language: 'pl' };

  it('accepts a valid registration and normalises the e-mail', () => {
    const result = registerUserInput.parse(valid);
    expect(result.email).toBe('anna@example.pl');
  });

  it('says each SPEC §5 message word for word', () => {
    const result = registerUserInput.safeParse({ name: '', email: 'nope', password: 'short', terms: false });
    expect(fieldErrors(result)).toEqual({
      name: 'This field is required.',
      email: 'Invalid email format.',
      password: 'This field should be at least 8 characters long.',
      terms: 'This field must be checked',
      language: messages.invalidLanguage,
    });
  });

  it('treats missing and wrongly typed fields as required', () => {
    const result = registerUserInput.safeParse({
      name: 42,
      email: null,
      password: undefined,
      terms: 'yes',
      language: 'en',
    });
    expect(fieldErrors(result)).toMatchObject({
      name: messages.required,
      email: messages.required,
      password: messages.required,
    });
  });

  it.each([
    ['alllowercase1!', false],
    ['ALLUPPERCASE1!', false],
    ['NoDigitsHere!', false],
    ['NoSpecial123', false],
    ['Zażółć1!', true],
    ['Str0ng!pass', true],
  ])('password %s strong: %s', (password, ok) => {
    expect(registerUserInput.safeParse({ ...valid, password }).success).toBe(ok);
  });

  it('refuses oversized input with the max-length message', () => {
    const result = registerUserInput.safeParse({
      ...valid,
      name: 'a'.repeat(10_000),
      password: `Aa1!${'x'.repeat(300)}`,
    });
    expect(fieldErrors(result)).toMatchObject({
      name: 'This field should be no more than 100 characters long.',
      password: 'This field should be no more than 256 characters long.',
    });
  });

  it('keeps a 64-character password whole', () => {
    const password = `Aa1!${'x'.repeat(60)}`;
    expect(registerUserInput.parse({ ...valid, password }).password).toBe(password);
  });
});

describe('changePasswordInput', () => {
  it('refuses a new password equal to the current one', () => {
    const result = changePasswordInput.safeParse({ currentPassword: 'Str0ng!pass', newPassword: 'Str0ng!pass' });
    expect(fieldErrors(result)).toEqual({ newPassword: messages.samePassword });
  });
});

describe('updateProfileInput', () => {
  it('accepts a real time zone and birthday, refuses invented ones', () => {
    expect(
      updateProfileInput.safeParse({ name: 'A', language: 'en', timezone: 'Europe/Warsaw', birthdayOn: '1990-02-28' })
        .success,
    ).toBe(true);
    const result = updateProfileInput.safeParse({
      name: 'A',
      language: 'de',
      timezone: 'Mars/Olympus',
      birthdayOn: '1990-02-30',
    });
    expect(Object.keys(fieldErrors(result)).sort()).toEqual(['birthdayOn', 'language', 'timezone']);
  });

  it('judges birthdays against today', () => {
    expect(isBirthday('2026-11-23', new Date('2026-11-22T12:00:00Z'))).toBe(false);
    expect(isBirthday('1899-12-31')).toBe(false);
    expect(isBirthday('2000-02-29')).toBe(true);
  });
});

describe('messages', () => {
  it('finds the key and parameters of a formatted message', () => {
    expect(matchMessage(formatMessage('minLength', { count: 8 }))).toEqual({
      key: 'minLength',
      params: { count: '8' },
    });
    expect(matchMessage(messages.required)).toEqual({ key: 'required', params: {} });
    expect(matchMessage('Something else')).toBeNull();
  });
});
