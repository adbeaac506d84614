import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { parkingStage, type ParkingStage, type ParkingStatus } from '@parkshare/shared/parkings/status';

const colors: Record<ParkingStage, string> = {
  draft: 'gray',
  pending_verification: 'yellow',
  active: 'green',
  inactive: 'gray',
  rejected_verification: 'red',
};

/** The parking's stage: a parking not yet sent reads as a draft, not as waiting for verification. */
export function StatusBadge({ parking }: { parking: { status: ParkingStatus; verificationRequestedAt?: unknown } }) {
  const { t } = useTranslation('parkings');
  const stage = parkingStage({
    status: parking.status,
    verificationRequestedAt: parking.verificationRequestedAt ?? null,
  });
  return (
    <Badge color={colors[stage]} variant="light">
      {t(`status.${stage}`)}
    </Badge>
  );
}
