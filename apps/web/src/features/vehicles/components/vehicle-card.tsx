import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconStar } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { MyVehicleListQuery } from '../../../gql/graphql';
import { billingHolder, vehicleTitle } from '../utils/vehicle-display';

export type VehicleItem = MyVehicleListQuery['myVehicles'][number];

interface VehicleCardProps {
  vehicle: VehicleItem;
  busy: boolean;
  onMakeDefault: (vehicle: VehicleItem) => void;
}

/** One vehicle as a card: the plate as read on the car, its name, status, billing account and default flag. */
export function VehicleCard({ vehicle, busy, onMakeDefault }: VehicleCardProps) {
  const { t } = useTranslation('vehicles');
  const titleId = useId();
  const active = vehicle.status === 'active';
  return (
    <Paper component="article" aria-labelledby={titleId} p="md" withBorder bg="var(--ps-surface)">
      <Stack gap="xs">
        {/* A plate is read as one piece: at 360 px the badges move under it instead of splitting "WA 12345". */}
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title
            order={2}
            fz="h3"
            id={titleId}
            ff="monospace"
            style={{ whiteSpace: 'nowrap', letterSpacing: '0.04em' }}
          >
            {vehicleTitle(vehicle)}
          </Title>
          <Group gap={6} justify="flex-end" style={{ flexShrink: 0 }}>
            {vehicle.isDefault ? (
              <Badge color="blue" variant="light">
                {t('badges.default')}
              </Badge>
            ) : null}
            <Badge color={active ? 'teal' : 'gray'} variant={active ? 'light' : 'outline'}>
              {t(active ? 'status.active' : 'status.inactive')}
            </Badge>
          </Group>
        </Group>
        {vehicle.name ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {vehicle.name}
          </Text>
        ) : null}
        <div>
          <Text span size="sm" c="dimmed">
            {t('fields.billing_account')}:{' '}
          </Text>
          <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
            {vehicle.billingAccount ? billingHolder(vehicle.billingAccount) : t('list.no_billing_account')}
          </Text>
        </div>
        <Group gap="xs" mt={4}>
          <Button
            component={Link}
            to={paths.vehicleEditor.href(vehicle.id)}
            size="xs"
            variant="light"
            leftSection={<IconPencil size={14} aria-hidden />}
          >
            {t('actions.edit')}
          </Button>
          {vehicle.isDefault ? null : (
            <Button
              size="xs"
              variant="default"
              disabled={busy}
              onClick={() => onMakeDefault(vehicle)}
              leftSection={<IconStar size={14} aria-hidden />}
            >
              {t('actions.make_default')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
