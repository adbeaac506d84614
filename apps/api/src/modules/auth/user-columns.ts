import { users } from '../../db/schema/users';

// The user columns every viewer carries (UserView).
export const userColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  language: users.language,
  timezone: users.timezone,
  birthdayOn: users.birthdayOn,
  status: users.status,
  roles: users.roles,
  createdAt: users.createdAt,
};
