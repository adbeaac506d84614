import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCalendarOff,
  IconCoin,
  IconMapPin,
  IconParking,
  IconPhoto,
  IconReportMoney,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** The management hub's ways out: everything that belongs to the parking has its own screen. */
export function ParkingTiles({ parkingId, spotCount }: { parkingId: string; spotCount: number }) {
  const { t } = useTranslation('parkings');
  const tiles = [
    {
      to: paths.parkingAddresses.href(parkingId),
      icon: IconMapPin,
      title: t('editor.tile_addresses'),
      text: t('editor.tile_addresses_text'),
    },
    {
      to: paths.parkingSpots.href(parkingId),
      icon: IconParking,
      title: t('editor.tile_spots'),
      text: t('spot_count', { count: spotCount }),
    },
    {
      to: paths.parkingPrices.href(parkingId),
      icon: IconCoin,
      title: t('editor.tile_prices'),
      text: t('editor.tile_prices_text'),
    },
    {
      to: paths.parkingUnavailability.href(parkingId),
      icon: IconCalendarOff,
      title: t('editor.tile_unavailability'),
      text: t('editor.tile_unavailability_text'),
    },
    {
      to: paths.parkingReservations.href(parkingId),
      icon: IconCalendarEvent,
      title: t('editor.tile_reservations'),
      text: t('editor.tile_reservations_text'),
    },
    {
      to: paths.parkingStatements.href(parkingId),
      icon: IconReportMoney,
      title: t('editor.tile_statements'),
      text: t('editor.tile_statements_text'),
    },
    {
      to: paths.images.href('parkings', parkingId, parkingId),
      icon: IconPhoto,
      title: t('editor.tile_photos'),
      text: t('editor.tile_photos_text'),
    },
  ];
  return (
    <Stack gap="sm" component="nav" aria-labelledby="parking-manage">
      <Title order={2} fz="h4" id="parking-manage">
        {t('editor.manage_title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {tiles.map(({ to, icon: Icon, title, text }) => (
          <Card key={to} component={Link} to={to} withBorder radius="md" padding="sm" bg="var(--ps-surface)">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" size={40} radius="md">
                <Icon size={22} aria-hidden />
              </ThemeIcon>
              <div>
                <Text fw={600}>{title}</Text>
                <Text size="sm" c="dimmed">
                  {text}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
