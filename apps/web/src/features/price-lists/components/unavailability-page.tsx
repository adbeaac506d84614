import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconClockPause, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { confirm } from '../../../lib/confirm';
import { notify } from '../../../lib/notify';
import { useDeleteUnavailability } from '../api/delete-unavailability';
import { useParkingUnavailabilities } from '../api/parking-unavailabilities';
import { reportError } from '../utils/report-error';
import { CardsSkeleton, EmptyState, LoadError } from '../../../components/ui/query-states';
import { UnavailabilityCard, type UnavailabilityItem } from './unavailability-card';

/** /parking/{id}/unavailability: recurring closures; without any the parking is available 24/7. */
export function UnavailabilityPage() {
  const { t } = useTranslation('prices');
  const { parkingId = '' } = useParams();
  const { data, loading, error, refetch } = useParkingUnavailabilities(parkingId);
  const [remove] = useDeleteUnavailability();
  const [busy, setBusy] = useState(false);
  const parking = data?.parking;
  const items = parking?.unavailabilities ?? [];
  const creator = paths.unavailabilityCreator.href(parkingId);

  const askDelete = async (item: UnavailabilityItem) => {
    const ok = await confirm({
      title: t('unavailability.delete_title'),
      message: t('unavailability.delete_message', { name: item.name }),
      confirmLabel: t('delete'),
    });
    if (!ok) return;
    setBusy(true);
    try {
      await remove({ variables: { id: item.id } });
      notify('success', t('unavailability.deleted', { name: item.name }));
    } catch (failure) {
      reportError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap={0} maw={720}>
      <PageHeader
        title={t('unavailability.title')}
        back={{ to: paths.parkings.href(), label: t('back.parkings') }}
        description={parking ? `${parking.name} · ${parking.identifier}` : undefined}
        actions={
          parking?.canManage && items.length > 0 ? (
            <Button component={Link} to={creator} leftSection={<IconPlus size={16} aria-hidden />}>
              {t('unavailability.add')}
            </Button>
          ) : null
        }
      />
      <Group gap="md" mb="md">
        <Anchor component={Link} to={paths.parkingEditor.href(parkingId)} size="sm">
          {t('links.editor')}
        </Anchor>
        <Anchor component={Link} to={paths.parkingPrices.href(parkingId)} size="sm">
          {t('links.prices')}
        </Anchor>
      </Group>
      {loading && !data ? <CardsSkeleton label={t('unavailability.loading')} /> : null}
      {error && !data ? <LoadError error={error} onRetry={() => void refetch()} title={t('load_error')} /> : null}
      {parking && !parking.canManage ? (
        <Alert color="gray" mb="md">
          {t('read_only')}
        </Alert>
      ) : null}
      {parking && items.length === 0 ? (
        <EmptyState
          icon={<IconClockPause size={40} aria-hidden color="var(--mantine-color-blue-6)" />}
          title={t('unavailability.empty_title')}
          text={t('unavailability.empty_text')}
          action={parking.canManage ? { to: creator, label: t('unavailability.add') } : undefined}
        />
      ) : null}
      {items.length > 0 ? (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('unavailability.intro')}
          </Text>
          {items.map((item) => (
            <UnavailabilityCard
              key={item.id}
              item={item}
              canManage={parking?.canManage ?? false}
              busy={busy}
              onDelete={(value) => void askDelete(value)}
            />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
