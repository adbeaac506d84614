import { Alert, Button, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatMoney, moneyInputValue, parseMoney } from '@parkshare/shared/money';
import type { RefundBearer } from '@parkshare/shared/tickets/status';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  planOfRefunds,
  refundAmounts,
  refundRoute,
  type RefundPlanLike,
} from '../../../components/payments/refund-route';
import { FormAlert } from '../../../components/ui/form-alert';
import { confirm } from '../../../lib/confirm';
import { localeOf, formatDateTime } from '../../../lib/format/date';
import { applyFormError } from '../../../lib/forms/apply-form-error';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { useKeyFilter } from '../../../lib/key-filter/use-key-filter';
import { notify } from '../../../lib/notify';
import { idempotencyKeys } from '../../../lib/payments/idempotency-key';
import { useGrantTicketRefund } from '../api/support-actions';
import type { SupportTicket } from './support-types';

interface RefundValues {
  amount: string;
  bearer: RefundBearer;
}

const FIELDS = ['amount', 'bearer'] as const;

/**
 * A compensation claim's money: what was granted (once per ticket) and where it went, or the form to grant a refund
 * — full or partial, at most what is still refundable, back the way the driver paid (decision 085: the BLIK / bank
 * account or the balance) — borne by Parkshare or by the owner.
 */
export function RefundPanel({ ticket }: { ticket: SupportTicket }) {
  const { t, i18n } = useTranslation('support');
  const locale = localeOf(i18n.resolvedLanguage);
  if (ticket.type !== 'compensation') {
    return null;
  }
  // Where the granted refund landed: a part the driver's bank account did not take is on their balance.
  const landed = planOfRefunds(
    (ticket.refund?.refunds ?? []).map((part) => ({
      ...part,
      destination: part.status === 'failed' ? 'balance' : part.destination,
    })),
  );
  return (
    <Paper p="md" withBorder bg="var(--ps-surface)" component="section" aria-labelledby="refund-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="refund-title">
          {t('refund.title')}
        </Title>
        {ticket.refund ? (
          <Alert color="teal" data-testid="refund-granted">
            {t(`refund.granted_${refundRoute(landed) ?? 'balance'}`, {
              ...refundAmounts(landed, (grosze) => formatMoney(grosze, locale)),
              bearer: t(`refund.bearer.${ticket.refund.bearer}`),
              date: formatDateTime(ticket.refund.createdAt, locale),
            })}
          </Alert>
        ) : !ticket.reservation || !ticket.refundable ? (
          <Text size="sm" c="dimmed">
            {ticket.reservation ? t('refund.nothing_left') : t('refund.no_reservation')}
          </Text>
        ) : (
          <RefundForm
            ticketId={ticket.id}
            refundable={ticket.refundable}
            plan={ticket.refundablePlan ?? { toPayer: 0, toBalance: ticket.refundable }}
          />
        )}
      </Stack>
    </Paper>
  );
}

function RefundForm({ ticketId, refundable, plan }: { ticketId: string; refundable: number; plan: RefundPlanLike }) {
  const { t, i18n } = useTranslation('support');
  const locale = localeOf(i18n.resolvedLanguage);
  const route = refundRoute(plan) ?? 'balance';
  const amounts = refundAmounts(plan, (grosze) => formatMoney(grosze, locale));
  const [grant] = useGrantTicketRefund();
  const [keyFor] = useState(idempotencyKeys);
  const { resolver, preload } = useMemo(
    () =>
      lazyZodResolver<RefundValues>(() =>
        import('@parkshare/shared/validation/tickets').then((m) => m.ticketRefundFormInput),
      ),
    [],
  );
  useEffect(preload, [preload]);
  const form = useForm<RefundValues>({
    resolver,
    defaultValues: { amount: moneyInputValue(refundable, locale), bearer: 'platform' },
  });
  const { errors, isSubmitting } = form.formState;
  const moneyKeys = useKeyFilter({ filter: 'money' });

  const onSubmit = async (values: RefundValues) => {
    const amount = typeof values.amount === 'number' ? values.amount : parseMoney(values.amount);
    if (amount === null) {
      return;
    }
    if (amount > refundable) {
      form.setError('amount', { message: t('refund.above', { max: formatMoney(refundable, locale) }) });
      return;
    }
    const ok = await confirm({
      title: t('refund.confirm_title'),
      message: t(`refund.confirm_text_${route}`, {
        amount: formatMoney(amount, locale),
        bearer: t(`refund.bearer.${values.bearer}`),
      }),
      confirmLabel: t('refund.confirm'),
    });
    if (!ok) {
      return;
    }
    const input = { ticketId, amount, bearer: values.bearer };
    try {
      await grant({ variables: { input: { ...input, idempotencyKey: keyFor(input) } } });
      notify('success', t('refund.done', { amount: formatMoney(amount, locale) }));
    } catch (error) {
      applyFormError(error, form.setError, FIELDS);
    }
  };

  return (
    <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('refund.refundable', { amount: formatMoney(refundable, locale) })}</Text>
        <Text size="sm" data-testid="refund-where">
          {t(`refund.where_${route}`, amounts)}
        </Text>
        <FormAlert message={errors.root?.server?.message} />
        <TextInput
          label={t('refund.amount')}
          rightSection={<Text size="sm">zł</Text>}
          inputMode="decimal"
          {...moneyKeys}
          {...form.register('amount')}
          error={errors.amount?.message}
        />
        <Radio.Group
          label={t('refund.bearer_label')}
          value={form.watch('bearer')}
          onChange={(value) => form.setValue('bearer', value === 'owner' ? 'owner' : 'platform')}
          error={errors.bearer?.message}
        >
          <Stack gap={6} mt={4}>
            <Radio value="platform" label={t('refund.bearer.platform')} />
            <Radio value="owner" label={t('refund.bearer.owner')} description={t('refund.owner_hint')} />
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {t('refund.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
