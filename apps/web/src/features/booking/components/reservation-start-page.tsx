import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMap2, IconQrcode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useReservationDraft } from '../hooks/use-reservation-draft';

/**
 * /reservation, the start of the flow: the draft (started on a parking or spot page, the map or the scanner)
 * goes on to the new reservation form; without one, the ways to find a spot.
 */
export function ReservationStartPage() {
  const { t } = useTranslation('booking');
  const draft = useReservationDraft();
  if (draft) {
    return <Navigate to={paths.reservationNew.href()} replace />;
  }
  return (
    <Paper p="xl" withBorder bg="var(--ps-surface)" maw={560} mx="auto" mt="md">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconMap2 size={36} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {t('start.title')}
        </Title>
        <Text c="dimmed" maw={440}>
          {t('start.text')}
        </Text>
        <Group gap="sm" justify="center" mt="xs">
          <Button component={Link} to={paths.map.href()} leftSection={<IconMap2 size={18} aria-hidden />}>
            {t('start.map')}
          </Button>
          <Button
            component={Link}
            to={paths.scan.href()}
            variant="default"
            leftSection={<IconQrcode size={18} aria-hidden />}
          >
            {t('start.scan')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
