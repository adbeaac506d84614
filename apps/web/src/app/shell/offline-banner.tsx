import { Button, Group, Paper, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadUser } from '../../lib/session/session-store';

/**
 * SPEC §8: the client is marked offline when the user fetch or the token refresh fails; the user sees it. A <div>,
 * not an <aside>: a status is not among an aside's allowed roles (axe, first run on the offline pass).
 */
export function OfflineBanner() {
  const { t } = useTranslation('common');
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await loadUser();
    } finally {
      setRetrying(false);
    }
  };
  const content = (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        <IconWifiOff size={18} aria-hidden style={{ flexShrink: 0 }} />
        <Text fz="sm" fw={600} lh={1.3}>
          {t('offline.text')}
        </Text>
      </Group>
      <Button
        size="compact-sm"
        variant="white"
        color="dark"
        style={{ flexShrink: 0 }}
        onClick={() => void retry()}
        loading={retrying}
      >
        {t('offline.retry')}
      </Button>
    </Group>
  );
  return (
    <>
      <Paper
        role="status"
        aria-label={t('offline.label')}
        radius={0}
        px="md"
        py={6}
        bg="dark.7"
        c="white"
        style={{ position: 'fixed', insetInline: 0, bottom: 0, zIndex: 400 }}
      >
        {content}
      </Paper>
      {/* The same banner, unseen and unreachable, in the page's flow: it makes room at the end of the page, so that
          the last of it (the offline pass's QR code, decision 091) can be scrolled out from under the fixed one. */}
      <Paper aria-hidden radius={0} px="md" py={6} style={{ visibility: 'hidden' }}>
        {content}
      </Paper>
    </>
  );
}
