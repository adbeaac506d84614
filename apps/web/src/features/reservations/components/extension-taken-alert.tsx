import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime, localeOf } from '../../../lib/format/date';

interface ExtensionTakenAlertProps {
  /** The start of the driver's next reservation when that is what stops the extension (decision 077), else null. */
  nextReservationStartAt: string | null;
  /** The latest end that is free: undefined while searching, null when no later end is. */
  latestFree: Date | null | undefined;
  onUseLatest: (end: Date) => void;
}

/**
 * Why the chosen end cannot be had — someone else's reservation of the spot, or the driver's own next reservation
 * (a driver is in one place at a time) — and, when there is one, the latest end that can.
 */
export function ExtensionTakenAlert({ nextReservationStartAt, latestFree, onUseLatest }: ExtensionTakenAlertProps) {
  const { t, i18n } = useTranslation('reservations');
  const locale = localeOf(i18n.resolvedLanguage);
  const next = nextReservationStartAt ? new Date(nextReservationStartAt) : null;
  const title = next
    ? t('extension.next_title', { date: formatDate(next, locale), time: formatTime(next) })
    : t('extension.taken_title');
  return (
    <Alert color="orange" role="alert" title={title} data-testid="extension-taken">
      <Stack gap="xs" align="flex-start">
        {latestFree === undefined ? t(next ? 'extension.next_text' : 'extension.taken_text') : null}
        {latestFree === null ? t(next ? 'extension.next_now' : 'extension.taken_now') : null}
        {latestFree && next ? t('extension.next_text') : null}
        {latestFree && !next ? t('extension.taken_after', { time: formatTime(latestFree) }) : null}
        {latestFree ? (
          <Button size="xs" variant="light" color="orange" onClick={() => onUseLatest(latestFree)}>
            {t('extension.use_latest', { time: formatTime(latestFree) })}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
