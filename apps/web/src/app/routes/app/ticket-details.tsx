import { TicketDetailsPage } from '../../../features/tickets/components/ticket-details-page';

export { TicketDetailsPage as Component };
