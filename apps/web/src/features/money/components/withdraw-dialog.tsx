import { Alert, Button, Group, Modal, NativeSelect, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { formatMoney, moneyInputValue } from '@parkshare/shared/money';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadError } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import { applyFormError } from '../../../lib/forms/apply-form-error';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { useKeyFilter } from '../../../lib/key-filter/use-key-filter';
import { notify } from '../../../lib/notify';
import { idempotencyKeys } from '../../../lib/payments/idempotency-key';
import { usePayoutQuote } from '../api/payout-quote';
import { useRequestPayout } from '../api/request-payout';
import { submittedGrosze } from '../utils/display';
import { localeOf } from '../../../lib/format/date';

interface WithdrawValues {
  amount: string;
  bankAccountId: string;
}

const FIELDS = ['amount', 'bankAccountId'] as const;

/**
 * Withdraw to a verified bank account: the fee is shown before anything is sent (the first payout of a month is
 * free, each further one costs 1 PLN), then a confirmation step repeats what will happen.
 */
export function WithdrawDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('money');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('withdraw.title')}
      closeButtonProps={{ 'aria-label': t('withdraw.close') }}
      centered
    >
      {opened ? <WithdrawContent onClose={onClose} /> : null}
    </Modal>
  );
}

function WithdrawContent({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('money');
  const locale = localeOf(i18n.resolvedLanguage);
  const { data, loading, error, refetch } = usePayoutQuote(false);
  if (loading && !data) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={t('withdraw.loading')}>
        <Skeleton height={14} width="70%" />
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  }
  if (error && !data) {
    return <LoadError error={error} onRetry={() => void refetch()} />;
  }
  if (!data) {
    return null;
  }
  const verified = data.myBankAccounts.filter((account) => account.isVerified);
  if (verified.length === 0) {
    return (
      <Stack gap="sm">
        <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} title={t('withdraw.no_bank_title')}>
          {data.myBankAccounts.length === 0 ? t('withdraw.no_bank_text') : t('withdraw.unverified_text')}
        </Alert>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('actions.close')}
          </Button>
          <Button component={Link} to={paths.bankAccounts.href()}>
            {t('withdraw.go_bank_accounts')}
          </Button>
        </Group>
      </Stack>
    );
  }
  const { fee, maxAmount, defaultBankAccount } = data.payoutQuote;
  if (maxAmount <= 0) {
    return (
      <Stack gap="sm">
        <Text>
          {fee > 0 ? t('withdraw.nothing_with_fee', { fee: formatMoney(fee, locale) }) : t('withdraw.nothing')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.close')}
          </Button>
        </Group>
      </Stack>
    );
  }
  const initialAccount =
    verified.find((account) => account.id === defaultBankAccount?.id) ??
    verified.find((account) => account.isDefault) ??
    verified[0];
  return (
    <WithdrawForm
      fee={fee}
      maxAmount={maxAmount}
      accounts={verified}
      initialAccountId={initialAccount?.id ?? ''}
      onClose={onClose}
    />
  );
}

interface WithdrawFormProps {
  fee: number;
  maxAmount: number;
  accounts: readonly { id: string; name: string; accountNumber: string }[];
  initialAccountId: string;
  onClose: () => void;
}

function WithdrawForm({ fee, maxAmount, accounts, initialAccountId, onClose }: WithdrawFormProps) {
  const { t, i18n } = useTranslation('money');
  const locale = localeOf(i18n.resolvedLanguage);
  const money = (grosze: number) => formatMoney(grosze, locale);
  const [request] = useRequestPayout();
  const [keyFor] = useState(idempotencyKeys);
  const [confirming, setConfirming] = useState<{ amount: number; bankAccountId: string } | null>(null);
  const [sending, setSending] = useState(false);
  const { resolver, preload } = useMemo(
    () =>
      lazyZodResolver<WithdrawValues>(() =>
        import('@parkshare/shared/validation/payments').then((m) => m.payoutFormInput(maxAmount)),
      ),
    [maxAmount],
  );
  useEffect(preload, [preload]);
  const form = useForm<WithdrawValues>({ resolver, defaultValues: { amount: '', bankAccountId: initialAccountId } });
  const { errors, isSubmitting } = form.formState;
  const moneyKeys = useKeyFilter({ filter: 'money' });
  const account = accounts.find((item) => item.id === (confirming?.bankAccountId ?? form.watch('bankAccountId')));

  const onSubmit = (values: WithdrawValues) => {
    const amount = submittedGrosze(values.amount);
    if (amount !== null) {
      setConfirming({ amount, bankAccountId: values.bankAccountId });
    }
  };

  const send = async () => {
    if (!confirming) {
      return;
    }
    setSending(true);
    try {
      await request({ variables: { input: { ...confirming, idempotencyKey: keyFor(confirming) } } });
      notify('success', t('withdraw.sent', { amount: money(confirming.amount) }));
      onClose();
    } catch (error) {
      setConfirming(null);
      applyFormError(error, form.setError, FIELDS);
    } finally {
      setSending(false);
    }
  };

  const feeText = fee > 0 ? t('withdraw.fee', { fee: money(fee) }) : t('withdraw.free');

  if (confirming) {
    return (
      <Stack gap="sm">
        <Text>
          {t('withdraw.confirm_text', {
            amount: money(confirming.amount),
            account: account ? `${account.name} (${account.accountNumber})` : '',
          })}
        </Text>
        <Text fw={600} data-testid="withdraw-fee">
          {feeText}
        </Text>
        <Text size="sm" c="dimmed">
          {t('withdraw.confirm_total', { total: money(confirming.amount + fee) })}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => setConfirming(null)} disabled={sending}>
            {t('actions.back')}
          </Button>
          <Button onClick={() => void send()} loading={sending}>
            {t('withdraw.confirm')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate>
      <Stack gap="sm">
        <FormAlert message={errors.root?.server?.message} />
        <Alert color={fee > 0 ? 'yellow' : 'green'} icon={<IconInfoCircle aria-hidden />} p="xs">
          <Text size="sm" fw={600} data-testid="withdraw-fee">
            {feeText}
          </Text>
          <Text size="xs">{fee > 0 ? t('withdraw.fee_rule') : t('withdraw.free_rule')}</Text>
        </Alert>
        <TextInput
          label={t('withdraw.amount')}
          description={t('withdraw.max', { max: money(maxAmount) })}
          inputMode="decimal"
          autoComplete="off"
          rightSection={
            <Text size="sm" c="dimmed">
              {locale === 'pl' ? 'zł' : 'PLN'}
            </Text>
          }
          withAsterisk
          data-autofocus
          error={errors.amount?.message}
          {...form.register('amount')}
          {...moneyKeys}
        />
        <Button
          variant="subtle"
          size="compact-sm"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => form.setValue('amount', moneyInputValue(maxAmount, locale), { shouldValidate: true })}
        >
          {t('withdraw.all', { max: money(maxAmount) })}
        </Button>
        <NativeSelect
          label={t('withdraw.bank_account')}
          data={accounts.map((item) => ({ value: item.id, label: `${item.name} · ${item.accountNumber}` }))}
          withAsterisk
          error={errors.bankAccountId?.message}
          {...form.register('bankAccountId')}
        />
        <Group justify="flex-end" gap="xs" mt="xs">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('withdraw.next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
