import { Button, NativeSelect, Select, Stack, TextInput, Title } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LOCALES, DEFAULT_TIMEZONE, type Locale } from '@parkshare/shared/locales';
import { FormAlert } from '../../../components/ui/form-alert';
import { applyFormError } from '../../../lib/forms/apply-form-error';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { LANGUAGE_NAMES } from '../../../lib/i18n/languages';
import { notify } from '../../../lib/notify';
import { loadUser, type SessionUser } from '../../../lib/session/session-store';
import { useUpdateProfile } from '../api/update-profile';
import { BirthdayField } from './birthday-field';
import { timeZones } from '../utils/time-zones';

interface ProfileValues {
  name: string;
  language: Locale;
  timezone: string;
  birthdayOn: string | null;
}

const FIELDS = ['name', 'language', 'timezone', 'birthdayOn'] as const;

export function ProfileForm({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation('settings');
  const [updateProfile, { loading }] = useUpdateProfile();
  const { resolver, preload } = useMemo(
    () =>
      lazyZodResolver<ProfileValues>(() =>
        import('@parkshare/shared/validation/auth').then((m) => m.updateProfileInput),
      ),
    [],
  );
  useEffect(preload, [preload]);
  const form = useForm<ProfileValues>({
    resolver,
    defaultValues: {
      name: user.name,
      language: user.language === 'pl' ? 'pl' : 'en',
      timezone: user.timezone || DEFAULT_TIMEZONE,
      birthdayOn: user.birthdayOn ?? null,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const zones = useMemo(timeZones, []);

  const onSubmit = async (values: ProfileValues) => {
    try {
      await updateProfile({ variables: { input: values } });
      await loadUser();
      if (values.language !== i18n.resolvedLanguage) {
        await i18n.changeLanguage(values.language);
      }
      notify('success', t('profile.saved'));
    } catch (error) {
      applyFormError(error, form.setError, FIELDS);
    }
  };

  return (
    <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate aria-labelledby="profile-heading">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="profile-heading">
          {t('profile.title')}
        </Title>
        <FormAlert message={errors.root?.server?.message} />
        <TextInput
          label={t('profile.name')}
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <NativeSelect
          label={t('profile.language')}
          error={errors.language?.message}
          data={LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }))}
          {...form.register('language')}
        />
        <Select
          label={t('profile.timezone')}
          searchable
          data={zones}
          value={form.watch('timezone')}
          onChange={(value) => form.setValue('timezone', value ?? '', { shouldDirty: true })}
          error={errors.timezone?.message}
          nothingFoundMessage={t('profile.timezone_none')}
          maxDropdownHeight={260}
          comboboxProps={{ withinPortal: true }}
        />
        {/* watch/setValue like the time zone, not <Controller>: Controller would join react-hook-form's chunk,
            which /sign-in loads too (+1.3 KB gzipped against its budget, decision 020). */}
        <BirthdayField
          value={form.watch('birthdayOn')}
          onChange={(value) => form.setValue('birthdayOn', value, { shouldDirty: true })}
          error={errors.birthdayOn?.message}
        />
        <Button type="submit" loading={loading || isSubmitting} style={{ alignSelf: 'flex-start' }}>
          {t('profile.submit')}
        </Button>
      </Stack>
    </form>
  );
}
