import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { authApi, isApiError, validateSignup, type SignupForm } from '@cf/api-client';
import { useValidationText } from '@cf/i18n';
import { Alert, Button, Checkbox, Cluster, ServerError, Stack, TextField, useForm } from '@cf/ui';
import { AuthCard } from '../components/AuthCard';
import { NewPasswordFields } from '../components/NewPasswordFields';

/** A2.19 sign-up with the rules of A5.2-A5.4 and A5.6 (same rules as the identity service). */
export default function SignupPage() {
  const { t } = useTranslation();
  const text = useValidationText();
  const [serverError, setServerError] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);

  const form = useForm<SignupForm, ReturnType<typeof validateSignup>>({
    initialValues: { firstName: '', lastName: '', email: '', phone: '', password: '', passwordConfirm: '', acceptTerms: false },
    validate: validateSignup,
    onSubmit: async (values) => {
      setServerError(null);
      try {
        const answer = await authApi.signup({
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          phone: values.phone.trim().replace(/[\s-]/g, '') || undefined,
          password: values.password,
          passwordConfirm: values.passwordConfirm,
          acceptTerms: values.acceptTerms,
        });
        setDone(typeof answer.message === 'string' && answer.message ? answer.message : t('auth.signup.success'));
      } catch (error) {
        setServerError(error);
      }
    },
  });
  const server = isApiError(serverError) ? serverError : null;

  if (done) {
    return (
      <AuthCard title={t('auth.signup.title')}>
        <Stack gap={4}>
          <Alert tone="success">{done}</Alert>
          <Link to="/login">{t('nav.signIn')}</Link>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('auth.signup.title')}
      intro={t('auth.signup.intro')}
      footer={
        <p>
          {t('auth.signup.haveAccount')} <Link to="/login">{t('nav.signIn')}</Link>
        </p>
      }
    >
      <form ref={form.formRef} onSubmit={form.handleSubmit} noValidate>
        <Stack gap={4}>
          <ServerError error={serverError} />
          <Cluster gap={3} align="start" className="shell-auth__names">
            <TextField
              label={t('auth.firstName')}
              autoComplete="given-name"
              dir="ltr"
              maxLength={40}
              required
              {...form.field('firstName')}
              error={text(form.errors.firstName, server?.fieldMessage('firstName'))}
            />
            <TextField
              label={t('auth.lastName')}
              autoComplete="family-name"
              dir="ltr"
              maxLength={40}
              required
              {...form.field('lastName')}
              error={text(form.errors.lastName, server?.fieldMessage('lastName'))}
            />
          </Cluster>
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            dir="ltr"
            required
            {...form.field('email')}
            error={text(form.errors.email, server?.fieldMessage('email'))}
          />
          <TextField
            label={t('auth.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            dir="ltr"
            hint={t('auth.phoneHint')}
            {...form.field('phone')}
            error={text(form.errors.phone, server?.fieldMessage('phone'))}
          />
          <NewPasswordFields form={form} server={server} />
          <Checkbox
            label={
              // `<1>` in the catalogue is the link: it must be child 1 (a `{' '}` child would take that place).
              <Trans i18nKey="auth.signup.acceptTerms" components={{ 1: <Link to="/terms" target="_blank" /> }} />
            }
            {...form.checkbox('acceptTerms')}
            error={text(form.errors.acceptTerms, server?.fieldMessage('acceptTerms'))}
          />
          <Button type="submit" fullWidth loading={form.submitting}>
            {t('auth.signup.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
