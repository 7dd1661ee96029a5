import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { authApi, isApiError, validateEmailForm, type EmailForm } from '@cf/api-client';
import { useValidationText } from '@cf/i18n';
import { Alert, Button, ServerError, Stack, TextField, useForm } from '@cf/ui';
import { AuthCard } from '../components/AuthCard';

/** A2.19 resend verification: POST users/resendUserActivationLink (email). */
export default function ResendVerificationPage() {
  const { t } = useTranslation();
  const text = useValidationText();
  const [search] = useSearchParams();
  const [serverError, setServerError] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<EmailForm, ReturnType<typeof validateEmailForm>>({
    initialValues: { email: search.get('email') ?? '' },
    validate: validateEmailForm,
    onSubmit: async ({ email }) => {
      setServerError(null);
      try {
        const answer = await authApi.resendActivationLink({ email: email.trim() });
        setDone(answer.message || t('auth.resend.success'));
      } catch (error) {
        setServerError(error);
      }
    },
  });
  const server = isApiError(serverError) ? serverError : null;
  return (
    <AuthCard
      title={t('auth.resend.title')}
      intro={t('auth.resend.intro')}
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
              {t('auth.resend.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
