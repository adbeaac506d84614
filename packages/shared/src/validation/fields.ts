// zod/mini: the same checks as classic zod as plain functions, so the web bundle carries only the ones used
// (about a third of classic zod's weight; decision 020). The API imports classic zod elsewhere, which installs
// the English default messages globally; every message a user can meet here is given explicitly anyway.
import { z } from 'zod/mini';
import { formatMessage, messages } from './messages';

// Building blocks every input schema uses, so that one rule always says the same thing.

export const PASSWORD_MIN_LENGTH = 8;
// Long passphrases are welcome; the cap only protects the hasher from megabyte inputs. Never truncated.
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const requiredString = (max: number, min = 1) =>
  z
    .string({ error: messages.required })
    .check(
      z.trim(),
      z.minLength(1, messages.required),
      ...(min > 1 ? [z.minLength(min, formatMessage('minLength', { count: min }))] : []),
      z.maxLength(max, formatMessage('maxLength', { count: max })),
    );

export const email = z.pipe(
  z.pipe(
    z
      .string({ error: messages.required })
      .check(
        z.trim(),
        z.minLength(1, messages.required),
        z.maxLength(EMAIL_MAX_LENGTH, formatMessage('maxLength', { count: EMAIL_MAX_LENGTH })),
      ),
    z.email({ error: messages.email }),
  ),
  z.transform((value: string) => value.toLowerCase()),
);

/** Any password that may be typed at sign-in: only presence and the cap are checked. */
export const anyPassword = z
  .string({ error: messages.required })
  .check(
    z.minLength(1, messages.required),
    z.maxLength(PASSWORD_MAX_LENGTH, formatMessage('maxLength', { count: PASSWORD_MAX_LENGTH })),
  );

/** SPEC §5 strong password: lowercase, uppercase, digit, special character, at least 8 characters. */
export const strongPassword = z.string({ error: messages.required }).check(
  z.minLength(1, messages.required),
  z.minLength(PASSWORD_MIN_LENGTH, formatMessage('minLength', { count: PASSWORD_MIN_LENGTH })),
  z.maxLength(PASSWORD_MAX_LENGTH, formatMessage('maxLength', { count: PASSWORD_MAX_LENGTH })),
  z.refine((value: string) => isStrongPassword(value), messages.strongPassword),
);

export function isStrongPassword(value: string): boolean {
  return /\p{Ll}/u.test(value) && /\p{Lu}/u.test(value) && /\p{Nd}/u.test(value) && /[^\p{L}\p{Nd}\s]/u.test(value);
}

/**
 * A text the user may leave empty: forms send "" for an empty field and the API may get null, both become
 * undefined, so the service stores NULL rather than an empty string.
 */
export const optionalString = (max: number) =>
  z.pipe(
    z.optional(
      z.nullable(
        z
          .string({ error: messages.invalidValue })
          .check(z.trim(), z.maxLength(max, formatMessage('maxLength', { count: max }))),
      ),
    ),
    z.transform((value: string | null | undefined) => (value ? value : undefined)),
  );

/** A yes/no field that a form may omit; absent means no. */
export const flag = z._default(z.boolean({ error: messages.invalidValue }), false);
