import { Text } from '@mantine/core';
import { IconClockPause } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useDeleteUnavailability } from '../api/delete-unavailability';
import { useParkingUnavailabilities } from '../api/parking-unavailabilities';
import { useConfirmedDelete } from '../hooks/use-confirmed-delete';
import { ParkingItemsPage } from './parking-items-page';
import { UnavailabilityCard } from './unavailability-card';

/** /parking/{id}/unavailability: recurring closures; without any the parking is available 24/7. */
export function UnavailabilityPage() {
  const { t } = useTranslation('prices');
  const { parkingId = '' } = useParams();
  const { data, loading, error, refetch } = useParkingUnavailabilities(parkingId);
  const [remove] = useDeleteUnavailability();
  const { busy, askDelete } = useConfirmedDelete({
    texts: (name) => ({
      title: t('unavailability.delete_title'),
      message: t('unavailability.delete_message', { name }),
      confirmLabel: t('delete'),
      deleted: t('unavailability.deleted', { name }),
    }),
    remove: (id) => remove({ variables: { id } }),
  });
  const parking = data?.parking;
  const items = parking?.unavailabilities ?? [];

  return (
    <ParkingItemsPage
      parkingId={parkingId}
      parking={parking}
      query={{ loaded: Boolean(data), loading, error, retry: () => void refetch() }}
      title={t('unavailability.title')}
      loadingLabel={t('unavailability.loading')}
      add={{ to: paths.unavailabilityCreator.href(parkingId), label: t('unavailability.add') }}
      sibling={{ to: paths.parkingPrices.href(parkingId), label: t('links.prices') }}
      empty={{
        icon: <IconClockPause size={40} aria-hidden color="var(--mantine-color-blue-6)" />,
        title: t('unavailability.empty_title'),
        text: t('unavailability.empty_text'),
      }}
      count={items.length}
    >
      <Text size="sm" c="dimmed">
        {t('unavailability.intro')}
      </Text>
      {items.map((item) => (
        <UnavailabilityCard
          key={item.id}
          item={item}
          editTo={parking?.canManage ? paths.unavailabilityEditor.href(parkingId, item.id) : undefined}
          busy={busy}
          onDelete={(value) => void askDelete(value)}
        />
      ))}
    </ParkingItemsPage>
  );
}
