import { Anchor, Loader, Paper, RingProgress, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { formatCountdown, useCountdown } from '../../lib/payments/countdown';
import { LoadError } from '../ui/query-states';
import { localeOf } from '../../lib/format/date';
import { usePaymentOutcome, type PaymentOutcomeHandler } from './use-payment-outcome';
import { usePaymentsConfig } from './use-payments-config';

/**
 * A BLIK payment waiting for the person's approval in the bank app: the seconds left of the approval window,
 * and the payment polled until the bank answers (then `onFinal`, by default the success or failure page).
 * Texts in the `money` namespace (top-ups, reservations and extensions share this screen).
 */
export function PaymentWaiting({ paymentId, onFinal }: { paymentId: string; onFinal?: PaymentOutcomeHandler }) {
  const { t, i18n } = useTranslation('money');
  const locale = localeOf(i18n.resolvedLanguage);
  const { blikApprovalTimeoutSeconds, sandboxBankAppUrl } = usePaymentsConfig();
  const { data, error, refetch } = usePaymentOutcome(paymentId, true, onFinal);
  const createdAt = data?.payment.createdAt;
  const deadline = useMemo(
    () => (createdAt ? new Date(createdAt).getTime() + blikApprovalTimeoutSeconds * 1000 : null),
    [createdAt, blikApprovalTimeoutSeconds],
  );
  const left = useCountdown(deadline);

  if (error && !data) {
    return <LoadError error={error} onRetry={() => void refetch()} />;
  }
  const overdue = left === 0;
  return (
    <Paper p="lg" withBorder bg="var(--ps-surface)">
      <Stack align="center" ta="center" gap="sm" aria-live="polite">
        {left === null ? (
          <Loader role="status" aria-label={t('waiting.loading')} />
        ) : (
          <RingProgress
            size={120}
            thickness={8}
            roundCaps
            sections={[{ value: (left / blikApprovalTimeoutSeconds) * 100, color: overdue ? 'yellow' : 'blue' }]}
            label={
              <Text ta="center" fw={700} fz="lg" data-testid="countdown">
                {formatCountdown(left, locale)}
              </Text>
            }
          />
        )}
        <Text fw={600} fz="lg">
          {t('waiting.confirm_in_bank')}
        </Text>
        <Text size="sm" c="dimmed" maw={420}>
          {overdue ? t('waiting.overdue') : t('waiting.hint', { seconds: blikApprovalTimeoutSeconds })}
        </Text>
        {sandboxBankAppUrl && !overdue ? (
          <Text size="sm" maw={420}>
            {t('waiting.sandbox_hint')}{' '}
            <Anchor
              href={sandboxBankAppUrl.replace('{paymentId}', encodeURIComponent(paymentId))}
              target="_blank"
              rel="noopener"
            >
              {t('waiting.sandbox_bank_app')}
            </Anchor>
          </Text>
        ) : null}
        {overdue ? (
          <Anchor component={Link} to={paths.payments.href(paymentId)} size="sm">
            {t('links.payment')}
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}
