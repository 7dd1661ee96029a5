import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError, useCurrentUser, validateCode, type CodeForm } from '@cf/api-client';
import { useValidationText } from '@cf/i18n';
import { Alert, Button, Card, Cluster, PageHeader, Skeleton, Stack, TextField, useForm, useToast } from '@cf/ui';
import { useConfirmAppCode, useRegenerateQr, useSwitchTwoFactor } from '../api/use-two-factor';

/** `/settings/two-factor-authentication` (A4.15): switch between e-mailed codes and an authenticator app. */
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
  const [error, setError] = useState<unknown>(null);
  const current = me.data?.otpPreferenceTool === '2FA' ? '2FA' : 'EMAIL';

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

  const useEmail = async () => {
    setError(null);
    try {
      await switchTo.mutateAsync('EMAIL');
      qr.reset();
      toast.show({ tone: 'success', message: t('twoFactor.switched') });
    } catch (e) {
      setError(e);
    }
  };
  const server = isApiError(error) ? error : null;
  const qrImage = qr.data?.qrCode ?? qr.data?.qrCodeUrl;

  return (
    <>
      <PageHeader title={t('twoFactor.title')} description={t('twoFactor.intro')} />
      <Card>
        {me.isPending ? (
          <Skeleton lines={3} />
        ) : (
          <Stack gap={4}>
            {error ? <Alert tone="danger">{server?.message || tc('common.error')}</Alert> : null}
            <p>{t('twoFactor.current', { method: current === '2FA' ? t('twoFactor.methodApp') : t('twoFactor.methodEmail') })}</p>
            <Cluster gap={2}>
              <Button
                variant={current === 'EMAIL' ? 'primary' : 'outline'}
                onClick={() => void useEmail()}
                loading={switchTo.isPending && !qr.data}
                disabled={current === 'EMAIL'}
              >
                {t('twoFactor.useEmail')}
              </Button>
              <Button
                variant={current === '2FA' ? 'primary' : 'outline'}
                onClick={() => qr.mutate(undefined, { onError: setError })}
                loading={qr.isPending}
              >
                {t('twoFactor.setUpApp')}
              </Button>
            </Cluster>
            {qr.data ? (
              <Stack gap={3}>
                <p>{t('twoFactor.scan')}</p>
                {qrImage ? <img src={String(qrImage)} alt={t('twoFactor.qrAlt')} width={200} height={200} /> : null}
                {qr.data.secret ? (
                  <p>
                    {t('twoFactor.secret')}: <code dir="ltr">{String(qr.data.secret)}</code>
                  </p>
                ) : null}
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
                    <div>
                      <Button type="submit" loading={form.submitting}>
                        {t('twoFactor.confirm')}
                      </Button>
                    </div>
                  </Stack>
                </form>
              </Stack>
            ) : null}
          </Stack>
        )}
      </Card>
    </>
  );
}
