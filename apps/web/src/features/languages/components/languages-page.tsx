import { Paper, Radio, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, isLocale, type Locale } from '@parkshare/shared/locales';
import { errorMessage } from '../../../lib/errors/error-message';
import { normalizeError } from '../../../lib/errors/normalize-error';
import { LANGUAGE_NAMES } from '../../../lib/i18n/languages';
import { notify } from '../../../lib/notify';
import { expireSession, loadUser, useSession } from '../../../lib/session/session-store';
import { useUpdateLanguage } from '../api/update-language';

/** Language choice: applied at once, kept in local storage `locale`, and saved to the profile. */
export function LanguagesPage() {
  const { t, i18n } = useTranslation('languages');
  const { user } = useSession();
  const [updateLanguage] = useUpdateLanguage();
  const [saving, setSaving] = useState(false);
  const current = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

  const choose = async (value: string) => {
    if (!isLocale(value) || value === current) {
      return;
    }
    // The detector caches the choice under `locale`; <html lang> follows from the i18n module.
    await i18n.changeLanguage(value);
    if (!user) {
      return;
    }
    setSaving(true);
    try {
      const input = { name: user.name, language: value, timezone: user.timezone, birthdayOn: user.birthdayOn ?? null };
      await updateLanguage({ variables: { input } });
      await loadUser();
      notify('success', t('saved', { lng: value }));
    } catch (error) {
      const normalized = normalizeError(error);
      if (normalized.kind === 'unauthenticated') {
        expireSession();
      } else {
        notify('error', errorMessage(normalized));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md" maw={480}>
      <Title order={1} fz="h2">
        {t('title')}
      </Title>
      <Paper p="md" withBorder bg="var(--ps-surface)">
        <Radio.Group
          value={current}
          onChange={(value) => void choose(value)}
          label={t('label')}
          description={t('hint')}
        >
          <Stack gap="sm" mt="sm">
            {LOCALES.map((locale: Locale) => (
              <Radio key={locale} value={locale} label={LANGUAGE_NAMES[locale]} lang={locale} disabled={saving} />
            ))}
          </Stack>
        </Radio.Group>
      </Paper>
    </Stack>
  );
}
