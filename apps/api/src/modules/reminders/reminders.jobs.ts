import { and, eq, gt, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { ReminderKind } from '../../db/schema/reminders';
import { reservations } from '../../db/schema/reservations';
import { users } from '../../db/schema/users';
import type { Job } from '../../jobs/scheduler';
import { firstName, linkMail } from '../../mail/templates';
import { sendPush } from './push-sender';
import { subscriptionsOfUsers, type StoredSubscription } from './push-subscriptions';
import { claimReminder, markSent, placeOf, recipientLanguage, selectWithRecipient, settled } from './recipients';
import { reminderTexts } from './reminder-texts';

// Reminders before a stay ends and before a booked stay starts (issue 17 §3, decision 092). Every minute, on every
// instance: reservations whose end (or start) falls within the driver's chosen minutes get one reminder each. The
// reminders_sent row is claimed first (its key: reservation, kind, moment), so two instances send it once, and an
// extension, which moves the end, earns a new one. A cancelled or finished stay is no longer a candidate, so it gets
// nothing; no "withdrawing" push is sent, as browsers must show every push they receive (userVisibleOnly) and a
// second notification to say "ignore the first" is worse than the stale one, which the same topic/tag replaces.

const BATCH = 200;

type Moment = typeof reservations.endAt | typeof reservations.startAt;

const within = (column: Moment, now: Date) =>
  and(gt(column, now), lte(column, sql`${now}::timestamptz + make_interval(mins => ${users.reminderMinutes})`));

const CANDIDATES: Record<ReminderKind, (now: Date) => { at: Moment; where: SQL | undefined }> = {
  ends_soon: (now) => ({
    at: reservations.endAt,
    where: and(
      // Active only (the clock starts a paid stay within seconds), so the partial index on active end times serves it.
      eq(reservations.status, 'active'),
      within(reservations.endAt, now),
      settled(reservations.id, 'ends_soon', reservations.endAt, now),
    ),
  }),
  // Only stays booked ahead: one booked for "now" needs no reminder that it starts.
  starts_soon: (now) => ({
    at: reservations.startAt,
    where: and(
      eq(reservations.status, 'confirmed'),
      within(reservations.startAt, now),
      lte(reservations.createdAt, sql`${reservations.startAt} - make_interval(mins => ${users.reminderMinutes})`),
      settled(reservations.id, 'starts_soon', reservations.startAt, now),
    ),
  }),
};

async function dueReminders(deps: AppDeps, kind: ReminderKind, now: Date) {
  const { at, where } = CANDIDATES[kind](now);
  return selectWithRecipient(deps, { id: reservations.id, userId: reservations.userId, at })
    .where(and(isNotNull(users.reminderMinutes), where))
    .orderBy(at)
    .limit(BATCH);
}

type Due = Awaited<ReturnType<typeof dueReminders>>[number];

/** At most 32 URL-safe characters (RFC 8030): one per reservation, so a newer reminder replaces an older one. */
export const reminderTopic = (reservationId: string) => `res-${reservationId.replace(/-/g, '').slice(0, 28)}`;

/** Where tapping the reminder leads: the extension's presets, or the reservation (its pass) before the start. */
export const reminderPath = (kind: ReminderKind, reservationId: string) =>
  kind === 'ends_soon' ? `/reservation/${reservationId}/extension-creator` : `/reservation/${reservationId}`;

/**
 * `subscriptions`: the driver's browsers, read for the whole batch; one that is gone is taken out of the list, so the
 * driver's next reminder in this run does not try it again (as a fresh read would not have found it).
 */
async function remind(
  deps: AppDeps,
  due: Due,
  kind: ReminderKind,
  now: Date,
  subscriptions: StoredSubscription[],
): Promise<void> {
  const language = recipientLanguage(due.language);
  const place = placeOf(due) ?? 'Parkshare';
  const texts = reminderTexts(language, {
    kind,
    place,
    at: due.at,
    timezone: due.timezone,
    now,
  });
  const path = reminderPath(kind, due.id);
  const channel = subscriptions.length > 0 ? 'push' : 'email';
  const claim = { reservationId: due.id, kind, at: due.at, channel } as const;
  if (!(await claimReminder(deps, claim, now))) return;
  const topic = reminderTopic(due.id);
  const ttl = Math.max(60, Math.ceil((due.at.getTime() - now.getTime()) / 1000));
  let delivered = false;
  for (const subscription of [...subscriptions]) {
    const message = { payload: { ...texts, tag: topic, url: path }, topic, ttl };
    const outcome = await sendPush(deps, subscription, message, now);
    if (outcome === 'gone') subscriptions.splice(subscriptions.indexOf(subscription), 1);
    delivered = outcome === 'sent' || delivered;
  }
  if (delivered) {
    await markSent(deps, claim, now);
    return;
  }
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
  await markSent(deps, { ...claim, channel: 'email' }, now);
}

/** One run: every reminder now due, each sent once; one failure does not stop the others. */
export async function runReminders(deps: AppDeps, now: Date): Promise<void> {
  for (const kind of ['starts_soon', 'ends_soon'] as const) {
    const batch = await dueReminders(deps, kind, now);
    const subscriptions = await subscriptionsOfUsers(
      deps,
      batch.map((due) => due.userId),
    );
    for (const due of batch) {
      try {
        await remind(deps, due, kind, now, subscriptions.get(due.userId) ?? []);
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
