import type { UserStatus } from '../../db/schema/users';

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
