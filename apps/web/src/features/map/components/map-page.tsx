import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ParkingMap } from './parking-map';

/* The page fills the viewport under the app header (whose height Mantine exposes, banner included), and the map
 * takes whatever the title leaves: a title that wraps (Polish at 360 px) no longer pushes the map off screen. */
const FILL_VIEWPORT = 'calc(100dvh - var(--app-shell-header-offset, 0rem) - 2 * var(--mantine-spacing-md))';

export function MapPage() {
  const { t } = useTranslation('map');
  return (
    <Stack gap="sm" h={FILL_VIEWPORT} mih={400}>
      <Title order={1} fz={{ base: 'h4', sm: 'h3' }}>
        {t('title')}
      </Title>
      <ParkingMap />
    </Stack>
  );
}
