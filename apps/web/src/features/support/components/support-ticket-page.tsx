import { Grid, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdminNav } from '../../../components/ui/admin-nav';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadError } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import { useSupportTicket } from '../api/support-ticket';
import { AuditTrail } from './audit-trail';
import { RefundPanel } from './refund-panel';
import { SupportControls } from './support-controls';
import { SupportReply } from './support-reply';
import { TicketFacts } from './ticket-facts';
import { SupportThread } from './support-thread';

/**
 * /admin/tickets/{ticketId}: the support desk's view of one ticket — the report and its thread with internal
 * notes, a reply or a note, and beside them who handles it, its priority and status, the refund and the audit
 * trail.
 */
export function SupportTicketPage() {
  const { t } = useTranslation('support');
  const { ticketId = '' } = useParams();
  const { data, loading, error, refetch } = useSupportTicket(ticketId);
  const ticket = data?.ticket;
  const back = { to: paths.adminTickets.href(), label: t('desk.back') };

  return (
    <Stack gap={0}>
      <AdminNav />
      <PageHeader
        title={ticket ? ticket.subject : t('desk.title')}
        description={ticket ? t('number', { number: ticket.number }) : undefined}
        back={back}
      />
      {loading && !data ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t('desk.loading')}>
          <Skeleton height={140} radius="md" />
          <Skeleton height={220} radius="md" />
        </Stack>
      ) : null}
      {error && !data ? (
        <LoadError error={error} onRetry={() => void refetch()} notFound={{ title: t('desk.not_found'), back }} />
      ) : null}
      {ticket ? (
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <TicketFacts ticket={ticket} />
              <SupportThread ticket={ticket} />
              {ticket.canReply ? (
                <SupportReply ticketId={ticket.id} />
              ) : (
                <Paper p="sm" withBorder bg="var(--ps-surface)">
                  <Text size="sm">{t('desk.settled')}</Text>
                </Paper>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <SupportControls ticket={ticket} />
              <RefundPanel ticket={ticket} />
              <Paper p="md" withBorder bg="var(--ps-surface)" component="section" aria-labelledby="audit-title">
                <Title order={2} fz="h4" id="audit-title" mb="sm">
                  {t('audit.title')}
                </Title>
                <AuditTrail events={ticket.events} />
              </Paper>
            </Stack>
          </Grid.Col>
        </Grid>
      ) : null}
    </Stack>
  );
}
