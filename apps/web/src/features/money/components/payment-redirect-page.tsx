import { Anchor, Loader, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadError } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import { formatCountdown, useCountdown } from '../../../lib/payments/countdown';
import { usePaymentOutcome } from '../../../components/payments/use-payment-outcome';
import { localeOf } from '../../../lib/format/date';
import { StatusBadge } from './status-badge';

/** How long the page waits for the gateway's answer before it says so and points to the payments list. */
export const REDIRECT_WAIT_SECONDS = 60;

/**
 * /payment-redirect?paymentId=: where the gateway sends the browser back after an online payment. The answer
 * comes to the server separately (the signed notification), so the page checks the payment with a countdown in
 * seconds (SPEC §2) and goes on to the success or failure page.
 */
export function PaymentRedirectPage() {
  const { t, i18n } = useTranslation('money');
  const locale = localeOf(i18n.resolvedLanguage);
  const [params] = useSearchParams();
  const paymentId = params.get('paymentId');
  const [deadline] = useState(() => Date.now() + REDIRECT_WAIT_SECONDS * 1000);
  const left = useCountdown(deadline);
  const timedOut = left === 0;
  const { data, error, refetch } = usePaymentOutcome(paymentId, !timedOut);

  return (
    <Stack gap={0} maw={560}>
      <PageHeader title={t('redirect.title')} />
      {!paymentId ? (
        <Paper p="lg" withBorder bg="var(--ps-surface)">
          <Stack gap="sm" align="flex-start">
            <Text>{t('redirect.no_payment')}</Text>
            <Anchor component={Link} to={paths.payments.href()}>
              {t('links.payments')}
            </Anchor>
          </Stack>
        </Paper>
      ) : error && !data ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <Paper p="lg" withBorder bg="var(--ps-surface)">
          <Stack align="center" ta="center" gap="sm" aria-live="polite">
            {timedOut ? null : <Loader aria-hidden />}
            <Text fw={600} fz="lg">
              {timedOut ? t('redirect.timed_out') : t('redirect.checking')}
            </Text>
            {timedOut ? null : (
              <Text size="sm" c="dimmed">
                {t('redirect.seconds_left')}{' '}
                <Text span fw={700} data-testid="countdown">
                  {formatCountdown(left ?? REDIRECT_WAIT_SECONDS, locale)}
                </Text>
              </Text>
            )}
            {timedOut && data ? <StatusBadge kind="payment" status={data.payment.status} /> : null}
            {timedOut ? (
              <>
                <Text size="sm" c="dimmed" maw={420}>
                  {t('redirect.timed_out_hint')}
                </Text>
                <Anchor component={Link} to={paths.payments.href(paymentId)}>
                  {t('links.payments')}
                </Anchor>
              </>
            ) : null}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
