import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError, validateEmailForm, type EmailForm } from '@cf/api-client';
import { useValidationText } from '@cf/i18n';
import { Alert, Button, ServerError, Stack, TextField, useForm } from '@cf/ui';
import { AuthCard } from './AuthCard';

/**
 * A card that asks for an e-mail address and sends one request with it (forgot password, resend
 * the activation link): the server's message replaces the form once it is sent.
 */
export function EmailRequestCard({
  texts,
  initialEmail = '',
  send,
}: {
  /** Translation keys of the card: `<prefix>.title`, `.intro`, `.submit` and `.success`. */
  texts: 'auth.forgot' | 'auth.resend';
  initialEmail?: string;
  send: (email: string) => Promise<{ message?: string }>;
}) {
  const { t } = useTranslation();
  const text = useValidationText();
  const [serverError, setServerError] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<EmailForm, ReturnType<typeof validateEmailForm>>({
    initialValues: { email: initialEmail },
    validate: validateEmailForm,
    onSubmit: async ({ email }) => {
      setServerError(null);
      try {
        const answer = await send(email.trim());
        setDone(answer.message || t(`${texts}.success`));
      } catch (error) {
        setServerError(error);
      }
    },
  });
  const server = isApiError(serverError) ? serverError : null;
  return (
    <AuthCard title={t(`${texts}.title`)} intro={t(`${texts}.intro`)} footer={<Link to="/login">{t('auth.forgot.backToLogin')}</Link>}>
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
              {t(`${texts}.submit`)}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
