import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { authApi, isApiError, validateEmailForm, type EmailForm } from '@cf/api-client';
import { useValidationText } from '@cf/i18n';
import { Alert, Button, ServerError, Stack, TextField, useForm } from '@cf/ui';
import { AuthCard } from '../components/AuthCard';

/** A2.19 forgot password: POST users/forgotPassword (email). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const text = useValidationText();
  const [serverError, setServerError] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<EmailForm, ReturnType<typeof validateEmailForm>>({
    initialValues: { email: '' },
    validate: validateEmailForm,
    onSubmit: async ({ email }) => {
      setServerError(null);
      try {
        const answer = await authApi.forgotPassword({ email: email.trim() });
        setDone(answer.message || t('auth.forgot.success'));
      } catch (error) {
        setServerError(error);
      }
    },
  });
  const server = isApiError(serverError) ? serverError : null;
  return (
    <AuthCard
      title={t('auth.forgot.title')}
      intro={t('auth.forgot.intro')}
      footer={<Link to="/login">{t('auth.forgot.backToLogin')}</Link>}
    >
      {done ? (
        <Alert tone="success">{done}</Alert>
      ) : (
        <form ref={form.formRef} onSubmit={form.handleSubmit} noValidate>
          <Stack gap={4}>
            <ServerError error={serverError} />
            <TextField
              label={t('auth.email')}
              type="email"
              autoComplete="email"
              dir="ltr"
              required
              {...form.field('email')}
              error={text(form.errors.email, server?.fieldMessage('email'))}
            />
            <Button type="submit" fullWidth loading={form.submitting}>
              {t('auth.forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
