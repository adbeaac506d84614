import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlugConnected, IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateOnly, localeOf } from '../../../lib/format/date';

// As tall as the placeholder that stands for it (queue-summary.tsx), so the page does not jump.
export const SENDING_PANEL_HEIGHT = 96;

interface SendingPanelProps {
  sending: boolean;
  apiUrl: string | null | undefined;
  /** KSEF_FROM, and how many invoices issued before it are not sent. */
  ksefFrom?: string | null;
  beforeKsefFrom?: number;
}

/**
 * Whether this installation sends invoices to KSeF. Off: they wait in the queue and go once KSeF is configured;
 * the variables that turn it on are named (this screen is for admins only), never their values. With KSEF_FROM,
 * the day from which invoices are for KSeF.
 */
export function SendingPanel({ sending, apiUrl, ksefFrom, beforeKsefFrom = 0 }: SendingPanelProps) {
  const { t, i18n } = useTranslation('ksef');
  return (
    <Paper
      p="md"
      withBorder
      bg="var(--ps-surface)"
      mih={SENDING_PANEL_HEIGHT}
      component="section"
      aria-labelledby="ksef-sending"
      data-testid="ksef-sending"
    >
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <ThemeIcon size={36} radius="xl" variant="light" color={sending ? 'green' : 'yellow'}>
          {sending ? <IconPlugConnected size={22} aria-hidden /> : <IconPlugConnectedX size={22} aria-hidden />}
        </ThemeIcon>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={2} fz="h4" id="ksef-sending">
            {t(sending ? 'sending.on_title' : 'sending.off_title')}
          </Title>
          {sending ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('sending.on_text', { url: apiUrl ?? '' })}
            </Text>
          ) : (
            <>
              <Text size="sm">{t('sending.off_text')}</Text>
              <Text size="sm" c="dimmed">
                {t('sending.off_how')}
              </Text>
            </>
          )}
          {ksefFrom ? (
            <Text size="sm" c="dimmed" data-testid="ksef-from">
              {t('sending.from', {
                date: formatDateOnly(ksefFrom, localeOf(i18n.resolvedLanguage)),
                count: beforeKsefFrom,
              })}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}
