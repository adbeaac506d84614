import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  PROBLEM_REASONS,
  TICKET_PRIORITIES,
  TICKET_ROLES,
  TICKET_STATUSES,
  TICKET_TYPES,
} from '@parkshare/shared/tickets/status';
import { at } from './money-columns';
import { parkings } from './parkings';
import { reservations } from './reservations';
import { users } from './users';

// Support tickets (issue 15, decision 080): a ticket, its thread of messages (replies and support's internal
// notes), the photos attached as evidence, and an audit trail of everything done to it. Statuses and moves are
// the machine in packages/shared/src/tickets/status.ts.

export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** "482-913": read aloud on the phone; random, so it tells nothing about how many tickets there are. */
    number: text('number').notNull(),
    type: text('type', { enum: TICKET_TYPES }).notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    priority: text('priority', { enum: TICKET_PRIORITIES }).notNull().default('medium'),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('new'),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The parking it is about: a parking ticket always has one, a compensation ticket that of its reservation. */
    parkingId: uuid('parking_id').references(() => parkings.id, { onDelete: 'restrict' }),
    reservationId: uuid('reservation_id').references(() => reservations.id, { onDelete: 'restrict' }),
    /** Why a stay went wrong ("report a problem"); null for other tickets. */
    reason: text('reason', { enum: PROBLEM_REASONS }),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who is expected to write next: the reporter, or the other side (the owner or support); null when settled. */
    awaiting: text('awaiting', { enum: ['reporter', 'responder'] }),
    lastMessageAt: at('last_message_at').notNull().defaultNow(),
    outcome: text('outcome'),
    resolvedAt: at('resolved_at'),
    closedAt: at('closed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tickets_number_idx').on(t.number),
    // Each list reads its own index in its (time, id) order: mine, my parkings', the queue by status.
    index('tickets_reporter_idx').on(t.reporterId, t.createdAt, t.id),
    index('tickets_parking_idx').on(t.parkingId, t.createdAt, t.id),
    index('tickets_queue_idx').on(t.status, t.createdAt, t.id),
    index('tickets_reservation_idx').on(t.reservationId),
    // The support queue: all of it, what is assigned to one admin, and its usual view, everything not settled.
    index('tickets_created_idx').on(t.createdAt, t.id),
    index('tickets_assignee_idx').on(t.assigneeId, t.createdAt, t.id),
    index('tickets_unsettled_idx')
      .on(t.createdAt, t.id)
      .where(sql`status not in ('resolved', 'closed')`),
    // The menu's count (ticketsAwaitingMe), one side each: small, as only tickets waiting for somebody are in them.
    index('tickets_awaiting_reporter_idx')
      .on(t.reporterId)
      .where(sql`awaiting = 'reporter' and status not in ('resolved', 'closed')`),
    index('tickets_awaiting_responder_idx')
      .on(t.parkingId)
      .where(sql`awaiting = 'responder' and status not in ('resolved', 'closed')`),
    check('tickets_parking_ticket_has_parking', sql`type <> 'parking' or parking_id is not null`),
  ],
);

export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** How the author took part when writing it. */
    authorRole: text('author_role', { enum: TICKET_ROLES }).notNull(),
    body: text('body').notNull(),
    /** An internal note: support sees it, the reporter and the owner never do. */
    internal: boolean('internal').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('ticket_messages_ticket_idx').on(t.ticketId, t.createdAt, t.id),
    check('ticket_messages_note_by_support', sql`not internal or author_role = 'support'`),
  ],
);

/** Photos attached to a ticket (messageId null: the report itself) or to one reply; stored by the photo pipeline. */
export const ticketPhotos = pgTable(
  'ticket_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => ticketMessages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    fileKey: text('file_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('ticket_photos_ticket_idx').on(t.ticketId, t.messageId, t.position)],
);

/**
 * What was done to a ticket, by whom and when (support sees it as the audit trail): created, status, priority,
 * assigned, refund (amount and bearer), remedy (another spot, cancelled with a refund). `data` holds the
 * details of the kind: { from, to } of a status or priority, { assigneeId }, { amount, bearer, entryIds }.
 */
export const TICKET_EVENT_KINDS = [
  'created',
  'status',
  'priority',
  'assigned',
  'refund',
  'spot_changed',
  'stay_cancelled',
] as const;
export type TicketEventKind = (typeof TICKET_EVENT_KINDS)[number];

export const ticketEvents = pgTable(
  'ticket_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role', { enum: TICKET_ROLES }).notNull(),
    kind: text('kind', { enum: TICKET_EVENT_KINDS }).notNull(),
    data: jsonb('data').$type<Record<string, string | number | null>>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('ticket_events_ticket_idx').on(t.ticketId, t.createdAt, t.id),
    // A refund is granted once per ticket (decision 080), even when it is split over the stay's orders (085).
    uniqueIndex('ticket_events_one_refund_idx')
      .on(t.ticketId)
      .where(sql`kind = 'refund'`),
  ],
);

export type TicketRow = typeof tickets.$inferSelect;
export type TicketMessageRow = typeof ticketMessages.$inferSelect;
export type TicketPhotoRow = typeof ticketPhotos.$inferSelect;
export type TicketEventRow = typeof ticketEvents.$inferSelect;
