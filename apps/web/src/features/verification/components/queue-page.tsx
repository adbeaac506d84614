import { Alert, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminNav } from '../../../components/ui/admin-nav';
import { LoadMore } from '../../../components/ui/load-more';
import { PageHeader } from '../../../components/ui/page-header';
import { confirm } from '../../../lib/confirm';
import { errorMessage } from '../../../lib/errors/error-message';
import { normalizeError } from '../../../lib/errors/normalize-error';
import { reportError } from '../../../lib/errors/report-error';
import { notify } from '../../../lib/notify';

// The admin's verification queues (parkings, bank accounts) share one page: its loading, error and empty states,
// the count of what waits, the cards, "Load more", and approving one request after a confirmation.

interface QueuePageProps {
  title: string;
  description: string;
  error: unknown;
  /** The first page is still on its way. */
  loading: boolean;
  loadingLabel: string;
  /** Height of a card's placeholder while loading, so the page does not jump when the cards come. */
  cardHeight: number;
  emptyMessage: string;
  /** 'N waiting' or 'More than N waiting' when there are cards; null when the queue is empty. */
  count: string | null;
  nextCursor: string | null | undefined;
  onLoadMore: (after: string) => Promise<unknown>;
  /** The cards. */
  children: ReactNode;
  /** The reject modal. */
  modal: ReactNode;
}

export function QueuePage(props: QueuePageProps) {
  const { t } = useTranslation('verification');
  return (
    <Stack gap={0}>
      <AdminNav />
      <PageHeader title={props.title} description={props.description} />
      {props.error ? (
        <Alert color="red" role="alert">
          {errorMessage(normalizeError(props.error))}
        </Alert>
      ) : null}
      {props.loading ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={props.loadingLabel}>
          <Skeleton height={props.cardHeight} radius="md" />
          <Skeleton height={props.cardHeight} radius="md" />
        </Stack>
      ) : null}
      {!props.loading && !props.error && props.count === null ? (
        <Stack
          align="center"
          gap="xs"
          py="xl"
          bg="var(--ps-surface)"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        >
          <ThemeIcon size={48} radius="xl" variant="light" color="green">
            <IconChecks size={28} aria-hidden />
          </ThemeIcon>
          <Text fw={600}>{t('empty.title')}</Text>
          <Text size="sm" c="dimmed" ta="center" px="md">
            {props.emptyMessage}
          </Text>
        </Stack>
      ) : null}
      {props.count !== null ? (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {props.count}
          </Text>
          {props.children}
          <LoadMore nextCursor={props.nextCursor} onLoadMore={props.onLoadMore} />
        </Stack>
      ) : null}
      {props.modal}
    </Stack>
  );
}

/**
 * Approving a request of a queue: asks to confirm, marks the request busy while the mutation runs, then says it
 * is done (or reports the error).
 */
export function useQueueApproval<Request extends { id: string }>(
  approve: (request: Request) => Promise<unknown>,
  texts: (request: Request) => { title: string; message: string; confirmLabel: string; done: string },
) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const run = async (request: Request) => {
    const text = texts(request);
    const ok = await confirm({ title: text.title, message: text.message, confirmLabel: text.confirmLabel });
    if (!ok) {
      return;
    }
    setBusyId(request.id);
    try {
      await approve(request);
      notify('success', text.done);
    } catch (failure) {
      reportError(failure);
    } finally {
      setBusyId(null);
    }
  };
  return { busyId, approve: (request: Request) => void run(request) };
}
