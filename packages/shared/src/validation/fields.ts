import { z } from 'zod';
import { formatMessage, messages } from './messages';

// Building blocks every input schema uses, so that one rule always says the same thing.

export const PASSWORD_MIN_LENGTH = 8;
// Long passphrases are welcome; the cap only protects the hasher from megabyte inputs. Never truncated.
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const requiredString = (max: number, min = 1) => {
  const base = z.string({ error: messages.required }).trim().min(1, messages.required);
  const withMin = min > 1 ? base.min(min, formatMessage('minLength', { count: min })) : base;
  return withMin.max(max, formatMessage('maxLength', { count: max }));
};

export const email = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(EMAIL_MAX_LENGTH, formatMessage('maxLength', { count: EMAIL_MAX_LENGTH }))
  .pipe(z.email({ error: messages.email }))
  .transform((value) => value.toLowerCase());

/** Any password that may be typed at sign-in: only presence and the cap are checked. */
export const anyPassword = z
  .string({ error: messages.required })
  .min(1, messages.required)
  .max(PASSWORD_MAX_LENGTH, formatMessage('maxLength', { count: PASSWORD_MAX_LENGTH }));

/** SPEC §5 strong password: lowercase, uppercase, digit, special character, at least 8 characters. */
export const strongPassword = z
  .string({ error: messages.required })
  .min(1, messages.required)
  .min(PASSWORD_MIN_LENGTH, formatMessage('minLength', { count: PASSWORD_MIN_LENGTH }))
  .max(PASSWORD_MAX_LENGTH, formatMessage('maxLength', { count: PASSWORD_MAX_LENGTH }))
  .refine((value) => isStrongPassword(value), messages.strongPassword);

export function isStrongPassword(value: string): boolean {
  return /\p{Ll}/u.test(value) && /\p{Lu}/u.test(value) && /\p{Nd}/u.test(value) && /[^\p{L}\p{Nd}\s]/u.test(value);
}
