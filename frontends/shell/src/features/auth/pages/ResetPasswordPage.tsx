import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { authApi, isApiError, validateResetPassword, type ResetPasswordForm } from '@cf/api-client';
import { Alert, Button, ServerError, Stack, useForm } from '@cf/ui';
import { AuthCard } from '../components/AuthCard';
import { NewPasswordFields } from '../components/NewPasswordFields';

/** A2.19 reset password: `/reset-password?token=…` → PATCH users/resetPassword/{token}. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [serverError, setServerError] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<ResetPasswordForm, ReturnType<typeof validateResetPassword>>({
    initialValues: { password: '', passwordConfirm: '' },
    validate: validateResetPassword,
    onSubmit: async (values) => {
      setServerError(null);
      try {
        const answer = await authApi.resetPassword(token, values);
        setDone(answer.message || t('auth.reset.success'));
      } catch (error) {
        setServerError(error);
      }
    },
  });
  const server = isApiError(serverError) ? serverError : null;

  if (!token) {
    return (
      <AuthCard title={t('auth.reset.title')}>
        <Stack gap={4}>
          <Alert tone="danger">{t('auth.reset.missingToken')}</Alert>
          <Link to="/forgot-password">{t('auth.login.forgotPassword')}</Link>
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.reset.title')}>
      {done ? (
        <Stack gap={4}>
          <Alert tone="success">{done}</Alert>
          <Link to="/login">{t('nav.signIn')}</Link>
        </Stack>
      ) : (
        <form ref={form.formRef} onSubmit={form.handleSubmit} noValidate>
          <Stack gap={4}>
            <ServerError error={serverError} />
            <NewPasswordFields form={form} server={server} passwordLabel={t('auth.reset.newPassword')} />
            <Button type="submit" fullWidth loading={form.submitting}>
              {t('auth.reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
