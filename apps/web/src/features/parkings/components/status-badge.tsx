import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ParkingStatus } from '@parkshare/shared/parkings/status';

const colors: Record<ParkingStatus, string> = {
  pending_verification: 'yellow',
  active: 'green',
  inactive: 'gray',
  rejected_verification: 'red',
};

export function StatusBadge({ status }: { status: ParkingStatus }) {
  const { t } = useTranslation('parkings');
  return (
    <Badge color={colors[status]} variant="light" style={{ flexShrink: 0 }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
