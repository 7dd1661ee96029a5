import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError, useCurrentUser, validateCode, type CodeForm } from '@cf/api-client';
import { useValidationText } from '@cf/i18n';
import { Button, Card, Cluster, LoadError, ServerError, Skeleton, Stack, TextField, useForm, useToast } from '@cf/ui';
import { SettingsPage } from '../../../shared/SettingsPage';
import { useConfirmAppCode, useRegenerateQr, useSwitchTwoFactor } from '../api/use-two-factor';

type Method = 'EMAIL' | '2FA' | 'NONE';

/** `/settings/two-factor-authentication` (A4.15): switch between e-mailed codes and an authenticator app. */
export default function TwoFactorPage() {
  const { t } = useTranslation('settings');
  const text = useValidationText();
  const toast = useToast();
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const switchTo = useSwitchTwoFactor();
  const qr = useRegenerateQr();
  const confirm = useConfirmAppCode();
  const [error, setError] = useState<unknown>(null);
  const tool = me.data?.otpPreferenceTool;
  // NONE: no second step yet (identity's default for accounts that never chose one).
  const current: Method = tool === '2FA' ? '2FA' : tool === 'NONE' ? 'NONE' : 'EMAIL';
  const appReady = me.data?.twoFactorAppConfigured === true;

  const form = useForm<CodeForm, ReturnType<typeof validateCode>>({
    initialValues: { code: '' },
    validate: validateCode,
    onSubmit: async ({ code }) => {
      setError(null);
      try {
        // Confirming the first code also makes the app the sign-in method (identity service).
        await confirm.mutateAsync(code.trim());
        await queryClient.invalidateQueries({ queryKey: ['current-user'] });
        toast.show({ tone: 'success', message: t('twoFactor.switched') });
        qr.reset();
        form.reset();
      } catch (e) {
        setError(e);
      }
    },
  });

  const use = async (method: Exclude<Method, 'NONE'>) => {
    setError(null);
    try {
      await switchTo.mutateAsync(method);
      qr.reset();
      toast.show({ tone: 'success', message: t('twoFactor.switched') });
    } catch (e) {
      setError(e);
    }
  };
  const startSetup = () => {
    setError(null);
    form.reset();
    qr.mutate(undefined, { onError: setError });
  };
  const server = isApiError(error) ? error : null;
  const qrImage = qr.data?.qrCode ?? qr.data?.qrCodeUrl;

  return (
    <SettingsPage title={t('twoFactor.title')} description={t('twoFactor.intro')} width="narrow">
      {me.isPending ? (
        <Card>
          <Skeleton lines={3} />
        </Card>
      ) : me.isError ? (
        <LoadError error={me.error} onRetry={() => void me.refetch()} />
      ) : (
        <Stack gap={4}>
          <ServerError titled error={error} />
          <Card title={t('twoFactor.methodTitle')}>
            <Stack gap={4}>
              <p className="settings-status" role="status">
                <span className={current === 'NONE' ? 'settings-badge settings-badge--off' : 'settings-badge settings-badge--success'}>
                  {t(`twoFactor.badge.${current}`)}
                </span>{' '}
                {t(`twoFactor.state.${current}`)}
              </p>
              <Cluster gap={2}>
                {current !== 'EMAIL' ? (
                  <Button variant="outline" onClick={() => void use('EMAIL')} loading={switchTo.isPending && switchTo.variables === 'EMAIL'}>
                    {t('twoFactor.useEmail')}
                  </Button>
                ) : null}
                {current !== '2FA' && appReady ? (
                  <Button variant="outline" onClick={() => void use('2FA')} loading={switchTo.isPending && switchTo.variables === '2FA'}>
                    {t('twoFactor.useApp')}
                  </Button>
                ) : null}
                <Button variant={current === '2FA' || appReady ? 'ghost' : 'primary'} onClick={startSetup} loading={qr.isPending}>
                  {appReady ? t('twoFactor.setUpNewApp') : t('twoFactor.setUpApp')}
                </Button>
              </Cluster>
            </Stack>
          </Card>
          {qr.data ? (
            <Card title={t('twoFactor.setupTitle')}>
              <ol className="settings-steps">
                <li>{t('twoFactor.stepInstall')}</li>
                <li>
                  <p>{t('twoFactor.scan')}</p>
                  {qrImage ? <img className="settings-qr" src={String(qrImage)} alt={t('twoFactor.qrAlt')} width={200} height={200} /> : null}
                  {qr.data.secret ? (
                    <p>
                      {t('twoFactor.secret')}: <code dir="ltr">{String(qr.data.secret)}</code>
                    </p>
                  ) : null}
                </li>
                <li>
                  <form ref={form.formRef} onSubmit={form.handleSubmit} noValidate>
                    <Stack gap={3}>
                      <TextField
                        label={t('twoFactor.code')}
                        inputMode="numeric"
                        autoComplete="one-time-code"
                        dir="ltr"
                        maxLength={6}
                        required
                        {...form.field('code')}
                        error={text(form.errors.code, server?.fieldMessage('code'))}
                      />
                      <Cluster gap={2}>
                        <Button type="submit" loading={form.submitting}>
                          {t('twoFactor.confirm')}
                        </Button>
                        <Button variant="ghost" onClick={() => qr.reset()}>
                          {t('twoFactor.cancel')}
                        </Button>
                      </Cluster>
                    </Stack>
                  </form>
                </li>
              </ol>
            </Card>
          ) : null}
        </Stack>
      )}
    </SettingsPage>
  );
}
