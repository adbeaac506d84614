import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { isSettledTicket } from '@parkshare/shared/tickets/status';
import { IconRotate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { CardsSkeleton, LoadError } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import type { TicketViewFieldsFragment } from '../../../gql/graphql';
import { useTicket } from '../api/ticket';
import { RemediesPanel } from './remedies-panel';
import { ReplyForm } from './reply-form';
import { AwaitingBadge, TicketStatusBadge } from './ticket-badges';
import { TicketFacts } from './ticket-facts';
import { TicketMoves, useTicketMove } from './ticket-moves';
import { TicketThread } from './ticket-thread';

/**
 * /ticket/{ticketId}: one ticket as its reporter or the parking's owner sees it — what it is about, for the
 * reporter of an occupied spot on a stay under way the remedies (another spot, or cancelling with the money back),
 * the thread, the reply box, and the moves the viewer may make (close, reopen, mark resolved).
 */
export function TicketDetailsPage() {
  const { t } = useTranslation('tickets');
  const ticketId = useParams().ticketId ?? '';
  const { data, loading, error, refetch } = useTicket(ticketId);
  const ticket = data?.ticket;
  const back = {
    to: paths.tickets.href(ticket?.viewerRole === 'owner' ? 'parkings' : undefined),
    label: t('back.tickets'),
  };

  return (
    <Stack gap={0} maw={860}>
      <PageHeader title={ticket ? ticket.subject : t('details.title')} back={back} />
      {loading && !ticket ? <CardsSkeleton count={2} label={t('details.loading')} /> : null}
      {error && !ticket ? (
        <LoadError error={error} onRetry={() => void refetch()} notFound={{ title: t('details.not_found'), back }} />
      ) : null}
      {ticket ? (
        <Stack gap="lg">
          <Paper p="md" withBorder bg="var(--ps-surface)">
            <Stack gap="md">
              <Group gap="xs">
                <Text fw={700} ff="monospace" data-testid="ticket-number">
                  {t('number', { number: ticket.number })}
                </Text>
                <TicketStatusBadge status={ticket.status} />
                {ticket.awaitingViewer ? <AwaitingBadge /> : null}
              </Group>
              <TicketFacts ticket={ticket} />
              <TicketMoves
                ticketId={ticket.id}
                allowed={ticket.allowedStatuses}
                except={isSettledTicket(ticket.status) ? ['reopened'] : []}
              />
            </Stack>
          </Paper>
          {ticket.remedies ? <RemediesPanel ticketId={ticket.id} remedies={ticket.remedies} /> : null}
          <TicketThread ticket={ticket} />
          <Paper p="md" withBorder bg="var(--ps-surface)">
            {ticket.canReply ? <ReplyForm key={ticket.id} ticketId={ticket.id} /> : <Settled ticket={ticket} />}
          </Paper>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** A settled ticket takes no replies: it says so and, when the viewer may, offers to reopen it. */
function Settled({ ticket }: { ticket: TicketViewFieldsFragment }) {
  const { t } = useTranslation('tickets');
  const { run, busy } = useTicketMove(ticket.id);
  const canReopen = ticket.allowedStatuses.includes('reopened');
  return (
    <Alert
      color="blue"
      title={t(
        `details.settled_title.${ticket.status === 'closed' || ticket.status === 'resolved' ? ticket.status : 'other'}`,
      )}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{canReopen ? t('details.reopen_to_write') : t('details.no_replies')}</Text>
        {canReopen ? (
          <Button
            size="sm"
            variant="light"
            leftSection={<IconRotate size={16} aria-hidden />}
            loading={busy === 'reopened'}
            onClick={() => void run('reopened')}
          >
            {t('move.reopened.button')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
