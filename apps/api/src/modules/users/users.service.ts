import { count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { users } from '../../db/schema/users';
import { isUuid } from '../../lib/tokens';
import { userColumns } from '../auth/sessions.service';
import type { UserView } from '../../lib/viewer';

export interface ListUsersOptions {
  deps: AppDeps;
  search: string | null;
  offset: number;
  limit: number;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Admin list of users, newest first, filtered by name or e-mail. The admin scope is checked on the field. */
export async function listUsers({
  deps,
  search,
  offset,
  limit,
}: ListUsersOptions): Promise<{ items: UserView[]; total: number }> {
  const where: SQL | undefined = search
    ? or(ilike(users.name, `%${escapeLike(search)}%`), ilike(users.email, `%${escapeLike(search)}%`))
    : undefined;
  const [items, [totals]] = await Promise.all([
    deps.db
      .select(userColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .offset(offset)
      .limit(limit),
    deps.db.select({ total: count() }).from(users).where(where),
  ]);
  return { items, total: totals?.total ?? 0 };
}

export async function findUserById({ deps, id }: { deps: AppDeps; id: string }): Promise<UserView | null> {
  if (!isUuid(id)) return null;
  const [user] = await deps.db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}
