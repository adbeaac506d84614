import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { formatMoney } from '@parkshare/shared/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LazyDateTimeField } from '../../../components/ui/lazy-date-time-field';
import { paths } from '../../../config/paths';
import { normalizeError } from '../../../lib/errors/normalize-error';
import { expireSession } from '../../../lib/session/session-store';
import { useExtendReservation } from '../api/extend-reservation';
import { useExtensionQuote } from '../api/extension-quote';
import { useLatestFreeEnd } from '../hooks/use-latest-free-end';
import { formatDateTime, localeOf } from '../../../lib/format/date';
import { reservationErrorText } from '../utils/error-text';
import { EXTENSION_PRESETS, type ExtensionPreset, newEndFor } from '../utils/extension';
import { ExtensionTakenAlert } from './extension-taken-alert';

interface ExtensionFormProps {
  reservation: { id: string; endAt: string };
  /** A refusal may mean the reservation changed (ended, an extension started elsewhere): ask for it again. */
  onRefused: () => void;
}

/** Presets after the current end or a custom end; the extra amount and availability come from the API. */
export function ExtensionForm({ reservation, onRefused }: ExtensionFormProps) {
  const { t, i18n } = useTranslation('reservations');
  const locale = localeOf(i18n.resolvedLanguage);
  const navigate = useNavigate();
  const [preset, setPreset] = useState<ExtensionPreset>('1h');
  const [custom, setCustom] = useState<Date | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [extend, { loading: extending }] = useExtendReservation();
  // At 360 px the four presets in Polish (+30 min, +1 godz., +2 godz., Inny czas) are wider than the card at the
  // default size, and the control cut off the first one; the small size fits them.
  const narrow = useMediaQuery('(max-width: 25em)');

  const currentEnd = new Date(reservation.endAt);
  const newEnd = newEndFor(currentEnd, preset, custom);
  const newEndIso = newEnd?.toISOString() ?? null;
  // Asked once the choice settles, so typing a custom end does not send a question per keystroke.
  const [askedEnd] = useDebouncedValue(newEndIso, 300);
  const { data: quoteData, loading: quoting, error: quoteError } = useExtensionQuote(reservation.id, askedEnd);
  const quote = askedEnd === newEndIso ? quoteData?.extensionQuote : undefined;
  const unavailableEnd = quote && !quote.available ? askedEnd : null;
  const latestFree = useLatestFreeEnd(
    reservation.id,
    reservation.endAt,
    unavailableEnd,
    quote?.nextReservationStartAt ?? null,
  );

  const submit = async () => {
    if (!newEndIso) {
      return;
    }
    setSubmitError(null);
    try {
      const { data } = await extend({ variables: { input: { reservationId: reservation.id, endAt: newEndIso } } });
      if (data) {
        await navigate(paths.extensionPayments.href(reservation.id, data.extendReservation.order.id));
      }
    } catch (error) {
      if (normalizeError(error).kind === 'unauthenticated') {
        expireSession();
        return;
      }
      setSubmitError(reservationErrorText(error, t));
      onRefused();
    }
  };

  const customInvalid = preset === 'custom' && custom !== null && !newEnd;

  return (
    <Paper p="md" withBorder bg="var(--ps-surface)">
      <Stack gap="md">
        <Text size="sm">
          {t('extension.current_end')}{' '}
          <Text span fw={700} data-testid="current-end">
            {formatDateTime(reservation.endAt, locale)}
          </Text>
        </Text>
        <Stack gap={6}>
          <Text size="sm" fw={500} id="extension-presets">
            {t('extension.choose')}
          </Text>
          <SegmentedControl
            aria-labelledby="extension-presets"
            fullWidth
            size={narrow ? 'xs' : 'sm'}
            value={preset}
            onChange={(value) => {
              setPreset(value as ExtensionPreset);
              setSubmitError(null);
            }}
            data={EXTENSION_PRESETS.map((value) => ({ value, label: t(`extension.presets.${value}`) }))}
          />
        </Stack>
        {preset === 'custom' ? (
          <LazyDateTimeField
            label={t('extension.custom_label')}
            description={t('extension.custom_hint', { time: formatDateTime(reservation.endAt, locale) })}
            placeholder={t('extension.custom_placeholder')}
            minDate={new Date(currentEnd.getTime() + 60_000)}
            value={custom}
            onChange={(end) => {
              setCustom(end);
              setSubmitError(null);
            }}
            error={customInvalid ? t('extension.custom_invalid') : undefined}
          />
        ) : null}
        {newEnd ? (
          <Stack gap={4} aria-live="polite">
            <Text size="sm">
              {t('extension.new_end')}{' '}
              <Text span fw={700} data-testid="new-end">
                {formatDateTime(newEnd, locale)}
              </Text>
            </Text>
            {quote?.available ? (
              <Text size="sm">
                {t('extension.extra')}{' '}
                <Text span fw={700} data-testid="extension-amount" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatMoney(quote.amount, locale, quote.currency)}
                </Text>
              </Text>
            ) : null}
            {!quote && (quoting || askedEnd !== newEndIso) ? (
              <Text size="sm" c="dimmed">
                {t('extension.checking')}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        {quote && !quote.available ? (
          <ExtensionTakenAlert
            nextReservationStartAt={quote.nextReservationStartAt ?? null}
            latestFree={latestFree}
            onUseLatest={(end) => {
              setPreset('custom');
              setCustom(end);
            }}
          />
        ) : null}
        {quoteError && !quote ? (
          <Alert color="red" role="alert">
            {reservationErrorText(quoteError, t)}
          </Alert>
        ) : null}
        {submitError ? (
          <Alert color="red" role="alert" title={t('extension.failed')}>
            {submitError}
          </Alert>
        ) : null}
        <Group>
          <Button
            onClick={() => void submit()}
            loading={extending}
            disabled={!quote?.available || extending}
            data-testid="extension-submit"
          >
            {quote?.available
              ? t('extension.submit_amount', { amount: formatMoney(quote.amount, locale, quote.currency) })
              : t('extension.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
