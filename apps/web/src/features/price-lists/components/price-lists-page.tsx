import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconCoins, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { confirm } from '../../../lib/confirm';
import { notify } from '../../../lib/notify';
import { useDeletePriceList } from '../api/delete-price-list';
import { useParkingPriceLists } from '../api/parking-price-lists';
import { reportError } from '../utils/report-error';
import { PriceListCard, type PriceListItem } from './price-list-card';
import { CardsSkeleton, EmptyState, LoadError } from '../../../components/ui/query-states';

/** /parking/{id}/prices: the parking's price lists, the basic one first. */
export function PriceListsPage() {
  const { t } = useTranslation('prices');
  const { parkingId = '' } = useParams();
  const { data, loading, error, refetch } = useParkingPriceLists(parkingId);
  const [remove] = useDeletePriceList();
  const [busy, setBusy] = useState(false);
  const parking = data?.parking;
  const lists = parking?.priceLists ?? [];
  const creator = paths.priceCreator.href(parkingId, parking?.identifier);

  const askDelete = async (list: PriceListItem) => {
    const ok = await confirm({
      title: t('list.delete_title'),
      message: t('list.delete_message', { name: list.name }),
      confirmLabel: t('delete'),
    });
    if (!ok) return;
    setBusy(true);
    try {
      await remove({ variables: { id: list.id } });
      notify('success', t('list.deleted', { name: list.name }));
    } catch (failure) {
      reportError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap={0} maw={720}>
      <PageHeader
        title={t('list.title')}
        back={{ to: paths.parkings.href(), label: t('back.parkings') }}
        description={parking ? `${parking.name} · ${parking.identifier}` : undefined}
        actions={
          parking?.canManage && lists.length > 0 ? (
            <Button component={Link} to={creator} leftSection={<IconPlus size={16} aria-hidden />}>
              {t('list.add')}
            </Button>
          ) : null
        }
      />
      <Group gap="md" mb="md">
        <Anchor component={Link} to={paths.parkingEditor.href(parkingId)} size="sm">
          {t('links.editor')}
        </Anchor>
        <Anchor component={Link} to={paths.parkingUnavailability.href(parkingId)} size="sm">
          {t('links.unavailability')}
        </Anchor>
      </Group>
      {loading && !data ? <CardsSkeleton label={t('list.loading')} /> : null}
      {error && !data ? <LoadError error={error} onRetry={() => void refetch()} title={t('load_error')} /> : null}
      {parking && !parking.canManage ? (
        <Alert color="gray" mb="md">
          {t('read_only')}
        </Alert>
      ) : null}
      {parking && lists.length === 0 ? (
        <EmptyState
          icon={<IconCoins size={40} aria-hidden color="var(--mantine-color-blue-6)" />}
          title={t('list.empty_title')}
          text={t('list.empty_text')}
          action={parking.canManage ? { to: creator, label: t('list.add') } : undefined}
        />
      ) : null}
      {lists.length > 0 ? (
        <Stack gap="sm">
          {lists.map((list) => (
            <PriceListCard
              key={list.id}
              list={list}
              canManage={parking?.canManage ?? false}
              busy={busy}
              onDelete={(item) => void askDelete(item)}
            />
          ))}
          <Text size="sm" c="dimmed">
            {t('list.highest_rule')}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}
