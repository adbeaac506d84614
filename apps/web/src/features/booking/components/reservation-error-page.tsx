import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCreditCard, IconMap2 } from '@tabler/icons-react';
import { errorTypeToRefusal, type ReservationRefusal } from '@parkshare/shared/reservations/outcomes';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useCurrentReservation } from '../api/current-reservation';
import { useReservationDraft } from '../hooks/use-reservation-draft';

interface Action {
  to: string;
  label: string;
  primary?: boolean;
}

// The refusals that point at the driver's current reservation.
const NEEDS_CURRENT: readonly ReservationRefusal[] = [
  'active_reservation_exists',
  'waiting_for_payment',
  'payment_failed',
];

/**
 * /reservation/error/{errorType}: a SPEC §8 reservation message in the user's language and the next sensible
 * step (the map, another spot of the same parking, another time, or the reservation already held).
 * An unknown errorType reads as the unknown error.
 */
export function ReservationErrorPage() {
  const { t } = useTranslation('booking');
  const { errorType = '' } = useParams();
  const code = errorTypeToRefusal(errorType);
  const draft = useReservationDraft();
  const current = useCurrentReservation(!NEEDS_CURRENT.includes(code));
  const reservation = current.data?.activeReservation ?? null;
  const unpaid = reservation?.status === 'pending_payment' && reservation.unpaidOrder ? reservation.unpaidOrder : null;
  // 'You already have an active or pending reservation' answers two refusals (decision 077): a reservation still
  // waiting for payment (activeReservation answers it first), or one at the chosen time.
  const overlapping = code === 'active_reservation_exists' && !current.loading && !unpaid;

  const map: Action = { to: paths.map.href(), label: t('error.actions.map') };
  const parking = draft ? paths.publicParking.href(draft.parkingId) : null;
  const actions: Action[] = [];
  switch (code) {
    case 'spot_already_taken':
    case 'spot_not_found':
      if (parking) actions.push({ to: parking, label: t('error.actions.other_spot'), primary: true });
      break;
    case 'no_available_spot':
      if (draft) actions.push({ to: paths.reservationNew.href(), label: t('error.actions.other_time'), primary: true });
      break;
    case 'active_reservation_exists':
      if (overlapping) {
        if (draft) {
          actions.push({ to: paths.reservationNew.href(), label: t('error.actions.other_time'), primary: true });
        }
        actions.push({
          to: paths.reservations.href(),
          label: t('error.actions.my_reservations'),
          primary: actions.length === 0,
        });
        break;
      }
    // falls through: the reservation waiting for payment is the way on
    case 'waiting_for_payment':
    case 'payment_failed':
      if (unpaid) {
        actions.push({ to: paths.reservationPayments.href(unpaid.id), label: t('error.actions.pay'), primary: true });
      }
      if (reservation) {
        actions.push({
          to: paths.reservationDetails.href(reservation.id),
          label: t('error.actions.my_reservation'),
          primary: actions.length === 0,
        });
      }
      break;
    case 'unknown_error':
      if (draft) actions.push({ to: paths.reservationNew.href(), label: t('error.actions.try_again'), primary: true });
      break;
    case 'parking_not_found':
      break;
  }
  actions.push({ ...map, primary: actions.length === 0 });

  return (
    <Paper p="xl" withBorder bg="var(--ps-surface)" maw={560} mx="auto" mt="md">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={64} radius="xl" variant="light" color={code === 'waiting_for_payment' ? 'blue' : 'yellow'}>
          {code === 'waiting_for_payment' ? (
            <IconCreditCard size={36} aria-hidden />
          ) : (
            <IconAlertTriangle size={36} aria-hidden />
          )}
        </ThemeIcon>
        <Title order={1} fz="h2" data-testid="reservation-error">
          {t(`error.codes.${code}.title`)}
        </Title>
        <Text c="dimmed" maw={440}>
          {code === 'active_reservation_exists' && unpaid
            ? t('error.codes.active_reservation_exists.text_unpaid')
            : code === 'active_reservation_exists' && !overlapping
              ? null
              : t(`error.codes.${code}.text`)}
        </Text>
        <Group gap="sm" justify="center" mt="xs">
          {actions.map((action) => (
            <Button
              key={action.to + action.label}
              component={Link}
              to={action.to}
              variant={action.primary ? 'filled' : 'default'}
              leftSection={action.to === map.to ? <IconMap2 size={18} aria-hidden /> : undefined}
            >
              {action.label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
