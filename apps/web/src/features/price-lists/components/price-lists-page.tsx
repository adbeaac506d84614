import { Text } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useDeletePriceList } from '../api/delete-price-list';
import { useParkingPriceLists } from '../api/parking-price-lists';
import { useConfirmedDelete } from '../hooks/use-confirmed-delete';
import { ParkingItemsPage } from './parking-items-page';
import { PriceListCard } from './price-list-card';

/** /parking/{id}/prices: the parking's price lists, the basic one first. */
export function PriceListsPage() {
  const { t } = useTranslation('prices');
  const { parkingId = '' } = useParams();
  const { data, loading, error, refetch } = useParkingPriceLists(parkingId);
  const [remove] = useDeletePriceList();
  const { busy, askDelete } = useConfirmedDelete({
    texts: (name) => ({
      title: t('list.delete_title'),
      message: t('list.delete_message', { name }),
      confirmLabel: t('delete'),
      deleted: t('list.deleted', { name }),
    }),
    remove: (id) => remove({ variables: { id } }),
  });
  const parking = data?.parking;
  const lists = parking?.priceLists ?? [];

  return (
    <ParkingItemsPage
      parkingId={parkingId}
      parking={parking}
      query={{ loaded: Boolean(data), loading, error, retry: () => void refetch() }}
      title={t('list.title')}
      loadingLabel={t('list.loading')}
      add={{ to: paths.priceCreator.href(parkingId, parking?.identifier), label: t('list.add') }}
      sibling={{ to: paths.parkingUnavailability.href(parkingId), label: t('links.unavailability') }}
      empty={{
        icon: <IconCoins size={40} aria-hidden color="var(--mantine-color-blue-6)" />,
        title: t('list.empty_title'),
        text: t('list.empty_text'),
      }}
      count={lists.length}
    >
      {lists.map((list) => (
        <PriceListCard
          key={list.id}
          list={list}
          editTo={parking?.canManage ? paths.priceEditor.href(parkingId, list.id) : undefined}
          busy={busy}
          onDelete={(item) => void askDelete(item)}
        />
      ))}
      <Text size="sm" c="dimmed">
        {t('list.highest_rule')}
      </Text>
    </ParkingItemsPage>
  );
}
