import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale } from '@parkshare/shared/locales';
import type { ParkingsAwaitingVerificationQuery } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format/date';
import { PhotoStrip, PriceListsSummary } from './parking-offer';

export type AwaitingParking = ParkingsAwaitingVerificationQuery['parkingsAwaitingVerification']['items'][number];

interface VerificationCardProps {
  parking: AwaitingParking;
  busy: boolean;
  onApprove: (parking: AwaitingParking) => void;
  onReject: (parking: AwaitingParking) => void;
}

// SPEC §9 formats, in Warsaw time like the rest of the marketplace.
const dateTime = (value: string, language: string | undefined) =>
  formatDateTime(value, isLocale(language) ? language : DEFAULT_LOCALE, 'Europe/Warsaw');

/** One parking waiting in the queue: who asks, where it is, what it offers, and the two decisions. */
export function VerificationCard({ parking, busy, onApprove, onReject }: VerificationCardProps) {
  const { t, i18n } = useTranslation('verification');
  const address = parking.basicAddress;
  const street = address ? [address.street, address.number].filter(Boolean).join(' ') : '';
  const sizes = [
    parking.maxHeightCm ? t('restrictions.height', { value: parking.maxHeightCm }) : null,
    parking.maxLengthCm ? t('restrictions.length', { value: parking.maxLengthCm }) : null,
    parking.maxWidthCm ? t('restrictions.width', { value: parking.maxWidthCm }) : null,
  ].filter(Boolean);

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={`parking-${parking.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text fw={700} fz="lg" id={`parking-${parking.id}`} ff="monospace">
            {parking.identifier}
          </Text>
          <Badge variant="light" color="blue">
            {t('spots', { count: parking.spotCount })}
          </Badge>
        </Group>
        <dl style={{ margin: 0, display: 'grid', gap: 4 }}>
          <Text component="dt" size="xs" c="dimmed">
            {t('owner')}
          </Text>
          <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {parking.owner ? `${parking.owner.name} · ${parking.owner.email}` : '—'}
          </Text>
          {parking.verificationRequestedAt ? (
            <>
              <Text component="dt" size="xs" c="dimmed">
                {t('requested_at')}
              </Text>
              <Text component="dd" m={0} size="sm">
                {dateTime(parking.verificationRequestedAt, i18n.resolvedLanguage)}
              </Text>
            </>
          ) : null}
          <Text component="dt" size="xs" c="dimmed">
            {t('address')}
          </Text>
          <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {address ? [street, address.city].filter(Boolean).join(', ') : t('no_address')}
          </Text>
          <Text component="dt" size="xs" c="dimmed">
            {t('restrictions.label')}
          </Text>
          <Text component="dd" m={0} size="sm">
            {parking.hasRestrictions && sizes.length > 0 ? sizes.join(' · ') : t('restrictions.none')}
          </Text>
          <Text component="dt" size="xs" c="dimmed">
            {t('prices')}
          </Text>
          <PriceListsSummary priceLists={parking.priceLists} />
          <Text component="dt" size="xs" c="dimmed">
            {t('photos')}
          </Text>
          <PhotoStrip images={parking.images} identifier={parking.identifier} />
          {parking.note ? (
            <>
              <Text component="dt" size="xs" c="dimmed">
                {t('note')}
              </Text>
              <Text component="dd" m={0} size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {parking.note}
              </Text>
            </>
          ) : null}
        </dl>
        <Group gap="xs" justify="flex-end" mt="xs">
          <Button
            variant="outline"
            color="red"
            leftSection={<IconX size={16} aria-hidden />}
            disabled={busy}
            onClick={() => onReject(parking)}
            aria-label={t('reject.button_for', { identifier: parking.identifier })}
          >
            {t('reject.button')}
          </Button>
          <Button
            color="green"
            leftSection={<IconCheck size={16} aria-hidden />}
            loading={busy}
            onClick={() => onApprove(parking)}
            aria-label={t('approve.button_for', { identifier: parking.identifier })}
          >
            {t('approve.button')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
