// The rules shown next to a new password, checked as the user types. They mirror the shared strongPassword
// schema (packages/shared/src/validation/fields.ts), which stays the judge on submit; this copy exists so
// the hint does not pull zod into the first paint.
export const PASSWORD_RULES = [
  { key: 'length', test: (value: string) => [...value].length >= 8 },
  { key: 'lowercase', test: (value: string) => /\p{Ll}/u.test(value) },
  { key: 'uppercase', test: (value: string) => /\p{Lu}/u.test(value) },
  { key: 'digit', test: (value: string) => /\p{Nd}/u.test(value) },
  { key: 'special', test: (value: string) => /[^\p{L}\p{Nd}\s]/u.test(value) },
] as const;
