import { Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EditorNotFound } from '../../../components/ui/editor-page';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { normalizeError } from '../../../lib/errors/normalize-error';
import { useOrganization } from '../api/organization';
import { InvitationsSection } from './invitations-section';
import { MembersSection } from './members-section';
import { OrganizationForm } from './organization-form';
import { OrganizationReadOnly } from './organization-read-only';
import { CardsSkeleton, LoadError } from '../../../components/ui/query-states';

/**
 * /organization-creator and /organization/{organizationId}/editor: one screen (SPEC §2). Administrators edit
 * the organization, its members and invitations; other members see it read-only and may leave it.
 */
export function OrganizationEditorPage() {
  const { t } = useTranslation('organizations');
  const { organizationId } = useParams();
  const { data, error, refetch } = useOrganization(organizationId);
  const back = { to: paths.organizations.href(), label: t('back.organizations') };
  const organization = data?.organization;

  if (!organizationId) {
    return (
      <Stack gap={0} maw={640}>
        <PageHeader title={t('editor.create_title')} back={back} />
        <Paper p="md" withBorder bg="var(--ps-surface)">
          <OrganizationForm />
        </Paper>
      </Stack>
    );
  }

  if (error && !organization) {
    if (normalizeError(error).kind === 'not-found') {
      return <EditorNotFound title={t('editor.not_found_title')} text={t('editor.not_found_text')} back={back} />;
    }
    return (
      <Stack gap={0} maw={640}>
        <PageHeader title={t('editor.edit_title')} back={back} />
        <LoadError error={error} onRetry={() => void refetch()} />
      </Stack>
    );
  }

  if (!organization) {
    return (
      <Stack gap={0} maw={640}>
        <PageHeader title={t('editor.edit_title')} back={back} />
        <CardsSkeleton count={3} label={t('editor.loading')} />
      </Stack>
    );
  }

  const isAdmin = organization.myRole === 'admin';
  return (
    <Stack gap={0} maw={640}>
      <PageHeader title={isAdmin ? t('editor.edit_title') : t('editor.view_title')} back={back} />
      <Stack gap="md">
        {isAdmin ? (
          <Paper p="md" withBorder bg="var(--ps-surface)">
            {/* A fresh form per organization, so values never carry over from another one. */}
            <OrganizationForm key={organization.id} organization={organization} />
          </Paper>
        ) : (
          <OrganizationReadOnly organization={organization} />
        )}
        <MembersSection organization={organization} />
        {isAdmin ? <InvitationsSection organization={organization} /> : null}
      </Stack>
    </Stack>
  );
}
