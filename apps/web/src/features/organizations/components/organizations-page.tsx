import { Button, Stack } from '@mantine/core';
import { IconBuildingCommunity, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useMyOrganizations } from '../api/my-organizations';
import { OrganizationCard } from './organization-card';
import { CardsSkeleton, EmptyState, LoadError } from '../../../components/ui/query-states';

/** /organizations: the organizations the user belongs to (SPEC §2), with a way to start one. */
export function OrganizationsPage() {
  const { t } = useTranslation('organizations');
  const { data, loading, error, refetch } = useMyOrganizations();
  const organizations = data?.myOrganizations ?? [];
  return (
    <Stack gap={0} maw={720}>
      <PageHeader
        title={t('list.title')}
        back={{ to: paths.map.href(), label: t('back.map') }}
        description={t('list.description')}
        actions={
          <Button
            component={Link}
            to={paths.organizationCreator.href()}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('list.add')}
          </Button>
        }
      />
      {loading && !data ? <CardsSkeleton label={t('list.loading')} /> : null}
      {error && !data ? <LoadError error={error} onRetry={() => void refetch()} /> : null}
      {data && organizations.length === 0 ? (
        <EmptyState
          icon={<IconBuildingCommunity size={40} aria-hidden color="var(--mantine-color-blue-6)" />}
          title={t('list.empty_title')}
          text={t('list.empty_text')}
          action={{ to: paths.organizationCreator.href(), label: t('list.add') }}
        />
      ) : null}
      {organizations.length > 0 ? (
        <Stack gap="sm">
          {organizations.map((organization) => (
            <OrganizationCard key={organization.id} organization={organization} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
