import { Anchor, Stack, Text } from '@mantine/core';
import { IconReportMoney } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadMore } from '../../../components/ui/load-more';
import { PageHeader } from '../../../components/ui/page-header';
import { CardsSkeleton, EmptyState, LoadError } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import { useParkingStatements } from '../api/parking-statements';
import { StatementMonthCard } from './statement-month-card';

/**
 * /parking/{id}/statements: a parking's money month by month (decision 086) for those who manage it — the stays'
 * fees, Parkshare's commission, refunds at the owner's cost and what reached the balance — with each month's
 * statement as PDF and CSV and, for a VAT-registered owner, Parkshare's commission invoice.
 */
export function StatementsPage() {
  const { t } = useTranslation('statements');
  const parkingId = useParams().parkingId ?? '';
  const { data, loading, error, refetch, loadMore } = useParkingStatements(parkingId);
  const parking = data?.parking;
  const months = data?.parkingStatements.items ?? [];
  const back = { to: paths.parkings.href(), label: t('back') };

  return (
    <Stack gap={0} maw={900}>
      <PageHeader
        title={t('title')}
        back={back}
        description={
          parking ? (
            <Anchor component={Link} to={paths.parkingEditor.href(parkingId)} inherit>
              {t('subtitle', { name: parking.name, identifier: parking.identifier })}
            </Anchor>
          ) : null
        }
      />
      {error && !data ? (
        <LoadError error={error} onRetry={() => void refetch()} notFound={{ title: t('not_found'), back }} />
      ) : null}
      {loading && !data ? <CardsSkeleton count={3} label={t('loading')} /> : null}
      {data ? (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('intro')}
          </Text>
          {months.length === 0 ? (
            <EmptyState
              icon={<IconReportMoney size={40} aria-hidden color="var(--mantine-color-blue-6)" />}
              title={t('empty_title')}
              text={t('empty_text')}
              action={{ to: paths.parkingReservations.href(parkingId), label: t('empty_action') }}
            />
          ) : (
            <Stack gap="xs">
              {months.map((month) => (
                <StatementMonthCard key={month.month} month={month} />
              ))}
            </Stack>
          )}
          <LoadMore nextCursor={data.parkingStatements.nextCursor} onLoadMore={loadMore} />
        </Stack>
      ) : null}
    </Stack>
  );
}
