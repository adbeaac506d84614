import { Button, NativeSelect, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../../lib/config';
import { notify } from '../../../lib/notify';
import { useReminderSettings, useSavePushSubscription, useSetReminderMinutes } from '../api/reminders';
import { pushState, subscribeToPush, type PushState } from '../utils/push';

const CHOICES = ['5', '10', '15', 'off'] as const;

/** When reminders come (or none), and this device's permission to show them as notifications. */
export function RemindersForm() {
  const { t } = useTranslation('settings');
  const { push } = useConfig();
  const { data, loading } = useReminderSettings();
  const [setMinutes, { loading: saving }] = useSetReminderMinutes();
  const [savePush, { loading: subscribing }] = useSavePushSubscription();
  const [state, setState] = useState<PushState>(pushState);
  const minutes = data?.me.reminderMinutes;

  const onChoose = async (value: string) => {
    try {
      await setMinutes({ variables: { minutes: value === 'off' ? null : Number(value) } });
      notify('success', t('reminders.saved'));
    } catch {
      notify('error', t('reminders.save_failed'));
    }
  };

  const onAllow = async () => {
    try {
      const subscription = push ? await subscribeToPush(push.vapidPublicKey) : null;
      setState(pushState());
      if (!subscription) return;
      await savePush({ variables: { input: subscription } });
      notify('success', t('reminders.device_on'));
    } catch {
      notify('error', t('reminders.device_failed'));
    }
  };

  return (
    <Stack gap="sm" aria-labelledby="reminders-heading" component="section">
      <Title order={2} fz="h4" id="reminders-heading">
        {t('reminders.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('reminders.intro')}
      </Text>
      {loading && !data ? (
        // The select's height with its label, so the section does not jump when the setting arrives.
        <Skeleton h={60} />
      ) : (
        <NativeSelect
          label={t('reminders.when')}
          value={minutes ? String(minutes) : 'off'}
          disabled={saving}
          data={CHOICES.map((choice) => ({
            value: choice,
            label: choice === 'off' ? t('reminders.off') : t('reminders.minutes', { count: Number(choice) }),
          }))}
          onChange={(event) => void onChoose(event.currentTarget.value)}
        />
      )}
      {state === 'granted' || state === 'default' ? (
        <Button
          variant="light"
          loading={subscribing}
          onClick={() => void onAllow()}
          // The label may wrap at 360 px (the Polish one is long) instead of running past the edge.
          h="auto"
          py={8}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
          style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
          disabled={!push}
        >
          {t('reminders.allow')}
        </Button>
      ) : null}
      <Text size="sm" role="status">
        {state === 'unsupported'
          ? t('reminders.unsupported')
          : state === 'denied'
            ? t('reminders.denied')
            : state === 'granted'
              ? t('reminders.granted')
              : t('reminders.by_email')}
      </Text>
    </Stack>
  );
}
