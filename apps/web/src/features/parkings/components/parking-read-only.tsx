import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ParkingDetailsQuery } from '../../../gql/graphql';

type Parking = ParkingDetailsQuery['parking'];

/** What an organization member sees instead of the form. */
export function ParkingReadOnly({ parking }: { parking: Parking }) {
  const { t } = useTranslation('parkings');
  const sizes = [
    [t('form.max_height'), parking.maxHeightCm],
    [t('form.max_length'), parking.maxLengthCm],
    [t('form.max_width'), parking.maxWidthCm],
  ]
    .filter((entry): entry is [string, number] => typeof entry[1] === 'number')
    .map(([label, value]) => `${label} ${value} ${t('form.cm')}`);
  return (
    <Paper withBorder radius="md" p="md" bg="var(--ps-surface)">
      <Stack gap={6}>
        <Text size="sm" c="dimmed">
          {t('editor.read_only')}
        </Text>
        <Text>{parking.note ?? t('editor.no_note')}</Text>
        <Text size="sm">
          {parking.hasRestrictions && sizes.length
            ? t('editor.restrictions_list', { list: sizes.join(', ') })
            : t('editor.restrictions_none')}
        </Text>
      </Stack>
    </Paper>
  );
}
