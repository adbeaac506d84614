import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconBuildingCommunity, IconCheck, IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import type { OrganizationInvitationQuery } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/errors/error-message';
import { normalizeError } from '../../../lib/errors/normalize-error';
import { notify } from '../../../lib/notify';
import { expireSession, logout, useSession } from '../../../lib/session/session-store';
import { useAcceptOrganizationInvitation } from '../api/accept-organization-invitation';
import { useOrganizationInvitation } from '../api/organization-invitation';
import { formatDateTime, localeOf } from '../../../lib/format/date';
import { CardsSkeleton, LoadError } from '../../../components/ui/query-states';

type Invitation = OrganizationInvitationQuery['organizationInvitation'];

/**
 * /organization-invitation?token=…, opened from the invitation e-mail. A signed-out visitor has already been
 * sent to sign in and brought back here (RequireAuth keeps the query). Only the invited address may accept.
 */
export function InvitationPage() {
  const { t } = useTranslation('organizations');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { data, error, refetch } = useOrganizationInvitation(token);
  const invitation = data?.organizationInvitation;

  let body: React.ReactNode;
  if (!token || (error && ['not-found', 'validation'].includes(normalizeError(error).kind))) {
    body = <Outcome title={t('invitation.invalid_title')} text={t('invitation.invalid')} />;
  } else if (error && !invitation) {
    body = <LoadError error={error} onRetry={() => void refetch()} />;
  } else if (!invitation) {
    body = <CardsSkeleton count={1} label={t('invitation.loading')} />;
  } else if (invitation.state !== 'pending') {
    body = (
      <Outcome
        title={t(`invitation.${invitation.state}_title`)}
        text={t(`invitation.${invitation.state}`, { organization: invitation.organizationName })}
      />
    );
  } else {
    body = <PendingInvitation invitation={invitation} token={token} onRefused={() => void refetch()} />;
  }

  return (
    <Stack gap={0} maw={560}>
      <PageHeader
        title={t('invitation.title')}
        back={{ to: paths.organizations.href(), label: t('back.organizations') }}
      />
      {body}
    </Stack>
  );
}

function Outcome({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('organizations');
  return (
    <Paper p="lg" withBorder bg="var(--ps-surface)">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="h4">
          {title}
        </Title>
        <Text>{text}</Text>
        <Button component={Link} to={paths.organizations.href()} variant="light">
          {t('invitation.to_organizations')}
        </Button>
      </Stack>
    </Paper>
  );
}

function PendingInvitation({
  invitation,
  token,
  onRefused,
}: {
  invitation: Invitation;
  token: string;
  onRefused: () => void;
}) {
  const { t, i18n } = useTranslation('organizations');
  const navigate = useNavigate();
  const location = useLocation();
  const current = useSession().user?.email ?? '';
  const [accept, { loading }] = useAcceptOrganizationInvitation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const organization = invitation.organizationName;

  if (current.toLowerCase() !== invitation.email.toLowerCase()) {
    // Sign out, then straight to sign-in with this page as the way back, so the right account can accept.
    const switchAccount = async () => {
      const here = `${location.pathname}${location.search}`;
      await logout();
      void navigate(paths.signIn.href(here), { replace: true });
    };
    return (
      <Paper p="lg" withBorder bg="var(--ps-surface)">
        <Stack gap="sm" align="flex-start">
          <Title order={2} fz="h4">
            {t('invitation.other_email_title')}
          </Title>
          <Text style={{ overflowWrap: 'anywhere' }}>
            {t('invitation.other_email', { email: invitation.email, current })}
          </Text>
          <Button leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void switchAccount()}>
            {t('invitation.logout')}
          </Button>
        </Stack>
      </Paper>
    );
  }

  const onAccept = async () => {
    setRefusal(null);
    try {
      const result = await accept({ variables: { token } });
      notify('success', t('invitation.accepted_toast', { organization }));
      const id = result.data?.acceptOrganizationInvitation.id;
      void navigate(id ? paths.organizationEditor.href(id) : paths.organizations.href(), { replace: true });
    } catch (failure) {
      const normalized = normalizeError(failure);
      if (normalized.kind === 'unauthenticated') {
        expireSession();
        return;
      }
      const first = normalized.fieldErrors.token?.[0];
      setRefusal(errorMessage(first ? { ...normalized, message: first } : normalized));
      onRefused();
    }
  };

  const locale = localeOf(i18n.resolvedLanguage);
  return (
    <Paper p="lg" withBorder bg="var(--ps-surface)">
      <Stack gap="sm" align="flex-start">
        <IconBuildingCommunity size={40} aria-hidden color="var(--mantine-color-blue-6)" />
        <Title order={2} fz="h3" style={{ overflowWrap: 'anywhere' }}>
          {invitation.inviterName
            ? t('invitation.invites_you', { inviter: invitation.inviterName, organization })
            : t('invitation.invited_you', { organization })}
        </Title>
        <Text>{t('invitation.explain')}</Text>
        <Text size="sm" c="dimmed">
          {t('invitation.valid_until', { date: formatDateTime(invitation.expiresAt, locale) })}
        </Text>
        {refusal ? (
          <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden />} style={{ alignSelf: 'stretch' }}>
            {refusal}
          </Alert>
        ) : null}
        <Button leftSection={<IconCheck size={16} aria-hidden />} loading={loading} onClick={() => void onAccept()}>
          {t('invitation.accept')}
        </Button>
      </Stack>
    </Paper>
  );
}
