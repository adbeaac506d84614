import { Alert, Button, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadMore } from '../../../components/ui/load-more';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useMyParkings } from '../api/my-parkings';
import { errorText } from '../../../lib/errors/report-error';
import { ParkingCard } from './parking-card';
import { ParkingsEmpty } from './parkings-empty';

export function ParkingsPage() {
  const { t } = useTranslation('parkings');
  const { data, loading, error, loadMore } = useMyParkings();
  const parkings = data?.myParkings.items;

  return (
    <Stack gap={0}>
      <PageHeader
        title={t('list.title')}
        back={{ to: paths.map.href(), label: t('back_to_map') }}
        actions={
          parkings?.length ? (
            <Button component={Link} to={paths.parkingCreator.href()} leftSection={<IconPlus size={16} aria-hidden />}>
              {t('list.add')}
            </Button>
          ) : null
        }
      />
      {error && !parkings ? (
        <Alert color="red" role="alert">
          {errorText(error)}
        </Alert>
      ) : null}
      {!parkings && loading ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} h={132} radius="md" />
          ))}
        </SimpleGrid>
      ) : null}
      {parkings?.length === 0 ? <ParkingsEmpty /> : null}
      {parkings?.length ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {parkings.map((parking) => (
            <li key={parking.id}>
              <ParkingCard parking={parking} />
            </li>
          ))}
        </SimpleGrid>
      ) : null}
      <LoadMore nextCursor={data?.myParkings.nextCursor} onLoadMore={loadMore} />
    </Stack>
  );
}
