import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { authApi, isApiError, validateChangePassword, type ChangePasswordForm } from '@cf/api-client';
import { useValidationText } from '@cf/i18n';
import { Button, Card, PasswordField, ServerError, Stack, useForm, useToast } from '@cf/ui';
import { SettingsPage } from '../../../shared/SettingsPage';

/**
 * `/settings/change-password`: PATCH users/updateMyPassword with the sign-up password rules (A5.4);
 * on success the session ends and the user signs in again (A8.6: "then redirect to login for security").
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const text = useValidationText();
  const toast = useToast();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<unknown>(null);
  const form = useForm<ChangePasswordForm, ReturnType<typeof validateChangePassword>>({
    initialValues: { passwordCurrent: '', password: '', passwordConfirm: '' },
    validate: validateChangePassword,
    onSubmit: async (values) => {
      setServerError(null);
      try {
        await authApi.updateMyPassword(values);
        toast.show({ tone: 'success', message: t('changePassword.success') });
        // Through /logout: clearing the session here first would let the shell's guard remember this
        // page as the origin, and signing in again would land back on the form (A8.6: back to sign-in).
        navigate('/logout', { replace: true });
      } catch (error) {
        setServerError(error);
      }
    },
  });
  const server = isApiError(serverError) ? serverError : null;
  const toggle = { show: tc('common.showPassword'), hide: tc('common.hidePassword') };
  return (
    <SettingsPage title={t('changePassword.title')} description={t('changePassword.intro')} width="narrow">
      <Card>
        <form ref={form.formRef} onSubmit={form.handleSubmit} noValidate className="settings-form">
          <Stack gap={4}>
            <ServerError titled error={serverError} />
            <PasswordField
              label={t('changePassword.current')}
              autoComplete="current-password"
              required
              toggleLabels={toggle}
              {...form.field('passwordCurrent')}
              error={text(form.errors.passwordCurrent, server?.fieldMessage('passwordCurrent'))}
            />
            <PasswordField
              label={t('changePassword.new')}
              autoComplete="new-password"
              required
              hint={tc('auth.passwordHint')}
              toggleLabels={toggle}
              {...form.field('password')}
              error={text(form.errors.password, server?.fieldMessage('password'))}
            />
            <PasswordField
              label={t('changePassword.confirm')}
              autoComplete="new-password"
              required
              toggleLabels={toggle}
              {...form.field('passwordConfirm')}
              error={text(form.errors.passwordConfirm, server?.fieldMessage('passwordConfirm'))}
            />
            <div>
              <Button type="submit" loading={form.submitting}>
                {t('changePassword.submit')}
              </Button>
            </div>
          </Stack>
        </form>
      </Card>
    </SettingsPage>
  );
}
