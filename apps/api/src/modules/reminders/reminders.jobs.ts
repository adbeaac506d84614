import { isLocale, type Locale } from '@parkshare/shared/locales';
import { and, eq, gt, isNotNull, lte, notExists, sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { parkingAddresses } from '../../db/schema/parkings';
import { remindersSent, type ReminderKind } from '../../db/schema/reminders';
import { reservations } from '../../db/schema/reservations';
import { users } from '../../db/schema/users';
import type { Job } from '../../jobs/scheduler';
import { firstName, linkMail } from '../../mail/templates';
import { sendPush } from './push-sender';
import { subscriptionsOf } from './push-subscriptions';
import { addressLine } from '../reservations/reservations.read';
import { reminderTexts } from './reminder-texts';

// Reminders before a stay ends and before a booked stay starts (issue 17 §3, decision 092). Every minute, on every
// instance: reservations whose end (or start) falls within the driver's chosen minutes get one reminder each. The
// reminders_sent row is claimed first (its key: reservation, kind, moment), so two instances send it once, and an
// extension, which moves the end, earns a new one. A cancelled or finished stay is no longer a candidate, so it gets
// nothing; no "withdrawing" push is sent, as browsers must show every push they receive (userVisibleOnly) and a
// second notification to say "ignore the first" is worse than the stale one, which the same topic/tag replaces.

const BATCH = 200;

interface Due {
  id: string;
  userId: string;
  at: Date;
  street: string | null;
  number: string | null;
  city: string | null;
  email: string;
  name: string;
  language: string;
  timezone: string;
}

type Moment = typeof reservations.endAt | typeof reservations.startAt;

const within = (column: Moment, now: Date) =>
  and(gt(column, now), lte(column, sql`${now}::timestamptz + make_interval(mins => ${users.reminderMinutes})`));

const notSent = (kind: ReminderKind, at: Moment) =>
  notExists(
    sql`(select 1 from ${remindersSent} where ${remindersSent.reservationId} = ${reservations.id}
      and ${remindersSent.kind} = ${kind} and ${remindersSent.at} = ${at})`,
  );

const CANDIDATES: Record<ReminderKind, (now: Date) => { at: Moment; where: SQL | undefined }> = {
  ends_soon: (now) => ({
    at: reservations.endAt,
    where: and(
      // Active only (the clock starts a paid stay within seconds), so the partial index on active end times serves it.
      eq(reservations.status, 'active'),
      within(reservations.endAt, now),
      notSent('ends_soon', reservations.endAt),
    ),
  }),
  // Only stays booked ahead: one booked for "now" needs no reminder that it starts.
  starts_soon: (now) => ({
    at: reservations.startAt,
    where: and(
      eq(reservations.status, 'confirmed'),
      within(reservations.startAt, now),
      lte(reservations.createdAt, sql`${reservations.startAt} - make_interval(mins => ${users.reminderMinutes})`),
      notSent('starts_soon', reservations.startAt),
    ),
  }),
};

async function dueReminders(deps: AppDeps, kind: ReminderKind, now: Date): Promise<Due[]> {
  const { at, where } = CANDIDATES[kind](now);
  return deps.db
    .select({
      id: reservations.id,
      userId: reservations.userId,
      at,
      // The public address, as drivers know the parking (its name is the owner's own).
      street: parkingAddresses.street,
      number: parkingAddresses.number,
      city: parkingAddresses.city,
      email: users.email,
      name: users.name,
      language: users.language,
      timezone: users.timezone,
    })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .leftJoin(
      parkingAddresses,
      and(eq(parkingAddresses.parkingId, reservations.parkingId), eq(parkingAddresses.type, 'basic')),
    )
    .where(and(isNotNull(users.reminderMinutes), where))
    .orderBy(at)
    .limit(BATCH);
}

/** Claims the reminder for this run; false when another run (or instance) already sent it. */
async function claim(deps: AppDeps, due: Due, kind: ReminderKind, channel: string): Promise<boolean> {
  const claimed = await deps.db
    .insert(remindersSent)
    .values({ reservationId: due.id, kind, at: due.at, channel })
    .onConflictDoNothing()
    .returning({ at: remindersSent.at });
  return claimed.length > 0;
}

/** At most 32 URL-safe characters (RFC 8030): one per reservation, so a newer reminder replaces an older one. */
export const reminderTopic = (reservationId: string) => `res-${reservationId.replace(/-/g, '').slice(0, 28)}`;

/** Where tapping the reminder leads: the extension's presets, or the reservation (its pass) before the start. */
export const reminderPath = (kind: ReminderKind, reservationId: string) =>
  kind === 'ends_soon' ? `/reservation/${reservationId}/extension-creator` : `/reservation/${reservationId}`;

async function remind(deps: AppDeps, due: Due, kind: ReminderKind, now: Date): Promise<void> {
  const language: Locale = isLocale(due.language) ? due.language : 'en';
  const place = due.city === null ? 'Parkshare' : addressLine({ ...due, city: due.city });
  const texts = reminderTexts(language, {
    kind,
    place,
    at: due.at,
    timezone: due.timezone,
    now,
  });
  const path = reminderPath(kind, due.id);
  const subscriptions = await subscriptionsOf(deps, due.userId);
  if (!(await claim(deps, due, kind, subscriptions.length > 0 ? 'push' : 'email'))) return;
  const topic = reminderTopic(due.id);
  const ttl = Math.max(60, Math.ceil((due.at.getTime() - now.getTime()) / 1000));
  let delivered = false;
  for (const subscription of subscriptions) {
    const message = { payload: { ...texts, tag: topic, url: path }, topic, ttl };
    delivered = (await sendPush(deps, subscription, message, now)) === 'sent' || delivered;
  }
  if (delivered) return;
  // No browser took it (none subscribed, or every push service refused): the e-mail goes instead.
  const link = `${deps.config.publicUrl}${path}`;
  const greeting = language === 'en' ? `Hello ${due.name},` : `Cześć, ${firstName(due.name)}!`;
  const linkLabel =
    kind === 'ends_soon'
      ? language === 'en'
        ? 'Extend your parking'
        : 'Przedłuż postój'
      : language === 'en'
        ? 'Open your reservation'
        : 'Otwórz rezerwację';
  const mail = linkMail({ subject: texts.title, lines: [greeting, texts.body], linkLabel }, link);
  await deps.mailer.send({ to: due.email, ...mail, headers: { 'X-Parkshare-Link': link } });
  if (subscriptions.length > 0) {
    await deps.db
      .update(remindersSent)
      .set({ channel: 'email' })
      .where(and(eq(remindersSent.reservationId, due.id), eq(remindersSent.kind, kind), eq(remindersSent.at, due.at)));
  }
}

/** One run: every reminder now due, each sent once; one failure does not stop the others. */
export async function runReminders(deps: AppDeps, now: Date): Promise<void> {
  for (const kind of ['starts_soon', 'ends_soon'] as const) {
    for (const due of await dueReminders(deps, kind, now)) {
      try {
        await remind(deps, due, kind, now);
      } catch (error) {
        deps.log.error({ err: error, reservationId: due.id, kind }, 'reminder failed');
      }
    }
  }
}

export const remindersJob: Job = {
  name: 'reminders',
  everyMs: 60_000,
  run: (deps, now) => runReminders(deps, now),
};
