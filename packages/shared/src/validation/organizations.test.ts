import { describe, expect, it } from 'vitest';
import { formatMessage, messages } from './messages';
import { invitationTokenInput, inviteMemberInput, memberRoleInput } from './organizations';

type Issues = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const fieldErrors = (result: Issues) =>
  Object.fromEntries((result.error?.issues ?? []).toReversed().map((issue) => [issue.path.join('.'), issue.message]));

describe('inviteMemberInput', () => {
  it('trims and lowercases the address', () => {
    expect(inviteMemberInput.parse({ organizationId: ' abc ', email: ' Sasiad@Example.PL ' })).toEqual({
      organizationId: 'abc',
      email: 'sasiad@example.pl',
    });
  });

  it('names the field for missing, malformed and oversized values', () => {
    expect(fieldErrors(inviteMemberInput.safeParse({}))).toEqual({
      organizationId: messages.required,
      email: messages.required,
    });
    expect(fieldErrors(inviteMemberInput.safeParse({ organizationId: 'x', email: 'not-an-address' }))).toEqual({
      email: messages.email,
    });
    expect(
      fieldErrors(inviteMemberInput.safeParse({ organizationId: 'x'.repeat(65), email: `${'a'.repeat(250)}@x.pl` })),
    ).toEqual({
      organizationId: formatMessage('maxLength', { count: 64 }),
      email: formatMessage('maxLength', { count: 254 }),
    });
  });
});

describe('invitationTokenInput', () => {
  it('requires a token of sane length', () => {
    expect(fieldErrors(invitationTokenInput.safeParse({ token: ' ' }))).toEqual({ token: messages.required });
    expect(fieldErrors(invitationTokenInput.safeParse({ token: 'x'.repeat(129) }))).toEqual({
      token: formatMessage('maxLength', { count: 128 }),
    });
  });
});

describe('memberRoleInput', () => {
  it('takes the two roles and trims the ids', () => {
    expect(memberRoleInput.parse({ organizationId: ' o ', userId: ' u ', role: 'admin' })).toEqual({
      organizationId: 'o',
      userId: 'u',
      role: 'admin',
    });
  });

  it('names the field for missing, unknown and oversized values', () => {
    expect(fieldErrors(memberRoleInput.safeParse({}))).toEqual({
      organizationId: messages.required,
      userId: messages.required,
      role: messages.invalidValue,
    });
    expect(
      fieldErrors(memberRoleInput.safeParse({ organizationId: 'o', userId: 'u'.repeat(65), role: 'ADMIN' })),
    ).toEqual({ userId: formatMessage('maxLength', { count: 64 }), role: messages.invalidValue });
  });
});
