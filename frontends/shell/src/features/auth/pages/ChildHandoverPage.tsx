import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { authApi, isApiError, validateChildHandover, type ChildHandoverForm } from '@cf/api-client';
import { formatDate, useValidationText } from '@cf/i18n';
import { Alert, Button, Checkbox, PageLoader, ServerError, Stack, TextField, useForm, useLanguage } from '@cf/ui';
import { AuthCard } from '../components/AuthCard';
import { NewPasswordFields } from '../components/NewPasswordFields';

/**
 * `/child-handover/{token}` (ADR 0026): a child who turned 18 takes over the account the guardian
 * ran, from the e-mailed invitation: the person's own e-mail and password; the wallet and the
 * investments are the person's from then on.
 */
export default function ChildHandoverPage() {
  const { t } = useTranslation();
  const text = useValidationText();
  const language = useLanguage();
  const token = useParams().token ?? '';
  const invitation = useQuery({ queryKey: ['child-handover', token], queryFn: () => authApi.childHandover(token), enabled: Boolean(token), retry: false, staleTime: Infinity });
  const [serverError, setServerError] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<ChildHandoverForm, ReturnType<typeof validateChildHandover>>({
    initialValues: { email: '', password: '', passwordConfirm: '', acceptTerms: false },
    validate: validateChildHandover,
    onSubmit: async (values) => {
      setServerError(null);
      try {
        const answer = await authApi.claimChildAccount({ token, ...values, language });
        setDone(answer.message || t('auth.handover.done'));
      } catch (error) {
        setServerError(error);
      }
    },
  });
  const server = isApiError(serverError) ? serverError : null;
  const who = invitation.data;

  if (!token || invitation.isError) {
    return (
      <AuthCard title={t('auth.handover.title')}>
        <Stack gap={4}>
          <Alert tone="danger">{isApiError(invitation.error) && invitation.error.message ? invitation.error.message : t('auth.handover.invalid')}</Alert>
          <Link to="/login">{t('nav.signIn')}</Link>
        </Stack>
      </AuthCard>
    );
  }
  if (!who) return <PageLoader label={t('auth.handover.loading')} />;
  return (
    <AuthCard title={t('auth.handover.titleOf', { name: who.firstName })}>
      {done ? (
        <Stack gap={4}>
          <Alert tone="success">{done}</Alert>
          <Link to="/login">{t('nav.signIn')}</Link>
        </Stack>
      ) : (
        <form ref={form.formRef} onSubmit={form.handleSubmit} noValidate aria-describedby="handover-intro">
          <Stack gap={4}>
            <p id="handover-intro">{t('auth.handover.intro', { date: formatDate(who.expiresAt, language) })}</p>
            <ServerError error={serverError} />
            <TextField
              label={t('auth.email')}
              type="email"
              autoComplete="email"
              dir="ltr"
              required
              hint={who.email ? t('auth.handover.emailHint', { email: who.email }) : t('auth.handover.emailOwn')}
              {...form.field('email')}
              error={text(form.errors.email, server?.fieldMessage('email'))}
            />
            <NewPasswordFields form={form} server={server} />
            <Checkbox
              label={<Trans i18nKey="auth.signup.acceptTerms" components={{ 1: <Link to="/terms" target="_blank" /> }} />}
              {...form.checkbox('acceptTerms')}
              error={text(form.errors.acceptTerms, server?.fieldMessage('acceptTerms'))}
            />
            <Button type="submit" fullWidth loading={form.submitting}>
              {t('auth.handover.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
