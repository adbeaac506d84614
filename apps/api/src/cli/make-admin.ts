import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DatabaseLockedError } from '../db/lock';
import { users } from '../db/schema/users';

// Usage: npm run make-admin -w apps/api -- someone@example.com   (or node apps/api/dist/cli/make-admin.js ...)
async function main(): Promise<number> {
  const email = z.email().safeParse(process.argv[2]?.trim().toLowerCase());
  if (!email.success) {
    console.error('Usage: make-admin <email of an existing user>');
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const [user] = await database.db
      .update(users)
      .set({
        roles: sql`case when 'admin' = any(${users.roles}) then ${users.roles} else array_append(${users.roles}, 'admin') end`,
        updatedAt: new Date(),
      })
      .where(eq(sql`lower(${users.email})`, email.data))
      .returning({ email: users.email, roles: users.roles });
    if (!user) {
      console.error(`No user with the e-mail ${email.data}. Register first, then run this again.`);
      return 1;
    }
    console.log(`${user.email} is now an admin (roles: ${user.roles.join(', ')}).`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof DatabaseLockedError;
    console.error(
      known ? error.message : `make-admin failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    if (error instanceof DatabaseLockedError) {
      console.error(
        'The server is running on this data directory: stop it, or make the user admin from the running app.',
      );
    }
    process.exit(1);
  },
);
