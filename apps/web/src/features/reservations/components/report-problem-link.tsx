import { Anchor, Group } from '@mantine/core';
import { IconAlertTriangle, IconLifebuoy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * "Report a problem" with a stay (issue 15): the way to a compensation ticket about it; once one is reported, the
 * link leads to that ticket instead ("Problem reported · No. 482-913").
 */
export function ReportProblemLink({
  reservationId,
  tickets,
}: {
  reservationId: string;
  tickets: readonly { id: string; number: string }[];
}) {
  const { t } = useTranslation('reservations');
  // The latest report is the one a driver follows; the others are under "My tickets".
  const reported = tickets.at(-1);
  return reported ? (
    <Anchor component={Link} to={paths.ticketDetails.href(reported.id)} size="sm" data-testid="problem-reported">
      <Group gap={4} wrap="nowrap" component="span">
        <IconLifebuoy size={16} aria-hidden />
        {t('problem.reported', { number: reported.number })}
      </Group>
    </Anchor>
  ) : (
    <Anchor component={Link} to={paths.ticketCreator.href(reservationId)} size="sm" data-testid="report-problem">
      <Group gap={4} wrap="nowrap" component="span">
        <IconAlertTriangle size={16} aria-hidden />
        {t('problem.report')}
      </Group>
    </Anchor>
  );
}
