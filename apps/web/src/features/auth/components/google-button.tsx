import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOfRefusal, startGoogleSignIn } from '../api/start-google-sign-in';

/**
 * Google's standard button, its "G" (a file, not script) and its colours: asks the server for Google's page, whose
 * state, PKCE verifier and nonce it keeps (decision 095), and goes there.
 */
export function GoogleButton({ label }: { label: string }) {
  const { i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onClick = async () => {
    setError(null);
    setBusy(true);
    try {
      // Busy until the browser has left for Google.
      window.location.assign(await startGoogleSignIn(i18n.resolvedLanguage ?? 'en'));
    } catch (caught) {
      setError(await messageOfRefusal(caught));
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        type="button"
        variant="default"
        fullWidth
        className="ps-google-button"
        leftSection={<img src="/google-g.svg" width={18} height={18} alt="" />}
        loading={busy}
        onClick={() => void onClick()}
      >
        {label}
      </Button>
      {error ? (
        <Text role="alert" size="sm" c="var(--mantine-color-error)">
          {error}
        </Text>
      ) : null}
    </>
  );
}
