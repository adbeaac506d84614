import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { IconCalendarDollar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { AutomaticPayoutBlocker } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format/date';
import { useAutomaticPayout } from '../api/automatic-payout';
import { localeOf } from '../../../lib/format/date';

// Blockers the owner fixes on /bank-accounts get a link there; an empty balance just needs earnings.
const fixedOnBankAccounts: readonly AutomaticPayoutBlocker[] = [
  'no_bank_account',
  'bank_account_pending',
  'bank_account_rejected',
];

/** When the automatic payout comes (by the 7th of next month, SPEC §9) and, if it would not, why. */
export function AutomaticPayoutNotice() {
  const { t, i18n } = useTranslation('money');
  const { data } = useAutomaticPayout();
  const payout = data?.payoutQuote.automaticPayout;
  if (!payout) {
    return null;
  }
  // Noon UTC of that day is the same calendar day in Warsaw.
  const date = formatDate(new Date(`${payout.by}T12:00:00Z`), localeOf(i18n.resolvedLanguage), 'Europe/Warsaw');
  const blocked = payout.blockers.length > 0;
  return (
    <Alert
      color={blocked ? 'yellow' : 'blue'}
      variant="light"
      icon={<IconCalendarDollar size={20} aria-hidden />}
      title={t('automatic_payout.title', { date })}
      role="status"
      // The light yellow's own title colour is too faint on its background; the body text colour is not.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap={6}>
        <Text size="sm">{t('automatic_payout.text')}</Text>
        {blocked ? (
          <>
            <Text size="sm" fw={600}>
              {t('automatic_payout.blocked')}
            </Text>
            <List size="sm" spacing={4}>
              {payout.blockers.map((blocker) => (
                <List.Item key={blocker}>{t(`automatic_payout.blockers.${blocker}`)}</List.Item>
              ))}
            </List>
            {payout.blockers.some((blocker) => fixedOnBankAccounts.includes(blocker)) ? (
              // The alert's text colour, underlined: the blue link on the dark scheme's yellow tint was 4.0:1.
              <Anchor
                component={Link}
                to={paths.bankAccounts.href()}
                size="sm"
                c="var(--mantine-color-text)"
                underline="always"
              >
                {t('automatic_payout.open_bank_accounts')}
              </Anchor>
            ) : null}
          </>
        ) : (
          <Text size="sm">{t('automatic_payout.ready')}</Text>
        )}
      </Stack>
    </Alert>
  );
}
