import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { deadlineColor, type DeadlineAlert } from '../utils/ksef-texts';

/** "Deadline near" / "Past the deadline" beside an invoice not in KSeF yet; nothing while it has time. */
export function DeadlineBadge({ alert }: { alert: DeadlineAlert | null | undefined }) {
  const { t } = useTranslation('ksef');
  if (!alert) {
    return null;
  }
  return (
    <Badge color={deadlineColor(alert)} variant="light" tt="none" data-testid="ksef-deadline-badge">
      {t(`deadline.${alert}`)}
    </Badge>
  );
}
