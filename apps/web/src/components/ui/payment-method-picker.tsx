import { Button, Checkbox, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconWorld, IconDeviceMobile, IconDeviceMobileCheck, IconPigMoney } from '@tabler/icons-react';
import { formatMoney } from '@parkshare/shared/money';
import { useEffect, useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFormError } from '../../lib/forms/apply-form-error';
import { useKeyFilter } from '../../lib/key-filter/use-key-filter';
import { lazyZodResolver } from '../../lib/forms/lazy-zod-resolver';
import {
  blikDigits,
  defaultMethod,
  methodOptions,
  offersSaveBlik,
  usableAliases,
  type PaymentMethodChoice,
  type SavedBlik,
} from '../../lib/payments/payment-methods';
import { FormAlert } from './form-alert';
import { GatewayTermsLabel } from './gateway-terms-label';

export type PaymentChoice =
  | { method: 'BLIK'; blikCode: string; saveBlikAlias: boolean; acceptGatewayTerms: boolean }
  | { method: 'BLIK_ALIAS'; blikAliasId: string; acceptGatewayTerms: boolean }
  | { method: 'ONLINE' }
  | { method: 'WALLET' };

interface PickerValues {
  method: PaymentMethodChoice;
  blikCode: string;
  blikAliasId: string;
  saveBlikAlias: boolean;
  termsRequired: boolean;
  acceptGatewayTerms: boolean;
}

interface PaymentMethodPickerProps {
  /** Grosze to pay; shown on the button. */
  amount: number;
  currency?: string;
  /** The wallet ("product account") pays purchases, never a top-up. */
  allowWallet: boolean;
  /** Grosze on the wallet; needed when allowWallet. */
  balance?: number;
  /** The user's saved BLIK payments (me.blik). */
  aliases: readonly SavedBlik[];
  /** The gateway whose terms BLIK needs ticked here (GET /api/config payments.blikTerms); none with the sandbox. */
  blikTerms?: 'przelewy24' | null | undefined;
  /** Starts the payment; a thrown error is shown under the fields it names (SPEC §8). */
  onPay: (choice: PaymentChoice) => Promise<void>;
}

const FIELDS = ['blikCode', 'blikAliasId', 'method', 'acceptGatewayTerms'] as const;

const icons: Record<PaymentMethodChoice, typeof IconPigMoney> = {
  BLIK: IconDeviceMobile,
  BLIK_ALIAS: IconDeviceMobileCheck,
  ONLINE: IconWorld,
  WALLET: IconPigMoney,
};

function choiceOf(values: PickerValues): PaymentChoice {
  switch (values.method) {
    case 'BLIK':
      return {
        method: 'BLIK',
        blikCode: values.blikCode,
        saveBlikAlias: values.saveBlikAlias,
        acceptGatewayTerms: values.acceptGatewayTerms,
      };
    case 'BLIK_ALIAS':
      return { method: 'BLIK_ALIAS', blikAliasId: values.blikAliasId, acceptGatewayTerms: values.acceptGatewayTerms };
    case 'ONLINE':
      return { method: 'ONLINE' };
    case 'WALLET':
      return { method: 'WALLET' };
  }
}

/**
 * The payment methods of SPEC §9 as one form: BLIK with a code (numeric keyboard, the code from the bank app's
 * SMS/one-time-code autofill), BLIK without code from a saved entry, online redirect payment, and, for purchases,
 * the wallet. Used by top-ups and, later, by reservations (texts in the `money` namespace).
 */
