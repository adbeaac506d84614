import { Button, Checkbox, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { applyFormError } from '../../../lib/forms/apply-form-error';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { useKeyFilter } from '../../../lib/key-filter/use-key-filter';
import { notify } from '../../../lib/notify';
import { isSafePath } from '../../../lib/session/redirect-path';
import { useCreateBankAccount } from '../api/create-bank-account';
import { useMyBankAccounts } from '../api/my-bank-accounts';
import { useResubmitBankAccount } from '../api/resubmit-bank-account';
import { groupIban } from '../utils/input-format';

interface BankAccountValues {
  accountNumber: string;
  name: string;
  isDefault: boolean;
}

const FIELDS = ['accountNumber', 'name', 'isDefault'] as const;

/**
 * /bank-account-creator: back to the list, or to the billing form that sent the owner here (?returnTo=). With
 * ?fix={id} it corrects a waiting or rejected account, which goes back to the admins' queue.
 */
export function BankAccountCreatorPage() {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const rawReturnTo = params.get('returnTo');
  // Only a path of this site: the query must never send the owner elsewhere after saving.
  const returnTo = isSafePath(rawReturnTo) ? rawReturnTo : null;
  const [create] = useCreateBankAccount();
  const [resubmit] = useResubmitBankAccount();
  const fixId = params.get('fix');
  const accounts = useMyBankAccounts();
  const fixing = fixId
    ? accounts.data?.myBankAccounts.find((account) => account.id === fixId && account.status !== 'verified')
    : undefined;
  const { resolver, preload } = useMemo(
    () =>
      lazyZodResolver<BankAccountValues>(() =>
        import('@parkshare/shared/validation/owners').then((m) => m.bankAccountInput),
      ),
    [],
  );
  useEffect(preload, [preload]);
  const form = useForm<BankAccountValues>({
    resolver,
    defaultValues: { accountNumber: '', name: '', isDefault: false },
  });
  const { errors, isSubmitting } = form.formState;
  const ibanKeys = useKeyFilter({ filter: /[\d\sPL]/i });
  const accountNumber = form.register('accountNumber');
  useEffect(() => {
    if (fixing) {
      form.reset({ accountNumber: groupIban(fixing.accountNumber), name: fixing.name, isDefault: false });
    }
  }, [fixing, form]);

  const onSubmit = async (values: BankAccountValues) => {
    try {
      if (fixId) {
        await resubmit({ variables: { id: fixId, input: values } });
        notify('success', t('bank_fix.resent'));
        await navigate(paths.bankAccounts.href());
        return;
      }
      const result = await create({ variables: { input: values } });
      notify('success', t('bank_creator.created'));
      const id = result.data?.createBankAccount.id;
      await navigate(
        returnTo ?? paths.bankAccounts.href(),
        returnTo && id ? { state: { bankAccountId: id } } : undefined,
      );
    } catch (error) {
      applyFormError(error, form.setError, FIELDS);
    }
  };

  const back = returnTo
    ? { to: returnTo, label: t('back.billing_form') }
    : { to: paths.bankAccounts.href(), label: t('back.bank_accounts') };

  return (
    <Stack gap={0} maw={560}>
      <PageHeader
        title={t(fixId ? 'bank_fix.title' : 'bank_creator.title')}
        back={back}
        description={t(fixId ? 'bank_fix.description' : 'bank_creator.description')}
      />
      <Paper p="md" withBorder bg="var(--ps-surface)">
        <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate>
          <Stack gap="sm">
            <FormAlert message={errors.root?.server?.message} />
            <TextInput
              label={t('fields.account_number')}
              description={t('bank_creator.account_number_hint')}
              placeholder={t('bank_creator.account_number_placeholder')}
              withAsterisk
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              maxLength={64}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              error={errors.accountNumber?.message}
              {...accountNumber}
              {...ibanKeys}
              onBlur={(event) => {
                form.setValue('accountNumber', groupIban(event.currentTarget.value));
                void accountNumber.onBlur(event);
              }}
            />
            <TextInput
              label={t('fields.bank_account_name')}
              description={t('bank_creator.name_hint')}
              withAsterisk
              error={errors.name?.message}
              {...form.register('name')}
            />
            {fixId ? null : (
              <Checkbox
                label={t('fields.is_default_bank')}
                description={t('bank_creator.is_default_hint')}
                error={errors.isDefault?.message}
                {...form.register('isDefault')}
              />
            )}
            <Group gap="sm" mt="xs">
              <Button type="submit" loading={isSubmitting}>
                {t(fixId ? 'bank_fix.submit' : 'bank_creator.submit')}
              </Button>
              <Button component={Link} to={back.to} variant="default">
                {t('actions.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
