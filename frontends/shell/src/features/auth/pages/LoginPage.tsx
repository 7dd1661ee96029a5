import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  isApiError,
  useCaptcha,
  useLogin,
  useSocialProviders,
  validateLogin,
  type LoginForm,
  type SocialProviderSetting,
} from '@cf/api-client';
import { useValidationText } from '@cf/i18n';
import { Alert, Button, PasswordField, ServerError, Stack, TextField, useForm } from '@cf/ui';
import { announceLoginSuccess } from '../../../app/login-banner';
import { AuthCard } from '../components/AuthCard';
import { returnPath, saveChallenge } from '../login-challenge';

/**
 * A1.2 / A2.19 social sign-in: one button per provider the site has switched on (social-signup).
 *
 * Signing in with a provider means getting the provider's OpenID Connect ID token in the browser and
 * sending it to identity's POST users/social-login `{ provider, idToken }`, which checks it (issuer,
 * audience = the client id) and answers like users/login. The ID token would come from:
 * - google: Google Identity Services (`accounts.google.com/gsi/client`), `google.accounts.id.initialize({
 *   client_id, callback: ({ credential }) => … })`, where `credential` is the ID token;
 * - facebook: the JavaScript SDK's Limited Login / OIDC flow (`FB.login`), its `authenticationToken`;
 * - linkedin: "Sign In with LinkedIn using OpenID Connect", the `id_token` of the authorization
 *   response for the client id.
 * None of these SDKs is loaded here (nothing external is fetched, and this environment has no
 * internet), so a button only says why it cannot sign in: no client id configured, or the provider's
 * sign-in window not being part of this version. There is no pretend sign-in.
 */
function SocialSignIn() {
  const { t } = useTranslation();
  const providers = useSocialProviders();
  const [notice, setNotice] = useState<string | null>(null);
  const list = providers.data ?? [];
  if (list.length === 0) return null;
  const choose = ({ provider, clientId }: SocialProviderSetting) => {
    const name = t(`auth.login.social.${provider}`);
    setNotice(clientId.trim() ? t('auth.login.socialNotAvailable', { provider: name }) : t('auth.login.socialNotConfigured', { provider: name }));
  };
  return (
    <section className="shell-social" aria-labelledby="social-title">
      <h2 id="social-title" className="shell-social__title">
        {t('auth.login.socialTitle')}
      </h2>
      <ul className="shell-social__list">
        {list.map((p) => (
          <li key={p.provider}>
            <Button variant="outline" fullWidth onClick={() => choose(p)}>
              {t(`auth.login.social.${p.provider}`)}
            </Button>
          </li>
        ))}
      </ul>
      {notice ? (
        <Alert tone="info" onClose={() => setNotice(null)} closeLabel={t('common.close')}>
          {notice}
        </Alert>
      ) : null}
    </section>
  );
}

/** A2.19 sign-in: email, password (≥ 8), image captcha with refresh; server message and resend link on failure. */
export default function LoginPage() {
  const { t } = useTranslation();
  const text = useValidationText();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const captcha = useCaptcha();
  const login = useLogin();
  const [serverError, setServerError] = useState<unknown>(null);
  const captchaRequired = captcha.data?.provider === 'image';

  const form = useForm<LoginForm, ReturnType<typeof validateLogin>>({
    initialValues: { email: '', password: '', captchaValue: '' },
    validate: (values) => validateLogin(values, captchaRequired),
    onSubmit: async (values) => {
      setServerError(null);
      try {
        const outcome = await login.mutateAsync({
          email: values.email.trim(),
          password: values.password,
          captchaValue: captchaRequired ? values.captchaValue.trim() : undefined,
          captchaId: captcha.data?.provider === 'image' ? captcha.data.captchaId : undefined,
        });
        const from = returnPath(location.state);
        if (outcome.kind === 'signed-in') {
          await queryClient.invalidateQueries({ queryKey: ['current-user'] });
          announceLoginSuccess();
          navigate(from, { replace: true });
        } else {
          saveChallenge({
            email: outcome.email,
            otpPreferenceTool: outcome.otpPreferenceTool,
            twoFactorAuthVerified: outcome.twoFactorAuthVerified,
            from,
          });
          // twoFactorAuthVerified is 'no' until the code of this sign-in is checked: ask for it.
          navigate('/login-user-verification', { state: { from } });
        }
      } catch (error) {
        setServerError(error);
        // A challenge is single use: a failed attempt needs a new image.
        form.setValue('captchaValue', '');
        if (captchaRequired) void captcha.refetch();
      }
    },
  });

  const server = isApiError(serverError) ? serverError : null;
  const resendAction = server?.showResendLink ? (
    <Link to={`/resend-email-verification?email=${encodeURIComponent(form.values.email.trim())}`}>
      {t('auth.login.resendVerification')}
    </Link>
  ) : undefined;

  return (
    <AuthCard
      title={t('auth.login.title')}
      intro={(location.state as { expired?: boolean } | null)?.expired ? t('auth.login.sessionExpired') : t('auth.login.intro')}
      footer={
        <p>
          {t('auth.login.noAccount')} <Link to="/signup">{t('nav.signUp')}</Link>
        </p>
      }
    >
      <form ref={form.formRef} onSubmit={form.handleSubmit} noValidate aria-describedby={serverError ? 'login-error' : undefined}>
        <Stack gap={4}>
          <div id="login-error">
            <ServerError error={serverError} action={resendAction} />
          </div>
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="username"
            inputMode="email"
            dir="ltr"
            required
            {...form.field('email')}
            error={text(form.errors.email, server?.fieldMessage('email'))}
          />
          <PasswordField
            label={t('auth.password')}
            autoComplete="current-password"
            required
            toggleLabels={{ show: t('common.showPassword'), hide: t('common.hidePassword') }}
            {...form.field('password')}
            error={text(form.errors.password, server?.fieldMessage('password'))}
          />
          {captcha.data?.provider === 'image' ? (
            <div className="shell-captcha">
              <div className="shell-captcha__image">
                <img src={captcha.data.image} alt={t('auth.login.captchaImage')} width={150} height={60} />
                <Button variant="ghost" size="sm" onClick={() => void captcha.refetch()} loading={captcha.isFetching}>
                  {t('auth.login.captchaRefresh')}
                </Button>
              </div>
              <TextField
                label={t('auth.login.captcha')}
                autoComplete="off"
                dir="ltr"
                required
                {...form.field('captchaValue')}
                error={text(form.errors.captchaValue, server?.fieldMessage('captchaValue'))}
              />
            </div>
          ) : null}
          <div className="shell-auth__row">
            <Link to="/forgot-password">{t('auth.login.forgotPassword')}</Link>
          </div>
          <Button type="submit" fullWidth loading={form.submitting}>
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </form>
      <SocialSignIn />
    </AuthCard>
  );
}
