import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  applyLoginOutcome,
  authApi,
  isApiError,
  validateProvenCode,
  type LoginOutcome,
  type ProvenCodeForm,
  type OtpPreferenceTool,
} from '@cf/api-client';
import { useValidationText } from '@cf/i18n';
import { Link } from 'react-router';
import { Alert, Button, PasswordField, ServerError, Stack, TextField, useForm, useToast } from '@cf/ui';

export interface TwoFactorPanelProps {
  /** The method in force (users/me); EMAIL when unknown. */
  current: OtpPreferenceTool | 'NONE' | undefined;
  /** Signed out, in a sign-in challenge: the QR and the code are tied to this e-mail. */
  challengeEmail?: string;
  onSignedIn?: (outcome: LoginOutcome) => void;
}

/**
 * A4.15 two-factor method, switchable at any time: e-mailed codes, or an authenticator app set up by
 * scanning a QR code (users/regenerate-qr-code) and confirming a first code
 * (users/validateSignupTwoFactorUser), then PATCH users/switch-to-two-factor-auth.
 */
export function TwoFactorPanel({ current, challengeEmail, onSignedIn }: TwoFactorPanelProps) {
  const { t } = useTranslation();
  const text = useValidationText();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [method, setMethod] = useState<OtpPreferenceTool>(current === '2FA' || challengeEmail ? '2FA' : 'EMAIL');
  const [serverError, setServerError] = useState<unknown>(null);
  const signedIn = !challengeEmail;

  const qr = useMutation({
    mutationFn: () => authApi.regenerateQrCode(challengeEmail ? { email: challengeEmail } : {}),
    onError: setServerError,
  });

  const form = useForm<ProvenCodeForm, ReturnType<typeof validateProvenCode>>({
    initialValues: { code: '', password: '' },
    validate: validateProvenCode,
    onSubmit: async ({ code, password }) => {
      setServerError(null);
      try {
        // A change of the second factor: the password with the app's first code.
        const outcome = await authApi.validateSignupTwoFactor({ code: code.trim(), password, email: challengeEmail });
        if (outcome) {
          applyLoginOutcome(outcome);
          onSignedIn?.(outcome);
          return;
        }
        // Confirming the first code also makes the app the sign-in method (identity service).
        void queryClient.invalidateQueries({ queryKey: ['current-user'] });
        toast.show({ tone: 'success', message: t('auth.twoFactorSetup.appConfirmed') });
        form.reset();
        qr.reset();
      } catch (error) {
        setServerError(error);
      }
    },
  });

  const choose = (next: OtpPreferenceTool) => {
    setServerError(null);
    setMethod(next);
    if (next === '2FA' && !qr.data && !qr.isPending) qr.mutate();
  };

  const server = isApiError(serverError) ? serverError : null;
  const qrImage = qr.data?.qrCode;
  return (
    <Stack gap={4}>
      <ServerError error={serverError} />
      {signedIn ? (
        <fieldset className="shell-2fa__methods">
          <legend className="cf-field__label">{t('auth.twoFactorSetup.intro')}</legend>
          {(['EMAIL', '2FA'] as const).map((tool) => (
            <label key={tool} className="shell-2fa__method">
              <input type="radio" name="otp-method" value={tool} checked={method === tool} onChange={() => choose(tool)} />
              {tool === 'EMAIL' ? t('auth.twoFactorSetup.methodEmail') : t('auth.twoFactorSetup.methodApp')}
            </label>
          ))}
        </fieldset>
      ) : null}
      {method === 'EMAIL' && (!signedIn || current === 'EMAIL') ? <Alert tone="info">{t('auth.twoFactorSetup.emailActive')}</Alert> : null}
      {method === 'EMAIL' && signedIn && current !== 'EMAIL' ? (
        // Switching to e-mailed codes is confirmed with the password and an e-mailed code, on the settings page.
        <Alert tone="info">
          {t('auth.twoFactorSetup.confirmInSettings')} <Link to="/settings/two-factor-authentication">{t('auth.twoFactorSetup.openSettings')}</Link>
        </Alert>
      ) : null}
      {method === '2FA' ? (
        <Stack gap={3}>
          {!qr.data ? (
            <Button variant="outline" onClick={() => qr.mutate()} loading={qr.isPending}>
              {t('auth.twoFactorSetup.methodApp')}
            </Button>
          ) : (
            <>
              <p>{t('auth.twoFactorSetup.scan')}</p>
              {qrImage ? (
                <img className="shell-2fa__qr" src={String(qrImage)} alt={t('auth.twoFactorSetup.qrAlt')} width={200} height={200} />
              ) : null}
              {qr.data.secret ? (
                <p className="shell-2fa__secret">
                  {t('auth.twoFactorSetup.secret', { secret: '' })}
                  <code dir="ltr">{String(qr.data.secret)}</code>
                </p>
              ) : null}
              <form ref={form.formRef} onSubmit={form.handleSubmit} noValidate>
                <Stack gap={3}>
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
                  <PasswordField
                    label={t('auth.twoFactorSetup.password')}
                    autoComplete="current-password"
                    required
                    toggleLabels={{ show: t('common.showPassword'), hide: t('common.hidePassword') }}
                    {...form.field('password')}
                    error={text(form.errors.password, server?.fieldMessage('password'))}
                  />
                  <Button type="submit" loading={form.submitting}>
                    {t('auth.twoFactorSetup.confirm')}
                  </Button>
                </Stack>
              </form>
            </>
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}
