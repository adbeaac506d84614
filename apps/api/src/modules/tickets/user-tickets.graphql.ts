import { parsePageArgs } from '../../lib/page';
import { builder } from '../../schema/builder';
import { requireSelfOrAdmin } from '../../schema/context';
import { pageArgs } from '../../schema/page';
import { User } from '../users/users.graphql';
import { Ticket, TicketPage } from './ticket-objects.graphql';
import { listReportedBy } from './tickets.read';

// The support desk's way from a ticket to its reporter's account (/admin/users/{id}) and back: the reporter's
// id for support, and a user's tickets as a field of User (the user themselves or an admin).

builder.objectFields(Ticket, (t) => ({
  reporterId: t.id({
    nullable: true,
    description: 'Support only (their account at the desk); null for the reporter and the owner',
    resolve: (ticket) => (ticket.role === 'support' ? ticket.reporterId : null),
  }),
}));

builder.objectFields(User, (t) => ({
  tickets: t.field({
    type: TicketPage,
    description: 'The tickets they reported, newest first, a page at a time (the user themselves or an admin).',
    args: pageArgs(t.arg),
    resolve: async (user, args, context) => {
      const { viewer } = await requireSelfOrAdmin(context, user.id);
      return listReportedBy(context.deps.db, { viewer, userId: user.id, page: parsePageArgs(args) });
    },
  }),
}));
