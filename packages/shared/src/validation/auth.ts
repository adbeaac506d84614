import { z } from 'zod/mini';
import { LOCALES } from '../locales';
import { anyPassword, email, NAME_MAX_LENGTH, requiredString, strongPassword } from './fields';
import { messages } from './messages';

// One schema per input: the forms use them through the zod resolver, the API parses every input with them.

export const VERIFICATION_CODE_LENGTH = 6;

const language = z.enum(LOCALES, { error: messages.invalidLanguage });
const verificationCode = z
  .string({ error: messages.required })
  .check(z.trim(), z.minLength(1, messages.required), z.regex(/^\d{6}$/, messages.invalidCode));

export const registerUserInput = z.object({
  name: requiredString(NAME_MAX_LENGTH),
  email,
  password: strongPassword,
  terms: z.literal(true, { error: messages.checked }),
  language,
});
export type RegisterUserInput = z.input<typeof registerUserInput>;

export const loginUserInput = z.object({ email, password: anyPassword });
export type LoginUserInput = z.input<typeof loginUserInput>;

export const verifyEmailInput = z.object({ email, code: verificationCode });
export type VerifyEmailInput = z.input<typeof verifyEmailInput>;

export const emailOnlyInput = z.object({ email });
export type EmailOnlyInput = z.input<typeof emailOnlyInput>;

export const resetPasswordInput = z.object({
  token: requiredString(512),
  password: strongPassword,
});
export type ResetPasswordInput = z.input<typeof resetPasswordInput>;

export const changePasswordInput = z.object({ currentPassword: anyPassword, newPassword: strongPassword }).check(
  z.refine((value: { currentPassword: string; newPassword: string }) => value.currentPassword !== value.newPassword, {
    message: messages.samePassword,
    path: ['newPassword'],
  }),
);
export type ChangePasswordInput = z.input<typeof changePasswordInput>;

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.length <= 64;
  } catch {
    return false;
  }
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date in YYYY-MM-DD, not in the future and not before 1900. */
export function isBirthday(value: string, today = new Date()): boolean {
  const match = isoDate.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return real && y >= 1900 && date.getTime() <= today.getTime();
}

export const updateProfileInput = z.object({
  name: requiredString(NAME_MAX_LENGTH),
  language,
  timezone: z
    .string({ error: messages.required })
    .check(z.minLength(1, messages.required), z.refine(isTimeZone, messages.invalidTimezone)),
  birthdayOn: z.optional(
    z.nullable(z.string().check(z.refine((value: string) => isBirthday(value), messages.invalidDate))),
  ),
});
export type UpdateProfileInput = z.input<typeof updateProfileInput>;
