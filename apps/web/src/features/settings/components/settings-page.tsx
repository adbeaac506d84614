import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../../lib/config';
import { hasOptionalTags } from '../../../lib/consent/optional-tags';
import { useSession } from '../../../lib/session/session-store';
import { ChangePasswordForm } from './change-password-form';
import { PrivacyForm } from './privacy-form';
import { ProfileForm } from './profile-form';
import { RemindersForm } from './reminders-form';

export function SettingsPage() {
  const { t } = useTranslation('settings');
  const { user } = useSession();
  const config = useConfig();
  return (
    <Stack gap="md" maw={960}>
      <Title order={1} fz="h2">
        {t('title')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper p="md" withBorder bg="var(--ps-surface)">
          {user ? <ProfileForm user={user} /> : null}
        </Paper>
        <Paper p="md" withBorder bg="var(--ps-surface)">
          <ChangePasswordForm />
        </Paper>
        <Paper p="md" withBorder bg="var(--ps-surface)">
          <RemindersForm />
        </Paper>
        {/* Only where analytics or recording is configured: otherwise there is nothing to choose (decision 094). */}
        {hasOptionalTags(config) ? (
          <Paper p="md" withBorder bg="var(--ps-surface)">
            <PrivacyForm />
          </Paper>
        ) : null}
      </SimpleGrid>
    </Stack>
  );
}
