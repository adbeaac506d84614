import { z } from 'zod/mini';
import { email, requiredString } from './fields';
import { messages } from './messages';

// Inviting someone into an organization and answering an invitation (issue 3). The organization's own
// fields are `organizationInput` in owners.ts.

// Ids are UUIDs today; the cap only keeps junk out of the query, the service checks that the row exists.
const ID_MAX_LENGTH = 64;
// Invitation tokens are 43 base64url characters; the cap leaves room for a future format and no more.
export const INVITATION_TOKEN_MAX_LENGTH = 128;

export const inviteMemberInput = z.object({
  organizationId: requiredString(ID_MAX_LENGTH),
  email,
});
export type InviteMemberInput = z.input<typeof inviteMemberInput>;
export type InviteMemberData = z.output<typeof inviteMemberInput>;

export const invitationTokenInput = z.object({ token: requiredString(INVITATION_TOKEN_MAX_LENGTH) });
export type InvitationTokenData = z.output<typeof invitationTokenInput>;

export const ORGANIZATION_ROLES = ['admin', 'member'] as const;

/** Making a member an admin or an admin a member again (the organization's admins only). */
export const memberRoleInput = z.object({
  organizationId: requiredString(ID_MAX_LENGTH),
  userId: requiredString(ID_MAX_LENGTH),
  role: z.enum(ORGANIZATION_ROLES, { error: messages.invalidValue }),
});
export type MemberRoleData = z.output<typeof memberRoleInput>;
