import { useQuery } from '@apollo/client';
import { useEffect, useRef } from 'react';
import { graphql } from '../../gql/gql';
import { useSession } from '../../lib/session/session-store';

// The menu's count of tickets waiting for the viewer's answer (issue 15). Asked when the menu is first rendered (with
// the shell where the menu is always shown; on a phone when it is first opened, app-layout.tsx), again on every
// ticket screen the viewer goes to, and by name ('TicketsAwaitingMe') after a reply or a status change.
export const ticketsAwaitingMeDocument = graphql(`
  query TicketsAwaitingMe {
    ticketsAwaitingMe
  }
`);

/** How many tickets wait for the viewer's answer; 0 until known (a failed count is only not shown). */
export function useTicketsAwaitingMe(pathname: string): number {
  const { authenticated } = useSession();
  const { data, refetch } = useQuery(ticketsAwaitingMeDocument, { skip: authenticated !== true });
  const first = useRef(true);
  const onTickets = pathname.startsWith('/ticket');
  useEffect(() => {
    // The first render's query has just been sent; later visits to a ticket screen ask again.
    if (first.current) {
      first.current = false;
      return;
    }
    if (onTickets) refetch().catch(() => undefined);
  }, [pathname, onTickets, refetch]);
  return data?.ticketsAwaitingMe ?? 0;
}
