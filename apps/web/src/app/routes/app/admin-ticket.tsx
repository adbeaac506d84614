import { SupportTicketPage } from '../../../features/support/components/support-ticket-page';

export { SupportTicketPage as Component };
