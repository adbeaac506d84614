import { Alert, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors/error-message';
import { normalizeError } from '../../../lib/errors/normalize-error';
import { expireSession } from '../../../lib/session/session-store';

/** Card-shaped placeholders while something loads, so the page does not jump when it arrives. */
export function CardsSkeleton({ count = 2, label }: { count?: number; label: string }) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Paper key={i} p="md" withBorder bg="var(--ps-surface)">
          <Skeleton height={20} width="55%" mb="sm" />
          <Skeleton height={12} width="80%" mb={8} />
          <Skeleton height={12} width="40%" />
        </Paper>
      ))}
    </Stack>
  );
}

/** A failed load: the message in the user's language and a retry; an expired session goes to sign-in. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('organizations');
  const normalized = normalizeError(error);
  useEffect(() => {
    if (normalized.kind === 'unauthenticated') {
      expireSession();
    }
  }, [normalized.kind]);
  return (
    <Alert color="red" role="alert" title={t('load_error')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(normalized)}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
