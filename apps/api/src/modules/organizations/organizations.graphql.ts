import { organizationInput } from '@parkshare/shared/validation/owners';
import { invitationTokenInput, inviteMemberInput, memberRoleInput } from '@parkshare/shared/validation/organizations';
import {
  MEMBER_ROLES,
  ORGANIZATION_STATUSES,
  ORGANIZATION_TYPES,
  type OrganizationInvitationRow,
} from '../../db/schema/organizations';
import { parseInput } from '../../lib/parse-input';
import { builder } from '../../schema/builder';
import { multilineText } from '../../schema/text-inputs';
import { requireViewer } from '../../schema/context';
import {
  acceptOrganizationInvitation,
  describeInvitation,
  INVITATION_STATES,
  inviteOrganizationMember,
  revokeOrganizationInvitation,
  type InvitationSummary,
} from './invitations.service';
import type { OrganizationView } from './organizations.policy';
import {
  countMembers,
  createOrganization,
  getOrganization,
  leaveOrganization,
  listMembers,
  listMyOrganizations,
  listPendingInvitations,
  removeOrganizationMember,
  setOrganizationMemberRole,
  updateOrganization,
  type OrganizationMemberView,
} from './organizations.service';

const OrganizationType = builder.enumType('OrganizationType', { values: ORGANIZATION_TYPES });
const OrganizationStatus = builder.enumType('OrganizationStatus', { values: ORGANIZATION_STATUSES });
const OrganizationRole = builder.enumType('OrganizationRole', { values: MEMBER_ROLES });
const OrganizationInvitationState = builder.enumType('OrganizationInvitationState', { values: INVITATION_STATES });

const OrganizationMemberUser = builder.objectRef<OrganizationMemberView['user']>('OrganizationMemberUser').implement({
  description: 'A member as the other members of the organization see them.',
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), email: t.exposeString('email') }),
});

const OrganizationMember = builder.objectRef<OrganizationMemberView>('OrganizationMember').implement({
  fields: (t) => ({
    user: t.field({ type: OrganizationMemberUser, resolve: (member) => member.user }),
    role: t.field({ type: OrganizationRole, resolve: (member) => member.role }),
    joinedAt: t.expose('joinedAt', { type: 'DateTime' }),
  }),
});

