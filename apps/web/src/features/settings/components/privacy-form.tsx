import { Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsentChoices, type ConsentCategory } from '../../../components/ui/consent-choices';
import { useConfig } from '../../../lib/config';
import { consentStore, decideConsent, type ConsentChoice } from '../../../lib/consent/consent-store';
import { notify } from '../../../lib/notify';

/**
 * Privacy and cookies (decision 094): the optional cookies this device allows, changed at any time; withdrawing
 * stops the tag at once. Shown only where analytics or recording is configured (settings-page.tsx).
 */
export function PrivacyForm() {
  const { t } = useTranslation('consent');
  const config = useConfig();
  const { choice } = consentStore.useStore();
  const categories: ConsentCategory[] = [];
  if (config.analyticsId && config.analyticsScriptUrl) categories.push('analytics');
  if (config.recording) categories.push('recording');
  // What is stored (the banner may change it while this screen is open) until the visitor changes a switch here.
  const [draft, setDraft] = useState<ConsentChoice | null>(null);
  const value = draft ?? choice ?? { analytics: false, recording: false };

  const onSave = () => {
    decideConsent(value);
    setDraft(null);
    notify('success', t('settings.saved'));
  };

  return (
    <Stack gap="sm" aria-labelledby="privacy-heading" component="section">
      <Title order={2} fz="h4" id="privacy-heading">
        {t('settings.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('settings.intro')}
      </Text>
      <ConsentChoices categories={categories} value={value} onChange={setDraft} />
      <Button onClick={onSave} style={{ alignSelf: 'flex-start' }}>
        {t('save')}
      </Button>
    </Stack>
  );
}
