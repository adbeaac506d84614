import type { UserStatus } from '../db/schema/users';

// Who is asking: the shape every layer passes around (the GraphQL context and its auth scopes, the REST routes,
// each module's policies). It lives below the modules so that the GraphQL plumbing can name it without importing
// the auth module; the auth module fills it from a session (sessions.service.ts).

export interface UserView {
  id: string;
  email: string;
  name: string;
  language: string;
  timezone: string;
  birthdayOn: string | null;
  status: UserStatus;
  roles: string[];
  createdAt: Date;
}

export interface SessionView {
  id: string;
  expiresAt: Date;
  impersonatorId: string | null;
}

// The signed-in user and the session the token belongs to.
export interface Viewer {
  user: UserView;
  session: SessionView;
}

export const isAdmin = (user: Pick<UserView, 'roles'>) => user.roles.includes('admin');
