import { Badge } from '@mantine/core';
import type { ReservationStatus } from '@parkshare/shared/reservations/status';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from '../utils/display';

/** A reservation's status in words a driver uses: waiting for payment, upcoming, in progress, finished… */
export function ReservationStatusBadge({ status }: { status: ReservationStatus }) {
  const { t } = useTranslation('reservations');
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" data-testid="reservation-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
