import { useTranslation } from 'react-i18next';
import { confirm } from '../../../lib/confirm';
import { reportError } from '../../../lib/errors/report-error';
import { startImpersonation } from '../../../lib/session/session-store';
import { useImpersonateUser } from '../api/impersonate-user';

/** "Impersonate": asks first, then starts the impersonated session (the users list and a user's account page). */
export function useImpersonate() {
  const { t } = useTranslation('admin');
  const [impersonate, { loading }] = useImpersonateUser();
  const ask = async (userId: string, name: string) => {
    const ok = await confirm({ title: t('impersonate.title'), message: t('impersonate.message', { name }) });
    if (!ok) {
      return;
    }
    try {
      const result = await impersonate({ variables: { userId } });
      const token = result.data?.impersonateUser.token;
      if (token) {
        await startImpersonation(token);
      }
    } catch (failure) {
      reportError(failure);
    }
  };
  return { impersonate: ask, impersonating: loading };
}
