import { Alert, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { CardsSkeleton, LoadError } from '../../../components/ui/query-states';

interface ItemEditorFrameProps {
  title: string;
  back: { to: string; label: string };
  description?: string;
  loadingLabel: string;
  query: { loaded: boolean; loading: boolean; error: unknown; retry: () => void };
  canManage: boolean | undefined;
  /** Editing an item the parking no longer has (deleted meanwhile, or another parking's id). */
  missing: boolean;
  /** The form, shown to the parking's managers once the parking (and the edited item) is there. */
  children: ReactNode;
}

/** The frame of the price list and unavailability creators and editors: header, loading, error, read-only. */
export function ItemEditorFrame(props: ItemEditorFrameProps) {
  const { t } = useTranslation('prices');
  const { query, canManage, missing } = props;
  return (
    <Stack gap={0} maw={720}>
      <PageHeader title={props.title} back={props.back} description={props.description} />
      {query.loading && !query.loaded ? <CardsSkeleton count={1} label={props.loadingLabel} /> : null}
      {query.error && !query.loaded ? (
        <LoadError error={query.error} onRetry={query.retry} title={t('load_error')} />
      ) : null}
      {canManage === false ? <Alert color="gray">{t('read_only')}</Alert> : null}
      {canManage && missing ? <Alert color="yellow">{t('editor.not_found')}</Alert> : null}
      {canManage && !missing ? props.children : null}
    </Stack>
  );
}
