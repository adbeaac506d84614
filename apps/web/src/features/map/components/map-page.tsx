import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ParkingMap } from './parking-map';

export function MapPage() {
  const { t } = useTranslation('map');
  return (
    <Stack gap="sm">
      <Title order={1} fz="h3">
        {t('title')}
      </Title>
      <ParkingMap />
    </Stack>
  );
}
