import { Anchor, Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { paths } from '../../../config/paths';
import type { BillingAccountQuery, MyBankAccountsQuery } from '../../../gql/graphql';
import { applyFormError } from '../../../lib/forms/apply-form-error';
import { mergeDraft, saveDraft, takeDraft } from '../../../lib/forms/form-draft';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { useKeyFilter } from '../../../lib/key-filter/use-key-filter';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session/session-store';
import { useCreateBillingAccount } from '../api/create-billing-account';
import { useUpdateBillingAccount } from '../api/update-billing-account';
import { formatPostcode } from '../utils/input-format';

export interface BillingFormValues {
  fullName: string;
  companyName: string;
  vatId: string;
  street: string;
  buildingNumber: string;
  localNumber: string;
  postcode: string;
  city: string;
  invoiceEmail: string;
  isMonthlyBilling: boolean;
  wantsVatInvoice: boolean;
  bankAccountId: string;
  isDefault: boolean;
}

const FIELDS = [
  'fullName',
  'companyName',
  'vatId',
  'street',
  'buildingNumber',
  'localNumber',
  'postcode',
  'city',
  'invoiceEmail',
  'isMonthlyBilling',
  'wantsVatInvoice',
  'bankAccountId',
  'isDefault',
] as const;

interface BillingAccountFormProps {
  /** The account being edited; absent on the creator. */
  account?: BillingAccountQuery['billingAccount'];
  bankAccounts: MyBankAccountsQuery['myBankAccounts'];
  /** A bank account just added from this form (the creator sends it back in the navigation state). */
  newBankAccountId?: string;
  /** The form that asked for a new account (?returnTo=): it gets the new account's id back in the state. */
  returnTo?: string;
}

function defaultsOf(
  account: BillingAccountFormProps['account'],
  bankAccountId: string,
  email: string,
): BillingFormValues {
  return {
    fullName: account?.fullName ?? '',
    companyName: account?.companyName ?? '',
    vatId: account?.vatId ?? '',
    street: account?.street ?? '',
    buildingNumber: account?.buildingNumber ?? '',
    localNumber: account?.localNumber ?? '',
    postcode: account?.postcode ?? '',
    city: account?.city ?? '',
    invoiceEmail: account?.invoiceEmail ?? email,
    isMonthlyBilling: account?.isMonthlyBilling ?? false,
    wantsVatInvoice: account?.wantsVatInvoice ?? false,
    bankAccountId,
    isDefault: account?.isDefault ?? false,
  };
}

function Legend({ children }: { children: React.ReactNode }) {
  return (
    <Text component="legend" fw={700} fz="lg" mb="xs" p={0}>
      {children}
    </Text>
  );
}

/** The one form of /billing-creator and /billing/{billingId}/editor (SPEC §2: they share one screen). */
export function BillingAccountForm({ account, bankAccounts, newBankAccountId, returnTo }: BillingAccountFormProps) {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { user } = useSession();
  const [create] = useCreateBillingAccount();
  const [update] = useUpdateBillingAccount();
  const { resolver, preload } = useMemo(
    () =>
      lazyZodResolver<BillingFormValues>(() =>
        import('@parkshare/shared/validation/owners').then((m) => m.billingAccountInput),
      ),
    [],
  );
  useEffect(preload, [preload]);
  // A new account starts with the default bank account, so the usual case needs no choice at all.
  const knownNew = bankAccounts.some((bank) => bank.id === newBankAccountId) ? newBankAccountId : undefined;
  const initialBank =
    knownNew ?? (account ? (account.bankAccount?.id ?? '') : (bankAccounts.find((bank) => bank.isDefault)?.id ?? ''));
  const [defaultValues] = useState(() => {
    const draft = knownNew ? takeDraft(pathname) : null;
    const defaults = defaultsOf(account, initialBank, user?.email ?? '');
    return { ...mergeDraft(defaults, draft), bankAccountId: initialBank };
  });
  const form = useForm<BillingFormValues>({ resolver, defaultValues });
  const { errors, isSubmitting } = form.formState;
  const wantsVatInvoice = form.watch('wantsVatInvoice');
  const nipKeys = useKeyFilter({ filter: /[\d\s\-PL]/i });
  const postcodeKeys = useKeyFilter({ filter: /[\d-]/ });
  const postcode = form.register('postcode');

  const onSubmit = async (values: BillingFormValues) => {
    // The resolver hands on the schema's output: trimmed texts, a 10-digit NIP, empty fields left out.
    const input = { ...values, currency: 'PLN' };
    try {
      if (account) {
        await update({ variables: { id: account.id, input } });
        notify('success', t('editor.updated'));
      } else {
        const result = await create({ variables: { input } });
        notify('success', t('editor.created'));
        const id = result.data?.createBillingAccount.id;
        if (returnTo && id) {
          await navigate(returnTo, { state: { billingAccountId: id } });
          return;
        }
      }
      await navigate(paths.billings.href());
    } catch (error) {
      applyFormError(error, form.setError, FIELDS);
    }
  };

  const bankOptions = [
    { value: '', label: t('editor.no_bank_account') },
    ...bankAccounts.map((bank) => ({ value: bank.id, label: `${bank.name} · ${bank.accountNumber}` })),
  ];

  return (
    <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate>
      <Stack gap="md">
        <FormAlert message={errors.root?.server?.message} />
        <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Legend>{t('editor.section_holder')}</Legend>
          <TextInput
            label={t('fields.full_name')}
            description={t('editor.name_hint')}
            autoComplete="name"
            error={errors.fullName?.message}
            {...form.register('fullName')}
          />
          <TextInput
            label={t('fields.company_name')}
            autoComplete="organization"
            error={errors.companyName?.message}
            {...form.register('companyName')}
          />
          <TextInput
            label={t('fields.vat_id')}
            description={t('editor.vat_id_hint')}
            withAsterisk={wantsVatInvoice}
            inputMode="numeric"
            autoComplete="off"
            maxLength={32}
            error={errors.vatId?.message}
            {...form.register('vatId')}
            {...nipKeys}
          />
        </Stack>
        <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Legend>{t('editor.section_address')}</Legend>
          <TextInput
            label={t('fields.street')}
            autoComplete="address-line1"
            error={errors.street?.message}
            {...form.register('street')}
          />
          <SimpleGrid cols={2} spacing="sm">
            <TextInput
              label={t('fields.building_number')}
              withAsterisk
              error={errors.buildingNumber?.message}
              {...form.register('buildingNumber')}
            />
            <TextInput
              label={t('fields.local_number')}
              error={errors.localNumber?.message}
              {...form.register('localNumber')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t('fields.postcode')}
              placeholder={t('editor.postcode_placeholder')}
              withAsterisk
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={6}
              error={errors.postcode?.message}
              {...postcode}
              {...postcodeKeys}
              onBlur={(event) => {
                form.setValue('postcode', formatPostcode(event.currentTarget.value));
                void postcode.onBlur(event);
              }}
            />
            <TextInput
              label={t('fields.city')}
              withAsterisk
              autoComplete="address-level2"
              error={errors.city?.message}
              {...form.register('city')}
            />
          </SimpleGrid>
        </Stack>
        <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Legend>{t('editor.section_invoices')}</Legend>
          {/* Only złoty for now (SPEC §9): shown so the owner knows, not editable. */}
          <TextInput label={t('fields.currency')} value={t('editor.currency_pln')} readOnly variant="filled" />
          <TextInput
            label={t('fields.invoice_email')}
            withAsterisk
            type="email"
            autoComplete="email"
            error={errors.invoiceEmail?.message}
            {...form.register('invoiceEmail')}
          />
          <Checkbox
            label={t('fields.monthly_billing')}
            description={t('editor.monthly_billing_hint')}
            error={errors.isMonthlyBilling?.message}
            {...form.register('isMonthlyBilling')}
          />
          <Checkbox
            label={t('fields.wants_vat_invoice')}
            description={t('editor.wants_vat_invoice_hint')}
            error={errors.wantsVatInvoice?.message}
            {...form.register('wantsVatInvoice')}
          />
        </Stack>
        <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Legend>{t('editor.section_payouts')}</Legend>
          <NativeSelect
            label={t('fields.bank_account')}
            description={t('editor.bank_account_hint')}
            data={bankOptions}
            error={errors.bankAccountId?.message}
            {...form.register('bankAccountId')}
          />
          <Anchor
            component={Link}
            // With the query: a creator opened from another form still goes back there afterwards.
            to={paths.bankAccountCreator.href(pathname + search)}
            onClick={() => saveDraft(pathname, form.getValues())}
            size="sm"
            style={{ alignSelf: 'flex-start' }}
          >
            <Group gap={4} wrap="nowrap" component="span">
              <IconPlus size={14} aria-hidden />
              {t('editor.add_bank_account')}
            </Group>
          </Anchor>
          <Checkbox
            label={t('fields.is_default')}
            description={account?.isDefault ? t('editor.is_default_locked') : t('editor.is_default_hint')}
            disabled={account?.isDefault ?? false}
            error={errors.isDefault?.message}
            {...form.register('isDefault')}
          />
        </Stack>
        <Group gap="sm">
          <Button type="submit" loading={isSubmitting}>
            {account ? t('editor.save') : t('editor.create')}
          </Button>
          <Button
            component={Link}
            to={returnTo ?? paths.billings.href()}
            state={returnTo ? { returned: true } : undefined}
            variant="default"
          >
            {t('actions.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
