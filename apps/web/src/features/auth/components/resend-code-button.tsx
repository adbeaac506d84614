import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors/error-message';
import { normalizeError } from '../../../lib/errors/normalize-error';
import { matchMessage } from '@parkshare/shared/validation/messages';
import { notify } from '../../../lib/notify';
import { useResendVerificationCode } from '../api/resend-verification-code';
import { useCooldown } from '../hooks/use-cooldown';

export const RESEND_COOLDOWN_SECONDS = 60;

/** Sends a new code; then waits a visible minute (the server throttles too, and its wait wins). */
export function ResendCodeButton({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const [resend, { loading }] = useResendVerificationCode();
  const { seconds, start } = useCooldown(0);
  const [sent, setSent] = useState(false);

  const onClick = async () => {
    try {
      const data = await resend({ input: { email } });
      if (data) {
        setSent(true);
        start(RESEND_COOLDOWN_SECONDS);
        notify('success', t('verify_email.resent'));
      }
    } catch (error) {
      const normalized = normalizeError(error);
      const wait = matchMessage(normalized.message);
      if (wait?.key === 'tooManyRequests' && wait.params.count) {
        start(Number(wait.params.count));
      }
      notify('error', errorMessage(normalized));
    }
  };

  return (
    <>
      <Button
        variant="light"
        fullWidth
        onClick={() => void onClick()}
        loading={loading}
        disabled={seconds > 0 || !email}
      >
        {seconds > 0 ? t('verify_email.resend_in', { count: seconds }) : t('verify_email.resend')}
      </Button>
      {sent && seconds > 0 ? (
        <Text size="xs" c="dimmed" ta="center" aria-live="polite">
          {t('verify_email.check_inbox')}
        </Text>
      ) : null}
    </>
  );
}
