import { Paper, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError as SharedLoadError } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';

/** Card-shaped placeholders while the addresses load, so the page does not jump when they arrive. */
export function AddressesSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={label}>
      {[0, 1].map((i) => (
        <Paper key={i} p="md" withBorder bg="var(--ps-surface)">
          <Skeleton height={18} width="30%" mb="sm" />
          <Skeleton height={14} width="70%" mb={8} />
          <Skeleton height={120} />
        </Paper>
      ))}
    </Stack>
  );
}

/** A failed load: a parking that is not there (or not the viewer's) says so; anything else offers a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('addresses');
  return (
    <SharedLoadError
      error={error}
      onRetry={onRetry}
      title={t('errors.load')}
      notFound={{
        title: t('errors.parking_not_found'),
        back: { to: paths.parkings.href(), label: t('back.parkings') },
      }}
    />
  );
}