export function PaymentMethodPicker({
  amount,
  currency = 'PLN',
  allowWallet,
  balance,
  aliases,
  blikTerms,
  onPay,
}: PaymentMethodPickerProps) {
  const { t, i18n } = useTranslation('money');
  const locale = i18n.resolvedLanguage ?? 'en';
  const options = useMemo(
    () => methodOptions({ allowWallet, aliases, balance, amount }),
    [allowWallet, aliases, balance, amount],
  );
  const saved = useMemo(() => usableAliases(aliases), [aliases]);
  const { resolver, preload } = useMemo(
    () =>
      lazyZodResolver<PickerValues>(() => import('./payment-method-picker-schema').then((m) => m.paymentPickerInput)),
    [],
  );
  useEffect(preload, [preload]);
  const form = useForm<PickerValues>({
    resolver,
    defaultValues: {
      method: defaultMethod(options),
      blikCode: '',
      blikAliasId: saved[0]?.id ?? '',
      saveBlikAlias: false,
      termsRequired: Boolean(blikTerms),
      acceptGatewayTerms: false,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const method = form.watch('method');
  const blikCode = form.register('blikCode');
  const blikKeys = useKeyFilter({ filter: /^\d{0,6}$/, validateOnly: true });
  // Mantine's Checkbox shows its error but does not tie it to the box: a screen reader hears it with the box here.
  const termsError = errors.acceptGatewayTerms?.message;
  const termsErrorId = useId();

  const onSubmit = async (values: PickerValues) => {
    try {
      await onPay(choiceOf(values));
    } catch (error) {
      applyFormError(error, form.setError, FIELDS);
    }
  };

  return (
    <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate>
      <Stack gap="md">
        <FormAlert message={errors.root?.server?.message} />
        {/* Native radio buttons in bordered cards: the keyboard and screen readers know them, and they cost
            the route no extra chunk. */}
        <Stack component="fieldset" gap="xs" m={0} p={0} style={{ border: 0, minWidth: 0 }}>
          <Text component="legend" fw={500} size="sm" mb={4}>
            {t('picker.label')}
          </Text>
          {options.map(({ method: option, disabled }) => {
            const Icon = icons[option];
            const selected = method === option;
            return (
              <Paper
                key={option}
                component="label"
                p="sm"
                radius="md"
                withBorder
                style={{
                  cursor: disabled ? 'not-allowed' : 'pointer',
                  borderColor: selected ? 'var(--mantine-primary-color-filled)' : undefined,
                  boxShadow: selected ? '0 0 0 1px var(--mantine-primary-color-filled)' : undefined,
                }}
              >
                <Group wrap="nowrap" gap="sm" align="flex-start">
                  <input
                    type="radio"
                    name="payment-method"
                    value={option}
                    checked={selected}
                    disabled={disabled}
                    onChange={() => form.setValue('method', option)}
                    style={{
                      marginTop: 4,
                      width: 18,
                      height: 18,
                      flexShrink: 0,
                      accentColor: 'var(--mantine-primary-color-filled)',
                    }}
                  />
                  <Icon size={22} aria-hidden style={{ flexShrink: 0 }} />
                  <Stack gap={0}>
                    <Text fw={600} c={disabled ? 'dimmed' : undefined}>
                      {t(`methods.${option}`)}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {option === 'WALLET' && balance !== undefined
                        ? t(disabled ? 'picker.wallet_too_low' : 'picker.wallet_hint', {
                            balance: formatMoney(balance, locale, currency),
                          })
                        : t(`picker.hints.${option}`)}
                    </Text>
                  </Stack>
                </Group>
              </Paper>
            );
          })}
        </Stack>
        {method === 'BLIK' ? (
          <Stack gap="xs">
            <TextInput
              label={t('picker.blik_code')}
              description={t('picker.blik_code_hint')}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              placeholder="000000"
              withAsterisk
              data-autofocus
              styles={{
                input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.3em', fontSize: 20 },
              }}
              w={200}
              error={errors.blikCode?.message}
              {...blikCode}
              // Typing is filtered; a pasted "123 456" is welcome and cleaned up below.
              onKeyDown={(event) => blikKeys.onKeyDown(event)}
              onBeforeInput={(event) => blikKeys.onBeforeInput(event)}
              onChange={(event) => {
                event.currentTarget.value = blikDigits(event.currentTarget.value);
                void blikCode.onChange(event);
              }}
            />
            {offersSaveBlik(aliases) ? (
              <Checkbox
                label={t('picker.save_blik')}
                description={t('picker.save_blik_hint')}
                {...form.register('saveBlikAlias')}
              />
            ) : null}
          </Stack>
        ) : null}
        {method === 'BLIK_ALIAS' ? (
          <NativeSelect
            label={t('picker.saved_blik')}
            description={t('picker.saved_blik_hint')}
            data={saved.map((alias) => ({ value: alias.id, label: alias.label }))}
            withAsterisk
            error={errors.blikAliasId?.message}
            {...form.register('blikAliasId')}
          />
        ) : null}
        {blikTerms && (method === 'BLIK' || method === 'BLIK_ALIAS') ? (
          <Checkbox
            label={<GatewayTermsLabel />}
            error={termsError ? <span id={termsErrorId}>{termsError}</span> : undefined}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? termsErrorId : undefined}
            {...form.register('acceptGatewayTerms')}
          />
        ) : null}
        {method === 'ONLINE' ? (
          <Text size="sm" c="dimmed">
            {t('picker.online_note')}
          </Text>
        ) : null}
        <Button type="submit" size="md" loading={isSubmitting} style={{ alignSelf: 'flex-start' }}>
          {t('picker.pay', { amount: formatMoney(amount, locale, currency) })}
        </Button>
      </Stack>
    </form>
  );
}
