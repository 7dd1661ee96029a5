import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { authApi, isApiError, useValidateLoginTwoFactor, validateCode, type CodeForm } from '@cf/api-client';
import { useValidationText } from '@cf/i18n';
import { Alert, Button, ServerError, Stack, TextField, useForm } from '@cf/ui';
import { announceLoginSuccess } from '../../../app/login-banner';
import { AuthCard } from '../components/AuthCard';
import { clearChallenge, readChallenge, SIGNED_IN_HOME } from '../login-challenge';

/**
 * A4.1 second factor: the code e-mailed to the user or shown by the authenticator app, checked with
 * users/validateLoginTwoFactorUser (email, otpPreferenceTool, code). E-mail codes can be re-sent.
 */
export default function LoginVerificationPage() {
  const { t } = useTranslation();
  const text = useValidationText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [challenge] = useState(readChallenge);
  const verify = useValidateLoginTwoFactor();
  const [serverError, setServerError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [resending, setResending] = useState(false);

  const form = useForm<CodeForm, ReturnType<typeof validateCode>>({
    initialValues: { code: '' },
    validate: validateCode,
    onSubmit: async ({ code }) => {
      if (!challenge) return;
      setServerError(null);
      try {
        const outcome = await verify.mutateAsync({
          email: challenge.email,
          otpPreferenceTool: challenge.otpPreferenceTool,
          code: code.trim(),
        });
        if (outcome.kind === 'signed-in') {
          clearChallenge();
          await queryClient.invalidateQueries({ queryKey: ['current-user'] });
          announceLoginSuccess();
          navigate(challenge.from ?? SIGNED_IN_HOME, { replace: true });
        }
      } catch (error) {
        setServerError(error);
      }
    },
  });

  if (!challenge) {
    return (
      <AuthCard title={t('auth.verify.title')}>
        <Stack gap={3}>
          <Alert tone="warning">{t('auth.verify.missingChallenge')}</Alert>
          <Link to="/login">{t('nav.signIn')}</Link>
        </Stack>
      </AuthCard>
    );
  }

  const resend = async () => {
    setResending(true);
    setServerError(null);
    try {
      await authApi.resendLoginOtp({ email: challenge.email });
      setNotice(t('auth.verify.resent'));
    } catch (error) {
      setServerError(error);
    } finally {
      setResending(false);
    }
  };
  const server = isApiError(serverError) ? serverError : null;
  const byEmail = challenge.otpPreferenceTool === 'EMAIL';
  return (
    <AuthCard
      title={t('auth.verify.title')}
      intro={byEmail ? t('auth.verify.introEmail', { email: challenge.email }) : t('auth.verify.introApp')}
    >
      <form ref={form.formRef} onSubmit={form.handleSubmit} noValidate>
        <Stack gap={4}>
          <ServerError error={serverError} />
          {notice ? <Alert tone="success">{notice}</Alert> : null}
          <TextField
            label={t('auth.verify.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            maxLength={6}
            required
            {...form.field('code')}
            error={text(form.errors.code, server?.fieldMessage('code'))}
          />
          <Button type="submit" fullWidth loading={form.submitting}>
            {t('auth.verify.submit')}
          </Button>
          {byEmail ? (
            <Button variant="link" onClick={() => void resend()} loading={resending}>
              {t('auth.verify.resend')}
            </Button>
          ) : null}
        </Stack>
      </form>
    </AuthCard>
  );
}
