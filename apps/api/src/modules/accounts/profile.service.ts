import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { users } from '../../db/schema/users';
import { userColumns } from '../auth/sessions.service';
import type { UserView, Viewer } from '../../lib/viewer';

export interface UpdateProfileOptions {
  deps: AppDeps;
  viewer: Viewer;
  input: { name: string; language: string; timezone: string; birthdayOn?: string | null | undefined };
}

/** Updates the signed-in user's name, language, time zone and birthday (null clears it). */
export async function updateProfile({ deps, viewer, input }: UpdateProfileOptions): Promise<UserView> {
  const [user] = await deps.db
    .update(users)
    .set({
      name: input.name,
      language: input.language,
      timezone: input.timezone,
      birthdayOn: input.birthdayOn ?? null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, viewer.user.id))
    .returning(userColumns);
  if (!user) throw new Error('signed-in user vanished');
  return user;
}
