import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { CardsSkeleton, EmptyState, LoadError } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';

interface ParkingItemsPageProps {
  parkingId: string;
  parking: { name: string; identifier: string; canManage: boolean } | null | undefined;
  query: { loaded: boolean; loading: boolean; error: unknown; retry: () => void };
  title: string;
  loadingLabel: string;
  add: { to: string; label: string };
  /** The sibling screen (price lists ↔ unavailability), linked beside the parking's editor. */
  sibling: { to: string; label: string };
  empty: { icon: ReactNode; title: string; text: string };
  count: number;
  /** The cards, shown when there are any. */
  children: ReactNode;
}

/** The frame of a parking's price lists and unavailability: header, links, loading, error, read-only, empty. */
export function ParkingItemsPage(props: ParkingItemsPageProps) {
  const { parkingId, parking, query, add, count } = props;
  const { t } = useTranslation('prices');
  return (
    <Stack gap={0} maw={720}>
      <PageHeader
        title={props.title}
        back={{ to: paths.parkings.href(), label: t('back.parkings') }}
        description={parking ? `${parking.name} · ${parking.identifier}` : undefined}
        actions={
          parking?.canManage && count > 0 ? (
            <Button component={Link} to={add.to} leftSection={<IconPlus size={16} aria-hidden />}>
              {add.label}
            </Button>
          ) : null
        }
      />
      <Group gap="md" mb="md">
        <Anchor component={Link} to={paths.parkingEditor.href(parkingId)} size="sm">
          {t('links.editor')}
        </Anchor>
        <Anchor component={Link} to={props.sibling.to} size="sm">
          {props.sibling.label}
        </Anchor>
      </Group>
      {query.loading && !query.loaded ? <CardsSkeleton label={props.loadingLabel} /> : null}
      {query.error && !query.loaded ? (
        <LoadError error={query.error} onRetry={query.retry} title={t('load_error')} />
      ) : null}
      {parking && !parking.canManage ? (
        <Alert color="gray" mb="md">
          {t('read_only')}
        </Alert>
      ) : null}
      {parking && count === 0 ? <EmptyState {...props.empty} action={parking.canManage ? add : undefined} /> : null}
      {count > 0 ? <Stack gap="sm">{props.children}</Stack> : null}
    </Stack>
  );
}
