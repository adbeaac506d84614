import { Alert, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/errors/error-message';
import { normalizeError } from '../../../lib/errors/normalize-error';
import { expireSession } from '../../../lib/session/session-store';

/** Card-shaped placeholders while the addresses load, so the page does not jump when they arrive. */
export function AddressesSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={label}>
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
  const normalized = normalizeError(error);
  useEffect(() => {
    if (normalized.kind === 'unauthenticated') expireSession();
  }, [normalized.kind]);
  if (normalized.kind === 'not-found') {
    return (
      <Alert color="yellow" role="alert" title={t('errors.parking_not_found')}>
        <Button component={Link} to={paths.parkings.href()} size="xs" variant="light" color="yellow">
          {t('back.parkings')}
        </Button>
      </Alert>
    );
  }
  return (
    <Alert color="red" role="alert" title={t('errors.load')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(normalized)}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
