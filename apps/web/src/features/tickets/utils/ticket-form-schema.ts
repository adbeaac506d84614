import type { TicketType } from '@parkshare/shared/tickets/status';
import { ticketInput } from '@parkshare/shared/validation/tickets';
import { z } from 'zod/mini';
import type { TicketFormValues } from './ticket-form-values';

// The ticket form's check before createTicket (loaded lazily with the resolver): the shared ticketInput, the one
// the server applies, after the form's empty choices ('' in a native select) become "none" — a type not chosen
// is then refused as required. A parking's identifier goes only with a parking ticket.
export const ticketFormInput = z.pipe(
  z.transform((values: TicketFormValues): z.input<typeof ticketInput> => ({
    ...values,
    type: (values.type || undefined) as TicketType,
    reason: values.reason || null,
    reservationId: values.reservationId || null,
    parkingIdentifier: values.type === 'parking' ? values.parkingIdentifier : null,
  })),
  ticketInput,
);
