import { TicketCreatorPage } from '../../../features/tickets/components/ticket-creator-page';

export { TicketCreatorPage as Component };
