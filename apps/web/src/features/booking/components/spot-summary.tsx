import { Alert, Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SPOT_PLACEHOLDER, WithSpotNumber } from '../../../components/ui/spot-number';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/errors/error-message';
import { normalizeError } from '../../../lib/errors/normalize-error';
import type { ReservationDraft } from '../../../lib/reservation-draft';
import type { PricePreview } from '../hooks/use-price-preview';

interface SpotSummaryProps {
  draft: ReservationDraft;
  preview: PricePreview;
  /** A message about the spot from the last submit. */
  error: string | undefined;
}

/**
 * Where the driver is booking: the parking's address, the spot (the one asked for, or the first free one the
 * quote found), whether it is free for the choice, and the way back to choose another.
 */
export function SpotSummary({ draft, preview, error }: SpotSummaryProps) {
  const { t } = useTranslation('booking');
  const { quote } = preview;
  const address = quote?.address ?? draft.parkingData?.address ?? draft.parkingId;
  return (
    <Paper p="md" withBorder bg="var(--ps-surface)">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconMapPin size={20} aria-hidden />
          <Text fw={600}>{t('form.spot')}</Text>
        </Group>
        <Text data-testid="booking-parking">{address}</Text>
        <Text size="sm" data-testid="booking-spot">
          {draft.spotNumber ? (
            <WithSpotNumber text={t('form.spot_number', { number: SPOT_PLACEHOLDER })} number={draft.spotNumber} />
          ) : quote?.spotNumber ? (
            <WithSpotNumber
              text={t(draft.startAt ? 'form.any_spot_then' : 'form.any_spot_now', { number: SPOT_PLACEHOLDER })}
              number={quote.spotNumber}
            />
          ) : (
            t('form.any_spot')
          )}
        </Text>
        {quote && !quote.available ? (
          <Alert color="yellow" role="status" p="xs">
            <Text size="sm">
              {t(`quote.reasons.${quote.reason ?? 'no_available_spot'}`, {
                defaultValue: t('quote.reasons.no_available_spot'),
              })}
            </Text>
          </Alert>
        ) : null}
        {preview.error && !preview.refusal && !preview.notFound ? (
          <Text size="sm" c="red">
            {errorMessage(normalizeError(preview.error))}
          </Text>
        ) : null}
        {error ? (
          <Text size="sm" c="red">
            {error}
          </Text>
        ) : null}
        <Anchor component={Link} to={paths.publicParking.href(draft.parkingId)} size="sm">
          {t('form.change_spot')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
