import { Drawer, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { MapParking } from '../hooks/use-map-parkings';
import { AvailabilityBadge, useFreeSpotsText } from './availability';

interface GroupCardProps {
  /** Parkings at one place (a group no zoom can split), in the map's order; null when closed. */
  parkings: MapParking[] | null;
  onSelect: (parking: MapParking) => void;
  onClose: () => void;
}

/** The parkings of a group pin that stays a group at every zoom: choosing one opens its card. */
export function GroupCard({ parkings, onSelect, onClose }: GroupCardProps) {
  const { t } = useTranslation('map');
  const narrow = useMediaQuery('(max-width: 47.99em)');
  const freeSpots = useFreeSpotsText();
  const count = parkings?.length ?? 0;

  return (
    <Drawer
      opened={parkings !== null}
      onClose={onClose}
      position={narrow ? 'bottom' : 'right'}
      size={narrow ? 'auto' : 'md'}
      title={t('group.title', { count })}
      closeButtonProps={{ 'aria-label': t('card.close') }}
      zIndex={1300}
      styles={{
        title: { fontWeight: 700 },
        content: narrow ? { flex: '0 0 auto', height: 'auto', maxHeight: '85dvh' } : undefined,
      }}
    >
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} data-testid="map-group">
        {(parkings ?? []).map((parking) => (
          <li key={parking.identifier}>
            <Paper withBorder p="sm">
              {/* Named by what it shows: address, identifier (two parkings may share an address), state. */}
              <UnstyledButton w="100%" onClick={() => onSelect(parking)}>
                <Stack gap={4}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                    <Text fw={600} size="sm" td="underline" style={{ overflowWrap: 'anywhere' }}>
                      {parking.address}
                    </Text>
                    <AvailabilityBadge availability={parking.availability} />
                  </Group>
                  <Group justify="space-between" gap="xs">
                    <Text size="sm">{freeSpots(parking)}</Text>
                    <Text size="sm" c="dimmed">
                      {t('group.identifier', { identifier: parking.identifier })}
                    </Text>
                  </Group>
                </Stack>
              </UnstyledButton>
            </Paper>
          </li>
        ))}
      </Stack>
    </Drawer>
  );
}
