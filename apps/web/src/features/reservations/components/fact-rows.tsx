import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SpotNumber } from '../../../components/ui/spot-number';
import { formatRange, localeOf } from '../../../lib/format/date';
import { formatRegistrationNumber } from '../../../lib/format/registration-number';
import { Detail } from './detail';

// The rows a reservation's facts (reservation-facts.tsx) and the saved pass (offline-pass-view.tsx) both show, so a
// driver reads the pass offline as the reservation page shows it. The pass leaves out the link to the parking.

/** The parking's name (a link to its public page, when given) and its identifier. */
export function ParkingFact({ name, identifier, href }: { name: string; identifier: string; href?: string }) {
  const { t } = useTranslation('reservations');
  return (
    <Detail label={t('fields.parking')}>
      {href ? (
        <Anchor component={Link} to={href} inherit>
          {name}
        </Anchor>
      ) : (
        name
      )}{' '}
      <Text span size="xs" c="dimmed" ff="monospace">
        {identifier}
      </Text>
    </Detail>
  );
}

export function SpotFact({ spotNumber }: { spotNumber: string }) {
  const { t } = useTranslation('reservations');
  return (
    <Detail label={t('fields.spot')} testId="reservation-spot">
      <SpotNumber>{spotNumber}</SpotNumber>
    </Detail>
  );
}

/** The registration number, and the vehicle's own name where it has one. */
export function VehicleFact({ registrationNumber, name }: { registrationNumber: string; name?: string | null }) {
  const { t } = useTranslation('reservations');
  return (
    <Detail label={t('fields.vehicle')} testId="reservation-vehicle">
      <Text span ff="monospace" inherit>
        {formatRegistrationNumber(registrationNumber)}
      </Text>
      {name ? ` · ${name}` : ''}
    </Detail>
  );
}

export function WhenFact({ startAt, endAt }: { startAt: string; endAt: string }) {
  const { t, i18n } = useTranslation('reservations');
  return (
    <Detail label={t('fields.when')} testId="reservation-range">
      {formatRange(startAt, endAt, localeOf(i18n.resolvedLanguage))}
    </Detail>
  );
}
