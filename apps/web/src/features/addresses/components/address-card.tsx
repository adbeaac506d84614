import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { ParkingAddressesQuery } from '../../../gql/graphql';
import { addressLines, countryNameIn } from '../utils/format-address';
import { StaticMap } from './static-map';

export type AddressItem = NonNullable<ParkingAddressesQuery['parking']>['addresses'][number];

const TYPE_COLORS = { basic: 'blue', entry: 'green', exit: 'orange' } as const;

interface AddressCardProps {
  parkingId: string;
  address: AddressItem;
  canManage: boolean;
  busy: boolean;
  onDelete: (address: AddressItem) => void;
}

export function AddressCard({ parkingId, address, canManage, busy, onDelete }: AddressCardProps) {
  const { t, i18n } = useTranslation('addresses');
  const titleId = useId();
  const countryName = useMemo(() => countryNameIn(i18n.resolvedLanguage ?? 'en'), [i18n.resolvedLanguage]);
  const [first, second] = addressLines(address, countryName);
  return (
    <Paper component="article" aria-labelledby={titleId} p="md" withBorder bg="var(--ps-surface)">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Title order={2} fz="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {first}
            </Title>
            {second ? (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {second}
              </Text>
            ) : null}
          </div>
          <Badge color={TYPE_COLORS[address.type]} variant="light">
            {t(`types.${address.type}`)}
          </Badge>
        </Group>
        <StaticMap latitude={address.latitude} longitude={address.longitude} />
        <Group gap="xs">
          {canManage ? (
            <Button
              component={Link}
              to={paths.addressCreator.href(parkingId, address.id)}
              size="xs"
              variant="default"
              leftSection={<IconEdit size={14} aria-hidden />}
              aria-label={t('list.edit_label', { address: first })}
            >
              {t('list.edit')}
            </Button>
          ) : null}
          <Button
            component={Link}
            to={paths.images.href('addresses', address.id, parkingId)}
            size="xs"
            variant="default"
            leftSection={<IconPhoto size={14} aria-hidden />}
            aria-label={t('list.photos_label', { address: first })}
          >
            {t('list.photos')}
          </Button>
          {canManage ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              disabled={busy}
              onClick={() => onDelete(address)}
              leftSection={<IconTrash size={14} aria-hidden />}
              aria-label={t('list.delete_label', { address: first })}
            >
              {t('list.delete')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
