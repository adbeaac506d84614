import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stopImpersonation, useSession } from '../../lib/session/session-store';

export const IMPERSONATION_BANNER_HEIGHT = 44;

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
    <Paper
      component="aside"
      radius={0}
      px="md"
      h={IMPERSONATION_BANNER_HEIGHT}
      bg="yellow.3"
      c="dark.9"
      aria-label={t('impersonation.label')}
    >
      <Group justify="space-between" gap="xs" h="100%" wrap="nowrap">
        {/* Two smaller lines at 360 px rather than one truncated line: the name is the point of the banner. */}
        <Text fz={{ base: 'xs', sm: 'sm' }} fw={600} lh={1.25} lineClamp={2}>
          {t('impersonation.acting_as', { name: user?.name ?? '' })}
        </Text>
        <Button size="compact-sm" color="dark" style={{ flexShrink: 0 }} onClick={() => void stop()} loading={stopping}>
          {t('impersonation.stop')}
        </Button>
      </Group>
    </Paper>
  );
}
