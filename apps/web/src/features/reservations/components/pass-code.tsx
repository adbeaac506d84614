import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, localeOf } from '../../../lib/format/date';
import { Detail } from './detail';
import { SpotQr } from './spot-qr';

interface PassCodeProps {
  qrUrl: string;
  spotNumber: string;
  accessInstructions?: string | null;
  /** When the parking's access instructions start to show, while it is still ahead (the live page only). */
  accessFrom?: string | null;
}

/** What a paid stay's pass adds to its facts (issue 17 §4): how to get in, and the spot's QR code. */
export function PassCode({ qrUrl, spotNumber, accessInstructions, accessFrom }: PassCodeProps) {
  const { t, i18n } = useTranslation('reservations');
  const from = accessFrom ? new Date(accessFrom) : null;
  return (
    <Stack gap="sm">
      {accessInstructions ? (
        <Detail label={t('pass.access')} testId="pass-access">
          <span style={{ whiteSpace: 'pre-line' }}>{accessInstructions}</span>
        </Detail>
      ) : from && from.getTime() > Date.now() ? (
        <Detail label={t('pass.access')} testId="pass-access-later">
          {t('pass.access_later', { time: formatDateTime(from, localeOf(i18n.resolvedLanguage)) })}
        </Detail>
      ) : null}
      <Group gap="md" align="center" wrap="nowrap">
        <SpotQr url={qrUrl} label={t('pass.qr_label', { spot: spotNumber })} />
        <Text size="sm" c="dimmed">
          {t('pass.qr_caption')}
        </Text>
      </Group>
    </Stack>
  );
}
