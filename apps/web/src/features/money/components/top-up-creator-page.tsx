import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { formatMoney, moneyInputValue, parseMoney } from '@parkshare/shared/money';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { CardsSkeleton, EmptyState, LoadError } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import { applyFormError } from '../../../lib/forms/apply-form-error';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { useKeyFilter } from '../../../lib/key-filter/use-key-filter';
import { idempotencyKeys } from '../../../lib/payments/idempotency-key';
import { IconReceiptOff } from '@tabler/icons-react';
import { useMoneyBalance } from '../api/balance';
import { useCreateTopUp } from '../api/create-top-up';
import { usePaymentsConfig } from '../../../components/payments/use-payments-config';
import { submittedGrosze } from '../utils/display';
import { localeOf } from '../../../lib/format/date';

interface TopUpValues {
  amount: string;
}

/** Quick amounts in grosze (20, 50, 100 zł); the ones above the configured maximum are not offered. */
export const TOP_UP_PRESETS = [2000, 5000, 10000];

/** /balance/top-up-creator/{billingId}: how much to top up; the order is created here and paid on the next screen. */
export function TopUpCreatorPage() {
  const { t, i18n } = useTranslation('money');
  const locale = localeOf(i18n.resolvedLanguage);
  const { billingId = '' } = useParams();
  const { data, loading, error, refetch } = useMoneyBalance();
  const account = data?.myBillingAccounts.find((item) => item.id === billingId);
  const back = { to: paths.balance.href(), label: t('back.balance') };

  return (
    <Stack gap={0} maw={560}>
      <PageHeader title={t('top_up.title')} back={back} description={t('top_up.description')} />
      {loading && !data ? <CardsSkeleton count={1} label={t('top_up.loading')} /> : null}
      {error && !data ? <LoadError error={error} onRetry={() => void refetch()} /> : null}
      {data && !account ? (
        <EmptyState
          icon={<IconReceiptOff size={40} aria-hidden color="var(--mantine-color-blue-6)" />}
          title={t('top_up.no_billing_title')}
          text={t('top_up.no_billing_text')}
          action={{ to: paths.balance.href(), label: t('back.balance') }}
        />
      ) : null}
      {data && account ? (
        <TopUpForm
          billingId={billingId}
          holder={account.companyName || account.fullName || ''}
          balance={formatMoney(data.me.balance, locale, data.me.currency)}
        />
      ) : null}
    </Stack>
  );
}

function TopUpForm({ billingId, holder, balance }: { billingId: string; holder: string; balance: string }) {
  const { t, i18n } = useTranslation('money');
  const locale = localeOf(i18n.resolvedLanguage);
  const navigate = useNavigate();
  const { maxTopUp, minTopUp } = usePaymentsConfig();
  const [create] = useCreateTopUp();
  // One key per distinct request for the life of the form: a retry of the same amount reuses it.
  const [keyFor] = useState(idempotencyKeys);
  const { resolver, preload } = useMemo(
    () =>
      lazyZodResolver<TopUpValues>(() =>
        import('@parkshare/shared/validation/payments').then((m) => m.topUpFormInput(maxTopUp)),
      ),
    [maxTopUp],
  );
  useEffect(preload, [preload]);
  const form = useForm<TopUpValues>({ resolver, defaultValues: { amount: '' } });
  const { errors, isSubmitting } = form.formState;
  const moneyKeys = useKeyFilter({ filter: 'money' });
  const typed = parseMoney(form.watch('amount'));
  const presets = TOP_UP_PRESETS.filter((preset) => preset >= minTopUp && preset <= maxTopUp);

  const onSubmit = async (values: TopUpValues) => {
    const amount = submittedGrosze(values.amount);
    if (amount === null) {
      return;
    }
    const input = { billingAccountId: billingId, amount };
    try {
      const result = await create({ variables: { input: { ...input, idempotencyKey: keyFor(input) } } });
      const orderId = result.data?.createTopUp.id;
      if (orderId) {
        await navigate(paths.topUpPayments.href(billingId, orderId));
      }
    } catch (error) {
      applyFormError(error, form.setError, ['amount']);
    }
  };

  return (
    <Paper p="md" withBorder bg="var(--ps-surface)">
      <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('top_up.for', { name: holder })} · {t('top_up.current', { balance })}
          </Text>
          <FormAlert message={errors.root?.server?.message} />
          <TextInput
            label={t('top_up.amount')}
            description={t('top_up.limits', {
              min: formatMoney(minTopUp, locale),
              max: formatMoney(maxTopUp, locale),
            })}
            inputMode="decimal"
            autoComplete="off"
            rightSection={
              <Text size="sm" c="dimmed">
                {locale === 'pl' ? 'zł' : 'PLN'}
              </Text>
            }
            withAsterisk
            maw={280}
            error={errors.amount?.message}
            {...form.register('amount')}
            {...moneyKeys}
          />
          {presets.length > 0 ? (
            <Group gap="xs" role="group" aria-label={t('top_up.presets')}>
              {presets.map((preset) => (
                <Button
                  key={preset}
                  size="compact-md"
                  radius="xl"
                  variant={typed === preset ? 'filled' : 'default'}
                  aria-pressed={typed === preset}
                  onClick={() =>
                    form.setValue('amount', moneyInputValue(preset, locale).replace(/[.,]00$/, ''), {
                      shouldValidate: true,
                    })
                  }
                >
                  {formatMoney(preset, locale)}
                </Button>
              ))}
            </Group>
          ) : null}
          <Group gap="sm" mt="xs">
            <Button type="submit" loading={isSubmitting}>
              {t('top_up.next')}
            </Button>
            <Button component={Link} to={paths.balance.href()} variant="default">
              {t('actions.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
