import { Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMapPin, IconRoute } from '@tabler/icons-react';
import { formatMoney } from '@parkshare/shared/money';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { directionsUrl, geoUrl } from '../utils/display';
import { localeOf } from '../../../lib/format/date';
import { Detail } from './detail';
import { ParkingFact, SpotFact, VehicleFact, WhenFact } from './fact-rows';

interface FactsReservation {
  startAt: string;
  endAt: string;
  parkingName: string;
  parkingIdentifier: string;
  spotNumber: string;
  amount: number;
  currency: string;
  vehicle: { registrationNumber: string; name?: string | null };
  billingAccount?: { fullName?: string | null; companyName?: string | null } | null;
  location: { address: string; latitude: number; longitude: number };
}

/** SPEC §3's reservation as users see it: parking, spot, vehicle, billing account, from–to, amount, location. */
export function ReservationFacts({ reservation }: { reservation: FactsReservation }) {
  const { t, i18n } = useTranslation('reservations');
  const locale = localeOf(i18n.resolvedLanguage);
  const { vehicle, billingAccount, location } = reservation;
  const billing = billingAccount ? (billingAccount.companyName ?? billingAccount.fullName ?? '') : '';

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <ParkingFact
          name={reservation.parkingName}
          identifier={reservation.parkingIdentifier}
          href={paths.publicParking.href(reservation.parkingIdentifier)}
        />
        <SpotFact spotNumber={reservation.spotNumber} />
        <VehicleFact registrationNumber={vehicle.registrationNumber} name={vehicle.name} />
        {billing ? <Detail label={t('fields.billing_account')}>{billing}</Detail> : null}
        <WhenFact startAt={reservation.startAt} endAt={reservation.endAt} />
        <Detail label={t('fields.amount')} testId="reservation-amount">
          <Text span fw={700} inherit style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(reservation.amount, locale, reservation.currency)}
          </Text>
        </Detail>
      </SimpleGrid>
      <Detail label={t('fields.location')}>
        <Stack gap={4}>
          <span>{location.address}</span>
          <Group gap="md" style={{ rowGap: 4 }}>
            <Anchor
              href={directionsUrl(location.latitude, location.longitude)}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
            >
              <Group gap={4} wrap="nowrap" component="span">
                <IconRoute size={16} aria-hidden />
                {t('location.directions')}
              </Group>
            </Anchor>
            <Anchor href={geoUrl(location.latitude, location.longitude, location.address)} size="sm">
              <Group gap={4} wrap="nowrap" component="span">
                <IconMapPin size={16} aria-hidden />
                {t('location.map_app')}
              </Group>
            </Anchor>
          </Group>
        </Stack>
      </Detail>
    </Stack>
  );
}
