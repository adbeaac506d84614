import { Alert, Paper, SimpleGrid, Stack } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatTime, localeOf } from '../../../lib/format/date';
import type { OfflinePass } from '../../../lib/offline-passes';
import { Detail } from './detail';
import { ParkingFact, SpotFact, VehicleFact, WhenFact } from './fact-rows';
import { PassCode } from './pass-code';
import { ReservationStatusBadge } from './reservation-status-badge';

/**
 * The pass saved on the phone, shown when the reservation cannot be loaded for want of a connection (decision
 * 091): where, which spot, when, which car, how to get in and the spot's QR code, under a mark that says it is
 * the copy from a given time. The page replaces it with the live reservation once the phone is back online.
 */
export function OfflinePassView({ pass }: { pass: OfflinePass }) {
  const { t, i18n } = useTranslation('reservations');
  const locale = localeOf(i18n.resolvedLanguage);
  const savedToday = formatDate(pass.savedAt, locale) === formatDate(new Date(), locale);
  const time = savedToday ? formatTime(pass.savedAt) : formatDateTime(pass.savedAt, locale);

  return (
    <Stack gap="md">
      <Alert
        color="gray"
        variant="outline"
        icon={<IconWifiOff size={20} aria-hidden />}
        title={t('pass.offline_title', { time })}
        role="status"
        data-testid="offline-pass-mark"
      >
        {t('pass.offline_text')}
      </Alert>
      <Paper p="md" withBorder bg="var(--ps-surface)">
        <Stack gap="sm">
          <ReservationStatusBadge status={pass.status} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
            <ParkingFact name={pass.parkingName} identifier={pass.parkingIdentifier} />
            <SpotFact spotNumber={pass.spotNumber} />
            <VehicleFact registrationNumber={pass.registrationNumber} />
            <WhenFact startAt={pass.startAt} endAt={pass.endAt} />
          </SimpleGrid>
          <Detail label={t('fields.location')} testId="reservation-address">
            {pass.address}
          </Detail>
          <PassCode qrUrl={pass.qrUrl} spotNumber={pass.spotNumber} accessInstructions={pass.accessInstructions} />
        </Stack>
      </Paper>
    </Stack>
  );
}
