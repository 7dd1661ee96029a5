import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError, useCurrentUser, validateProvenCode, type ProvenCodeForm } from '@cf/api-client';
import { useValidationText } from '@cf/i18n';
import { Alert, Button, Card, Cluster, LoadError, PasswordField, ServerError, Skeleton, Stack, TextField, useForm, useToast } from '@cf/ui';
import { SettingsPage } from '../../../shared/SettingsPage';
import { ActivityLog } from '../../activity/components/ActivityLog';
import { useConfirmAppCode, useRegenerateQr, useSendChangeCode, useSwitchTwoFactor } from '../api/use-two-factor';

type Method = 'EMAIL' | '2FA' | 'NONE';

/**
 * `/settings/two-factor-authentication` (A4.15): switch between e-mailed codes and an authenticator
 * app, or turn the second step off. Every change asks for the password and a code from the channel
 * that proves it: the app's code to turn the app on or off, an e-mailed code otherwise.
 */
export default function TwoFactorPage() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const text = useValidationText();
  const toast = useToast();
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const switchTo = useSwitchTwoFactor();
  const qr = useRegenerateQr();
  const confirm = useConfirmAppCode();
  const sendCode = useSendChangeCode();
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState<Method | null>(null);
  const tool = me.data?.otpPreferenceTool;
  // NONE: no second step yet (identity's default for accounts that never chose one).
  const current: Method = tool === '2FA' ? '2FA' : tool === 'NONE' ? 'NONE' : 'EMAIL';
  const appReady = me.data?.twoFactorAppConfigured === true;

  const form = useForm<ProvenCodeForm, ReturnType<typeof validateProvenCode>>({
    initialValues: { code: '', password: '' },
    validate: validateProvenCode,
    onSubmit: async ({ code, password }) => {
      setError(null);
      try {
        // Confirming the first code also makes the app the sign-in method (identity service).
        await confirm.mutateAsync({ code: code.trim(), password });
        await queryClient.invalidateQueries({ queryKey: ['current-user'] });
        toast.show({ tone: 'success', message: t('twoFactor.switched') });
        qr.reset();
        form.reset();
      } catch (e) {
        setError(e);
      }
    },
  });

  // The app proves turning the app on or off; the mailbox proves everything else.
  const byApp = pending === '2FA' || (pending === 'NONE' && current === '2FA');
  const change = useForm<ProvenCodeForm, ReturnType<typeof validateProvenCode>>({
    initialValues: { code: '', password: '' },
    validate: validateProvenCode,
    onSubmit: async ({ code, password }) => {
      if (!pending) return;
      setError(null);
      try {
        await switchTo.mutateAsync({ tool: pending, password, code: code.trim() });
        setPending(null);
        change.reset();
        toast.show({ tone: 'success', message: t('twoFactor.switched') });
      } catch (e) {
        setError(e);
      }
    },
  });
  const ask = (method: Method) => {
    setError(null);
    qr.reset();
    change.reset();
    sendCode.reset();
    setPending(method);
    if (!(method === '2FA' || (method === 'NONE' && current === '2FA'))) sendCode.mutate(undefined, { onError: setError });
  };
  const startSetup = () => {
    setError(null);
    setPending(null);
    form.reset();
    qr.mutate(undefined, { onError: setError });
  };
  const toggle = { show: tc('common.showPassword'), hide: tc('common.hidePassword') };
  const server = isApiError(error) ? error : null;
  const qrImage = qr.data?.qrCode;

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
                  <Button variant="outline" onClick={() => ask('EMAIL')} aria-pressed={pending === 'EMAIL'}>
                    {t('twoFactor.useEmail')}
                  </Button>
                ) : null}
                {current !== '2FA' && appReady ? (
                  <Button variant="outline" onClick={() => ask('2FA')} aria-pressed={pending === '2FA'}>
                    {t('twoFactor.useApp')}
                  </Button>
                ) : null}
                <Button variant={current === '2FA' || appReady ? 'ghost' : 'primary'} onClick={startSetup} loading={qr.isPending}>
                  {appReady ? t('twoFactor.setUpNewApp') : t('twoFactor.setUpApp')}
                </Button>
                {current !== 'NONE' ? (
                  <Button variant="ghost" onClick={() => ask('NONE')} aria-pressed={pending === 'NONE'}>
                    {t('twoFactor.turnOff')}
                  </Button>
                ) : null}
              </Cluster>
            </Stack>
          </Card>
          {pending ? (
            <Card title={t(`twoFactor.confirmChange.${pending}`)}>
              <form ref={change.formRef} onSubmit={change.handleSubmit} noValidate>
                <Stack gap={3}>
                  {byApp ? (
                    <p>{t('twoFactor.proveByApp')}</p>
                  ) : sendCode.isSuccess ? (
                    <Alert tone="info">{t('twoFactor.codeSent', { email: me.data?.email ?? '' })}</Alert>
                  ) : (
                    <p>{t('twoFactor.sendingCode')}</p>
                  )}
                  <PasswordField
                    label={t('twoFactor.password')}
                    autoComplete="current-password"
                    required
                    toggleLabels={toggle}
                    {...change.field('password')}
                    error={text(change.errors.password, server?.fieldMessage('password'))}
                  />
                  <TextField
                    label={byApp ? t('twoFactor.code') : t('twoFactor.emailCode')}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    dir="ltr"
                    maxLength={6}
                    required
                    {...change.field('code')}
                    error={text(change.errors.code, server?.fieldMessage('code'))}
                  />
                  <Cluster gap={2}>
                    <Button type="submit" loading={change.submitting}>
                      {t('twoFactor.apply')}
                    </Button>
                    {!byApp ? (
                      <Button variant="outline" onClick={() => sendCode.mutate(undefined, { onError: setError })} loading={sendCode.isPending}>
                        {t('twoFactor.sendAgain')}
                      </Button>
                    ) : null}
                    <Button variant="ghost" onClick={() => setPending(null)}>
                      {t('twoFactor.cancel')}
                    </Button>
                  </Cluster>
                </Stack>
              </form>
            </Card>
          ) : null}
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
                      <PasswordField
                        label={t('twoFactor.password')}
                        autoComplete="current-password"
                        required
                        toggleLabels={toggle}
                        {...form.field('password')}
                        error={text(form.errors.password, server?.fieldMessage('password'))}
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
          <ActivityLog />
        </Stack>
      )}
    </SettingsPage>
  );
}
