import { TicketsPage } from '../../../features/tickets/components/tickets-page';

export { TicketsPage as Component };
