import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/errors/error-message';
import { normalizeError } from '../../lib/errors/normalize-error';
import { expireSession } from '../../lib/session/session-store';

// The three states of a screen that loads a list or a record, shared by the owner screens.

/** Card-shaped placeholders while a list loads, so the page does not jump when it arrives. */
export function CardsSkeleton({ count = 2, label }: { count?: number; label: string }) {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={label}>
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

interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
  title?: string;
  /** What a record that is not there (or not the viewer's) says, with the way back, instead of a retry. */
  notFound?: { title: string; back: { to: string; label: string } };
}

/**
 * A failed load: the message in the user's language and a retry; an expired session goes to sign-in; a record
 * that is not there says so when the screen tells how (`notFound`).
 */
export function LoadError({ error, onRetry, title, notFound }: LoadErrorProps) {
  const { t } = useTranslation('common');
  const normalized = normalizeError(error);
  useEffect(() => {
    if (normalized.kind === 'unauthenticated') {
      expireSession();
    }
  }, [normalized.kind]);
  if (notFound && normalized.kind === 'not-found') {
    return (
      <Alert color="yellow" role="alert" title={notFound.title}>
        <Button component={Link} to={notFound.back.to} size="xs" variant="light" color="yellow">
          {notFound.back.label}
        </Button>
      </Alert>
    );
  }
  return (
    <Alert color="red" role="alert" title={title ?? t('query.load_error')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(normalized)}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('query.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  text: string;
  action?: { to: string; label: string };
}

/** An empty list says what the list is for and offers the one next step. */
export function EmptyState({ icon, title, text, action }: EmptyStateProps) {
  return (
    <Paper p="xl" withBorder bg="var(--ps-surface)">
      <Stack align="center" ta="center" gap="sm">
        {icon}
        <Title order={2} fz="h4">
          {title}
        </Title>
        <Text c="dimmed" maw={460}>
          {text}
        </Text>
        {action ? (
          <Button component={Link} to={action.to}>
            {action.label}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

interface ListStatesProps {
  /** The query's `loading`, `error` and whether its data has arrived. */
  loading: boolean;
  error: unknown;
  loaded: boolean;
  /** How many items arrived; 0 shows the empty state. */
  count: number;
  loadingLabel: string;
  onRetry: () => void;
  empty: EmptyStateProps;
  /** The items, shown in a column when there are any. */
  children: ReactNode;
}

/** A list screen's body: placeholders, then the error with a retry, the empty state, or the items. */
export function ListStates({ loading, error, loaded, count, loadingLabel, onRetry, empty, children }: ListStatesProps) {
  return (
    <>
      {loading && !loaded ? <CardsSkeleton label={loadingLabel} /> : null}
      {error && !loaded ? <LoadError error={error} onRetry={onRetry} /> : null}
      {loaded && count === 0 ? <EmptyState {...empty} /> : null}
      {count > 0 ? <Stack gap="sm">{children}</Stack> : null}
    </>
  );
}
