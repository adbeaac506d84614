import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-store';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm } from './profile-form';
import { RemindersForm } from './reminders-form';

export function SettingsPage() {
  const { t } = useTranslation('settings');
  const { user } = useSession();
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
      </SimpleGrid>
    </Stack>
  );
}
