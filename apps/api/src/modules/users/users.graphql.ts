import { z } from 'zod';
import { parseInput } from '../../lib/parse-input';
import { builder } from '../../schema/builder';
import { requireViewer } from '../../schema/context';
import type { UserView } from '../../lib/viewer';
import { notFound } from '../../lib/errors';
import { findUserById, listUsers } from './users.service';

export const User = builder.objectRef<UserView>('User').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    language: t.exposeString('language', { description: 'en or pl' }),
    timezone: t.exposeString('timezone', { description: 'IANA time zone, Europe/Warsaw by default' }),
    birthdayOn: t.expose('birthdayOn', { type: 'Date', nullable: true }),
    status: t.exposeString('status', { description: 'pending_verification | active | blocked' }),
    roles: t.exposeStringList('roles', { description: 'e.g. ["user"] or ["user", "admin"]' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const UserPage = builder.objectRef<{ items: UserView[]; total: number }>('UserPage').implement({
  fields: (t) => ({
    items: t.field({ type: [User], resolve: (page) => page.items }),
    total: t.exposeInt('total'),
  }),
});

const Session = builder.objectRef<{ id: string; expiresAt: Date; impersonatorId: string | null }>('Session').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    impersonator: t.field({
      type: User,
      nullable: true,
      description: 'The admin who started this impersonated session, null otherwise',
      resolve: (session, _args, { deps }) =>
        session.impersonatorId ? findUserById({ deps, id: session.impersonatorId }) : null,
    }),
  }),
});

const usersArgs = z.object({
  search: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((value) => value || null),
  offset: z
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .nullish()
    .transform((value) => value ?? 0),
  limit: z
    .number()
    .int()
    .min(1)
    .max(100)
    .nullish()
    .transform((value) => value ?? 20),
});

builder.queryFields((t) => ({
  me: t.field({
    type: User,
    description: "The signed-in user. Error 'Unauthenticated.' without a valid token.",
    authScopes: { authenticated: true },
    resolve: async (_root, _args, context) => (await requireViewer(context)).user,
  }),
  currentSession: t.field({
    type: Session,
    description: 'The current session: impersonation state and expiry.',
    authScopes: { authenticated: true },
    resolve: async (_root, _args, context) => (await requireViewer(context)).session,
  }),
  users: t.field({
    type: UserPage,
    description: 'Admin only: users, newest first, filtered by name or e-mail.',
    authScopes: { admin: true },
    args: { search: t.arg.string(), offset: t.arg.int({ defaultValue: 0 }), limit: t.arg.int({ defaultValue: 20 }) },
    resolve: (_root, args, { deps }) => listUsers({ deps, ...parseInput(usersArgs, args) }),
  }),
  user: t.field({
    type: User,
    description:
      'Admin only: one user, for the support desk (their reservations, payments and tickets); NOT_FOUND otherwise.',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, { deps }) => {
      const user = await findUserById({ deps, id: String(id) });
      if (!user) throw notFound();
      return user;
    },
  }),
}));
