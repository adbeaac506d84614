import { Card, Group, Stack, Text } from '@mantine/core';
import { IconBuildingCommunity, IconMapPin, IconParking } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { MyParkingsQuery } from '../../../gql/graphql';
import { StatusBadge } from './status-badge';

type ParkingItem = MyParkingsQuery['myParkings']['items'][number];

export function ParkingCard({ parking }: { parking: ParkingItem }) {
  const { t } = useTranslation('parkings');
  const city = parking.basicAddress?.city;
  return (
    <Card
      component={Link}
      to={paths.parkingEditor.href(parking.id)}
      withBorder
      radius="md"
      padding="md"
      h="100%"
      bg="var(--ps-surface)"
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {parking.name}
          </Text>
          <StatusBadge parking={parking} />
        </Group>
        <Text ff="monospace" size="sm" c="dimmed">
          {parking.identifier}
        </Text>
        {parking.status === 'rejected_verification' && parking.rejectionReason ? (
          <Text size="sm" c="red">
            {t('list.rejection_reason', { reason: parking.rejectionReason })}
          </Text>
        ) : null}
        <Group gap="md" c="dimmed">
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={16} aria-hidden />
            <Text size="sm">{city ?? t('list.no_city')}</Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconParking size={16} aria-hidden />
            <Text size="sm">{t('spot_count', { count: parking.spotCount })}</Text>
          </Group>
        </Group>
        {parking.organization ? (
          <Group gap={4} wrap="nowrap" c="dimmed">
            <IconBuildingCommunity size={16} aria-hidden />
            <Text size="sm">{t('list.organization', { name: parking.organization.name })}</Text>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