const OrganizationInvitation = builder.objectRef<OrganizationInvitationRow>('OrganizationInvitation').implement({
  description: 'An invitation that can still be accepted, as its organization’s admins see it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const Organization = builder.objectRef<OrganizationView>('Organization').implement({
  description: 'A housing community, company or other group whose members share parkings; only members see it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    type: t.field({ type: OrganizationType, resolve: (o) => o.type }),
    status: t.field({ type: OrganizationStatus, resolve: (o) => o.status }),
    myRole: t.field({ type: OrganizationRole, description: "The signed-in user's role", resolve: (o) => o.myRole }),
    memberCount: t.int({
      resolve: async (o, _args, { deps }) => (await countMembers(deps.db, [o.id])).get(o.id) ?? 0,
    }),
    members: t.field({
      type: [OrganizationMember],
      description: 'Admins first, then by name',
      resolve: (o, _args, { deps }) => listMembers(deps.db, o.id),
    }),
    invitations: t.field({
      type: [OrganizationInvitation],
      description: 'Invitations that can still be accepted; only admins see them (empty for members)',
      resolve: (o, _args, { deps }) => (o.myRole === 'admin' ? listPendingInvitations(deps.db, o.id) : []),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const OrganizationInvitationSummary = builder.objectRef<InvitationSummary>('OrganizationInvitationSummary').implement({
  description: 'What an invitation link is about, for the person who opened it.',
  fields: (t) => ({
    organizationName: t.exposeString('organizationName'),
    inviterName: t.exposeString('inviterName', { nullable: true }),
    email: t.exposeString('email', { description: 'The invited address; only its account may accept' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    state: t.field({ type: OrganizationInvitationState, resolve: (i) => i.state }),
  }),
});

const OrganizationInput = builder.inputType('OrganizationInput', {
  fields: (t) => ({
    name: t.string(),
    description: t.string({ extensions: multilineText }),
    type: t.string({ description: 'community, company or other' }),
  }),
});

const InviteOrganizationMemberInput = builder.inputType('InviteOrganizationMemberInput', {
  fields: (t) => ({ organizationId: t.id(), email: t.string() }),
});

const SetOrganizationMemberRoleInput = builder.inputType('SetOrganizationMemberRoleInput', {
  fields: (t) => ({ organizationId: t.id(), userId: t.id(), role: t.field({ type: OrganizationRole }) }),
});

builder.queryFields((t) => ({
  myOrganizations: t.field({
    type: [Organization],
    description: 'The organizations the signed-in user belongs to, by name.',
    authScopes: { authenticated: true },
    resolve: async (_root, _args, context) =>
      listMyOrganizations({ deps: context.deps, userId: (await requireViewer(context)).user.id }),
  }),
  organization: t.field({
    type: Organization,
    nullable: true,
    description: 'One organization of the signed-in user; NOT_FOUND for organizations they do not belong to.',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      const userId = (await requireViewer(context)).user.id;
      return getOrganization({ deps: context.deps, userId, organizationId: String(id) });
    },
  }),
  organizationInvitation: t.field({
    type: OrganizationInvitationSummary,
    description:
      'What an invitation link is about (any signed-in user holding the token); NOT_FOUND for an unknown token.',
    authScopes: { authenticated: true },
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      await requireViewer(context);
      const { token } = parseInput(invitationTokenInput, args);
      return describeInvitation({ deps: context.deps, token });
    },
  }),
}));

builder.mutationFields((t) => ({
  createOrganization: t.field({
    type: Organization,
    description: 'Creates an active organization; the creator becomes its admin.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: OrganizationInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const parsed = parseInput(organizationInput, input);
      const userId = (await requireViewer(context)).user.id;
      return createOrganization({ deps: context.deps, userId, input: parsed });
    },
  }),
  updateOrganization: t.field({
    type: Organization,
    description: 'Replaces the name, description and type (admins).',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: OrganizationInput, required: true }) },
    resolve: async (_root, { id, input }, context) => {
      const userId = (await requireViewer(context)).user.id;
      const parsed = parseInput(organizationInput, input);
      return updateOrganization({ deps: context.deps, userId, organizationId: String(id), input: parsed });
    },
  }),
  inviteOrganizationMember: t.field({
    type: Organization,
    description:
      'E-mails a 7-day, single-use invitation link (admins); inviting the same address again replaces the open invitation.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: InviteOrganizationMemberInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const viewer = await requireViewer(context);
      const parsed = parseInput(inviteMemberInput, input);
      return inviteOrganizationMember({ deps: context.deps, viewer, input: parsed });
    },
  }),
  revokeOrganizationInvitation: t.field({
    type: Organization,
    description: 'Withdraws an invitation that has not been accepted (admins).',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      const userId = (await requireViewer(context)).user.id;
      return revokeOrganizationInvitation({ deps: context.deps, userId, invitationId: String(id) });
    },
  }),
  acceptOrganizationInvitation: t.field({
    type: Organization,
    description: 'Joins the organization as a member; only the account with the invited e-mail address may.',
    authScopes: { authenticated: true },
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const viewer = await requireViewer(context);
      const { token } = parseInput(invitationTokenInput, args);
      return acceptOrganizationInvitation({ deps: context.deps, viewer, token });
    },
  }),
  removeOrganizationMember: t.field({
    type: Organization,
    description: 'Removes a member (admins); the last admin cannot be removed.',
    authScopes: { authenticated: true },
    args: { organizationId: t.arg.id({ required: true }), userId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const userId = (await requireViewer(context)).user.id;
      return removeOrganizationMember({
        deps: context.deps,
        userId,
        organizationId: String(args.organizationId),
        memberId: String(args.userId),
      });
    },
  }),
  setOrganizationMemberRole: t.field({
    type: Organization,
    description: 'Makes a member an admin or an admin a member again (admins); the last admin cannot be made a member.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: SetOrganizationMemberRoleInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const userId = (await requireViewer(context)).user.id;
      const parsed = parseInput(memberRoleInput, input);
      return setOrganizationMemberRole({ deps: context.deps, userId, input: parsed });
    },
  }),
  leaveOrganization: t.id({
    description: 'Leaves the organization and answers its id; its last admin cannot leave.',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      const userId = (await requireViewer(context)).user.id;
      return (await leaveOrganization({ deps: context.deps, userId, organizationId: String(id) })).id;
    },
  }),
}));
