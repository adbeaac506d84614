import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stopImpersonation, useSession } from '../../lib/session/session-store';

/** Shown on every screen while an admin acts as someone else, with the way back. */
export function ImpersonationBanner() {
  const { t } = useTranslation('common');
  const { impersonating, user } = useSession();
  const [stopping, setStopping] = useState(false);
  if (!impersonating) {
    return null;
  }
  const stop = async () => {
    setStopping(true);
    try {
      await stopImpersonation();
    } finally {
      setStopping(false);
    }
  };
  return (
    <Paper component="aside" radius={0} px="md" py={6} bg="yellow.3" c="dark.9" aria-label={t('impersonation.label')}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {t('impersonation.acting_as', { name: user?.name ?? '' })}
        </Text>
        <Button size="compact-sm" color="dark" onClick={() => void stop()} loading={stopping}>
          {t('impersonation.stop')}
        </Button>
      </Group>
    </Paper>
  );
}
