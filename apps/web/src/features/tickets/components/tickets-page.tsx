import { Button, SegmentedControl, Stack } from '@mantine/core';
import { IconLifebuoy, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadMore } from '../../../components/ui/load-more';
import { PageHeader } from '../../../components/ui/page-header';
import { ListStates } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import type { TicketScope } from '../../../gql/graphql';
import { useMyTickets } from '../api/my-tickets';
import { TicketCards, TicketTable } from './ticket-list';

const SCOPES: readonly TicketScope[] = ['reported', 'parkings'];

/**
 * /tickets: "My tickets", newest first, a page at a time: those the viewer reported, or (?scope=parkings) those
 * about the viewer's parkings. A table on a wide screen, cards on a phone.
 */
export function TicketsPage() {
  const { t } = useTranslation('tickets');
  const [params, setParams] = useSearchParams();
  const scope: TicketScope = params.get('scope') === 'parkings' ? 'parkings' : 'reported';
  const { data, loading, error, refetch, loadMore } = useMyTickets(scope);
  const page = data?.myTickets;
  const tickets = page?.items ?? [];
  const loaded = Boolean(page) && !(loading && tickets.length === 0);
  const newTicket = { to: paths.ticketCreator.href(), label: t('list.new') };

  return (
    <Stack gap={0} maw={1100}>
      <PageHeader
        title={t('list.title')}
        back={{ to: paths.map.href(), label: t('back.map') }}
        actions={
          <Button component={Link} to={newTicket.to} leftSection={<IconPlus size={16} aria-hidden />}>
            {newTicket.label}
          </Button>
        }
      />
      <SegmentedControl
        mb="md"
        fullWidth
        maw={480}
        aria-label={t('list.scope_label')}
        value={scope}
        onChange={(value) => setParams(value === 'parkings' ? { scope: 'parkings' } : {}, { replace: true })}
        data={SCOPES.map((value) => ({ value, label: t(`list.scope.${value}`) }))}
      />
      <ListStates
        loading={loading}
        error={error}
        loaded={loaded}
        count={loaded ? tickets.length : 0}
        loadingLabel={t('list.loading')}
        onRetry={() => void refetch()}
        empty={
          scope === 'reported'
            ? {
                icon: <IconLifebuoy size={40} aria-hidden color="var(--mantine-color-blue-6)" />,
                title: t('list.empty_title'),
                text: t('list.empty_text'),
                action: newTicket,
              }
            : {
                icon: <IconLifebuoy size={40} aria-hidden color="var(--mantine-color-blue-6)" />,
                title: t('list.empty_parkings_title'),
                text: t('list.empty_parkings_text'),
              }
        }
      >
        <TicketTable tickets={tickets} />
        <TicketCards tickets={tickets} />
      </ListStates>
      {loaded ? <LoadMore nextCursor={page?.nextCursor} onLoadMore={loadMore} /> : null}
    </Stack>
  );
}
