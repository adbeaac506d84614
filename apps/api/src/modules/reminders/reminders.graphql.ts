import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema/users';
import { parseInput } from '../../lib/parse-input';
import { builder, ok, StatusPayload } from '../../schema/builder';
import { requireViewer } from '../../schema/context';
import { User } from '../users/users.graphql';
import { deletePushSubscription, pushSubscriptionInput, savePushSubscription } from './push-subscriptions';

// Reminders (issue 17 §3): the driver's choice of minutes, and the browsers that take push reminders. The VAPID
// public key the browsers subscribe with is in GET /api/config (push.vapidPublicKey).

const PushSubscriptionInput = builder.inputType('PushSubscriptionInput', {
  description: "A browser's PushSubscription.toJSON(): its push service endpoint and keys.p256dh / keys.auth.",
  fields: (t) => ({ endpoint: t.string(), p256dh: t.string(), auth: t.string() }),
});

const reminderMinutesInput = z.object({
  minutes: z
    .union([z.literal(5), z.literal(10), z.literal(15)], { error: 'Choose 5, 10 or 15 minutes, or off.' })
    .nullable(),
});
const endpointInput = z.object({ endpoint: z.string().trim().min(1).max(1000) });

builder.objectField(User, 'reminderMinutes', (t) =>
  t.int({
    nullable: true,
    description: 'Minutes before a stay ends (or a booked one starts) to remind the driver: 5, 10 or 15; null = off.',
    resolve: async (user, _args, { deps }) => {
      const [found] = await deps.db.select({ minutes: users.reminderMinutes }).from(users).where(eq(users.id, user.id));
      return found?.minutes ?? null;
    },
  }),
);

builder.mutationFields((t) => ({
  setReminderMinutes: t.field({
    type: User,
    description: 'Sets when reminders come: 5, 10 or 15 minutes before, or null for no reminders.',
    authScopes: { authenticated: true },
    args: { minutes: t.arg.int() },
    resolve: async (_root, args, context) => {
      const { minutes } = parseInput(reminderMinutesInput, { minutes: args.minutes ?? null });
      const viewer = await requireViewer(context);
      await context.deps.db
        .update(users)
        .set({ reminderMinutes: minutes, updatedAt: new Date() })
        .where(eq(users.id, viewer.user.id));
      return viewer.user;
    },
  }),
  savePushSubscription: t.field({
    type: StatusPayload,
    description: 'Lets this browser take reminders as notifications (after the person allowed them in the browser).',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: PushSubscriptionInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const parsed = parseInput(pushSubscriptionInput, input);
      const viewer = await requireViewer(context);
      await savePushSubscription(context.deps, viewer.user.id, parsed);
      return ok;
    },
  }),
  deletePushSubscription: t.field({
    type: StatusPayload,
    description: "Stops reminders on one of the viewer's browsers; an unknown endpoint is no error.",
    authScopes: { authenticated: true },
    args: { endpoint: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const { endpoint } = parseInput(endpointInput, args);
      const viewer = await requireViewer(context);
      await deletePushSubscription(context.deps, viewer.user.id, endpoint);
      return ok;
    },
  }),
}));
