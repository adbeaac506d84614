import { Button, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ORGANIZATION_TYPES, type OrganizationType } from '@parkshare/shared/validation/owners';
import { FormAlert } from '../../../components/ui/form-alert';
import { paths } from '../../../config/paths';
import type { OrganizationDetails } from '../api/organization';
import { applyFormError } from '../../../lib/forms/apply-form-error';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { notify } from '../../../lib/notify';
import { useCreateOrganization } from '../api/create-organization';
import { useUpdateOrganization } from '../api/update-organization';

interface OrganizationValues {
  name: string;
  description: string;
  type: OrganizationType;
}

const FIELDS = ['name', 'description', 'type'] as const;

/** Name, description and type; creates the organization (then opens it to invite people) or saves it. */
export function OrganizationForm({ organization }: { organization?: OrganizationDetails }) {
  const { t } = useTranslation('organizations');
  const navigate = useNavigate();
  const [create, created] = useCreateOrganization();
  const [update, updated] = useUpdateOrganization();
  const { resolver, preload } = useMemo(
    () =>
      lazyZodResolver<OrganizationValues>(() =>
        import('@parkshare/shared/validation/owners').then((m) => m.organizationInput),
      ),
    [],
  );
  useEffect(preload, [preload]);
  const form = useForm<OrganizationValues>({
    resolver,
    defaultValues: {
      name: organization?.name ?? '',
      description: organization?.description ?? '',
      type: organization?.type ?? 'community',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (values: OrganizationValues) => {
    try {
      if (organization) {
        await update({ variables: { id: organization.id, input: values } });
        notify('success', t('form.saved'));
      } else {
        const result = await create({ variables: { input: values } });
        const id = result.data?.createOrganization.id;
        notify('success', t('form.created', { name: values.name.trim() }));
        if (id) void navigate(paths.organizationEditor.href(id), { replace: true });
      }
    } catch (error) {
      applyFormError(error, form.setError, FIELDS);
    }
  };

  return (
    <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate>
      <Stack gap="sm">
        <FormAlert message={errors.root?.server?.message} />
        <TextInput
          label={t('form.name')}
          placeholder={t('form.name_placeholder')}
          required
          maxLength={200}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <NativeSelect
          label={t('form.type')}
          required
          error={errors.type?.message}
          data={ORGANIZATION_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
          {...form.register('type')}
        />
        <Textarea
          label={t('form.description')}
          placeholder={t('form.description_placeholder')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={1000}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <Button
          type="submit"
          loading={isSubmitting || created.loading || updated.loading}
          style={{ alignSelf: 'flex-start' }}
        >
          {organization ? t('form.save') : t('form.create')}
        </Button>
      </Stack>
    </form>
  );
}
