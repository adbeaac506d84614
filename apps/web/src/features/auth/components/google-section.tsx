import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '../../../lib/i18n/i18n';
import { GoogleButton } from './google-button';

/** "or", then "Sign in with Google" (or "Sign up with Google"), under the password form (decision 095). */
function GoogleSection({ mode }: { mode: 'sign_in' | 'sign_up' }) {
  const { t } = useTranslation('social-sign-in');
  return (
    <>
      <div className="ps-or">{t('google.or')}</div>
      <GoogleButton label={t(`google.${mode}`)} />
    </>
  );
}

/**
 * Loaded (with its texts) by the sign-in and sign-up forms only where the server has Google on: the guest pages
 * do not carry it (decision 020). Until it is in, the forms keep its place (GOOGLE_SECTION_HEIGHT).
 */
export async function loadGoogleSection() {
  await loadNamespaces(['social-sign-in']);
  return { default: GoogleSection };
}
