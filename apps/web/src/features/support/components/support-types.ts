import type { SupportTicketQuery } from '../../../gql/graphql';

export type SupportTicket = SupportTicketQuery['ticket'];
