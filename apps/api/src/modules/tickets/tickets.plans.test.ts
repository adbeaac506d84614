import { and, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ticketPhotos } from '../../db/schema/tickets';
import type { Tx } from '../../db/transaction';
import { createTestApp, type TestApp } from '../../test/app';
import { authenticate } from '../auth/sessions.service';
import type { Viewer } from '../../lib/viewer';
import { adminTicketsQuery, awaitingCountQueries, type TicketFilter } from './tickets.read';
import { openTicket, parkingTicket, world, type World } from './tickets.test-helpers';

// How PostgreSQL runs the tickets' hot statements (decision 080): each reads an index in its own order, none reads
// the whole table. Sequential scans are switched off for the question, so that a handful of test rows does not
// make a scan look cheaper than the index the statement is written for.

let t: TestApp;
let w: World;
let admin: Viewer;
beforeAll(async () => {
  t = await createTestApp();
  w = await world(t);
  await openTicket(t, w.driver.token, parkingTicket(w));
  const viewer = await authenticate({ deps: t.app.deps, token: w.admin.token });
  if (!viewer) throw new Error('no admin');
  admin = viewer;
});

async function planOf(query: SQLWrapper): Promise<string> {
  return t.app.deps.db.transaction(async (tx: Tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result: unknown = await tx.execute(sql`explain ${query}`);
    return (result as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

const noFilter: TicketFilter = {
  statuses: null,
  type: null,
  priority: null,
  olderThanDays: null,
  parkingIdentifier: null,
  assignee: null,
  number: null,
};
const queue = (filter: Partial<TicketFilter>) =>
  adminTicketsQuery(t.app.deps.db, {
    viewer: admin,
    filter: { ...noFilter, ...filter },
    page: { first: 50, after: null },
  });

describe('query plans', () => {
  it('ticketsAwaitingMe: each side from its partial index', async () => {
    const { reporterSide, ownerSide } = awaitingCountQueries(t.app.deps.db, w.owner.id);
    expect(await planOf(reporterSide)).toContain('tickets_awaiting_reporter_idx');
    expect(await planOf(ownerSide)).toContain('tickets_awaiting_responder_idx');
  });

  it('the support queue: all of it, not settled, assigned to me — each in its index’s order, no sort', async () => {
    const cases: [string, Partial<TicketFilter>, string][] = [
      ['all', {}, 'tickets_created_idx'],
      ['not settled', { statuses: ['reopened', 'new', 'open', 'in_progress'] }, 'tickets_unsettled_idx'],
      ['assigned to me', { assignee: 'me' }, 'tickets_assignee_idx'],
    ];
    for (const [label, filter, index] of cases) {
      const plan = await planOf(queue(filter));
      expect(plan, label).toContain(index);
      expect(plan, label).not.toMatch(/\bSort\b/);
    }
  });

  it('the photos of a thread’s messages: through the ticket’s index', async () => {
    const query = t.app.deps.db
      .select()
      .from(ticketPhotos)
      .where(
        and(
          eq(ticketPhotos.ticketId, '00000000-0000-4000-8000-000000000000'),
          inArray(ticketPhotos.messageId, ['00000000-0000-4000-8000-000000000001']),
        ),
      );
    expect(await planOf(query)).toContain('ticket_photos_ticket_idx');
  });
});
