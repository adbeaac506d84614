import { Anchor, Button, Checkbox, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { TermsLabel } from '../../../components/ui/terms-label';
import { corePaths as paths } from '../../../config/core-paths';
import { errorMessage } from '../../../lib/errors/error-message';
import { normalizeError } from '../../../lib/errors/normalize-error';
import { applyFormError } from '../../../lib/forms/apply-form-error';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { signIn } from '../../../lib/session/session-store';
import { useCompleteSocialSignUp } from '../api/complete-social-sign-up';
import { useSocialSignIn } from '../api/social-sign-in';
// Registers the catalogue of the server's Google messages (the route loads their namespace).
import '../utils/social-messages';
import { AuthCard } from './auth-card';

interface SignUp {
  pendingToken: string;
  email: string;
  name: string;
}

type Step = { kind: 'working' } | { kind: 'failed'; message: string } | { kind: 'terms'; signUp: SignUp };

/**
 * Where Google sends the person back (/auth/google/callback?code=…&state=…): the code and state go to the server
 * once, which signs in (the guest-only guard then takes the person on) or, for a Google account new to Parkshare,
 * asks for the terms first (decision 095).
 */
export function GoogleCallback() {
  const { t } = useTranslation(['social-sign-in', 'auth']);
  const [params] = useSearchParams();
  const [exchange] = useSocialSignIn();
  const [step, setStep] = useState<Step>({ kind: 'working' });
  // A code works once: the exchange must not run again when React mounts the screen twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) {
      return;
    }
    started.current = true;
    const code = params.get('code');
    const state = params.get('state');
    if (!code || !state) {
      // Google's error=access_denied: the person cancelled on Google's page.
      setStep({
        kind: 'failed',
        message: t(params.get('error') === 'access_denied' ? 'google.cancelled' : 'google.incomplete'),
      });
      return;
    }
    void (async () => {
      try {
        const data = await exchange({ input: { provider: 'google', code, state } });
        const { token, signUp } = data?.socialSignIn ?? {};
        if (token) {
          await signIn(token);
        } else if (signUp) {
          setStep({ kind: 'terms', signUp });
        }
      } catch (error) {
        setStep({ kind: 'failed', message: errorMessage(normalizeError(error)) });
      }
    })();
  }, [exchange, params, t]);

  if (step.kind === 'terms') {
    return <AcceptTerms signUp={step.signUp} />;
  }
  return (
    <AuthCard title={t('google.title')}>
      {step.kind === 'working' ? (
        <Stack align="center" gap="xs" py="md">
          <Loader size="sm" aria-hidden />
          <Text role="status">{t('google.working')}</Text>
        </Stack>
      ) : (
        <Stack gap="sm">
          <FormAlert message={step.message} />
          <Anchor component={Link} to={paths.signIn.href()}>
            {t('auth:common_links.back_to_sign_in')}
          </Anchor>
        </Stack>
      )}
    </AuthCard>
  );
}

interface TermsValues {
  pendingToken: string;
  terms: boolean;
}

/** A Google account new to Parkshare: the terms are accepted before the account is made. */
function AcceptTerms({ signUp }: { signUp: SignUp }) {
  const { t } = useTranslation(['social-sign-in', 'auth']);
  const [complete, { loading }] = useCompleteSocialSignUp();
  const { resolver, preload } = useMemo(
    () =>
      lazyZodResolver<TermsValues>(() =>
        import('@parkshare/shared/validation/social-sign-in').then((m) => m.completeSocialSignUpInput),
      ),
    [],
  );
  useEffect(preload, [preload]);
  const form = useForm<TermsValues>({ resolver, defaultValues: { pendingToken: signUp.pendingToken, terms: false } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (values: TermsValues) => {
    try {
      const data = await complete({ input: values });
      if (data) {
        await signIn(data.completeSocialSignUp.token);
      }
    } catch (error) {
      applyFormError(error, form.setError, ['terms']);
    }
  };

  return (
    <AuthCard title={t('google.terms_title')} lead={t('google.terms_lead', { name: signUp.name, email: signUp.email })}>
      <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate>
        <Stack gap="sm">
          <FormAlert message={errors.root?.server?.message ?? errors.pendingToken?.message} />
          <Checkbox
            label={<TermsLabel ns="auth" i18nKey="fields.terms" />}
            error={errors.terms?.message}
            {...form.register('terms')}
          />
          <Button type="submit" fullWidth loading={loading || isSubmitting} mt="xs">
            {t('google.terms_submit')}
          </Button>
          <Anchor component={Link} to={paths.signIn.href()} size="sm" ta="center">
            {t('auth:common_links.back_to_sign_in')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
