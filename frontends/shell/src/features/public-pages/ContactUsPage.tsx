import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contactBody, isApiError, PROFILE_LIMITS, useContactUs, useCurrentUser, validateContact, type ContactForm } from '@cf/api-client';
import { Alert, Button, Card, Container, PageHeader, Stack, TextArea, TextField, useForm, useToast } from '@cf/ui';
import { usePublicTranslation, useRuleText } from './use-public-translation';
import './public-pages.css';

/**
 * `/contact-us` (A2.3, A7.7): POST contact-us with the notifications service's rules (name, e-mail,
 * subject and message required; phone optional, 8 to 13 digits: A5.3). Success shows the server's
 * "inquiry sent" (A8.6); a refusal shows its message, field messages beside their fields (A8.1).
 */
export default function ContactUsPage() {
  const { t: tc } = useTranslation();
  const { t } = usePublicTranslation();
  const ruleText = useRuleText();
  const toast = useToast();
  const me = useCurrentUser();
  const send = useContactUs();
  const [serverError, setServerError] = useState<unknown>(null);
  const [sent, setSent] = useState<string | null>(null);
  const signedInName = me.data ? [me.data.firstName, me.data.lastName].filter(Boolean).join(' ') : '';
  const email = String(me.data?.email ?? '');

  const form = useForm<ContactForm, ReturnType<typeof validateContact>>({
    initialValues: { name: '', email: '', phone: '', subject: '', message: '' },
    validate: validateContact,
    onSubmit: async (values) => {
      setServerError(null);
      setSent(null);
      try {
        const answer = await send.mutateAsync(contactBody(values));
        const text = answer?.message || t('contact.sent');
        setSent(text);
        toast.show({ tone: 'success', message: text });
        form.reset();
        // A signed-in visitor keeps their name and e-mail for the next message.
        if (signedInName) form.setValue('name', signedInName);
        if (email) form.setValue('email', email);
      } catch (error) {
        setServerError(error);
      }
    },
  });
  const server = isApiError(serverError) ? serverError : null;
  const err = (field: keyof ContactForm) => ruleText(form.errors[field], server?.fieldMessage(field));
  // A signed-in visitor's name and e-mail fill the empty fields once users/me answers.
  useEffect(() => {
    if (signedInName && form.values.name === '') form.setValue('name', signedInName);
    if (email && form.values.email === '') form.setValue('email', email);
    // Only when the user arrives (not on every keystroke): the form values are deliberately not dependencies.
  }, [signedInName, email]);

  return (
    <Container size="lg" className="pp-page">
      <PageHeader title={t('contact.title')} description={t('contact.intro')} />
      <div className="pp-contact">
        <Card>
          <form ref={form.formRef} onSubmit={form.handleSubmit} noValidate>
            <Stack gap={4}>
              {sent ? <Alert tone="success">{sent}</Alert> : null}
              {serverError ? (
                <Alert tone="danger">{server?.message || tc('common.error')}</Alert>
              ) : null}
              <div className="pp-form-row">
                <TextField
                  label={t('contact.name')}
                  required
                  autoComplete="name"
                  maxLength={PROFILE_LIMITS.contactNameMax}
                  {...form.field('name')}
                  error={err('name')}
                />
                <TextField
                  label={t('contact.email')}
                  required
                  type="email"
                  autoComplete="email"
                  dir="ltr"
                  {...form.field('email')}
                  error={err('email')}
                />
              </div>
              <TextField
                label={t('contact.phone')}
                hint={t('contact.phoneHint')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                dir="ltr"
                {...form.field('phone')}
                error={err('phone')}
              />
              <TextField
                label={t('contact.subject')}
                required
                maxLength={PROFILE_LIMITS.contactSubjectMax}
                {...form.field('subject')}
                error={err('subject')}
              />
              <TextArea
                label={t('contact.message')}
                required
                rows={6}
                hint={t('contact.messageHint', { count: form.values.message.trim().length, max: PROFILE_LIMITS.contactMessageMax })}
                {...form.field('message')}
                error={err('message')}
              />
              <div>
                <Button type="submit" loading={form.submitting}>
                  {t('contact.submit')}
                </Button>
              </div>
            </Stack>
          </form>
        </Card>
        <aside className="pp-contact__side" aria-labelledby="contact-side">
          <Card>
            <h2 id="contact-side" className="pp-help-cta__title">
              {t('contact.sideTitle')}
            </h2>
            <ul className="pp-link-list">
              <li>
                <Link to="/help-center">{t('contact.sideHelp')}</Link>
              </li>
              <li>
                <Link to="/faq">{t('contact.sideFaq')}</Link>
              </li>
            </ul>
            <p className="pp-muted pp-small">{t('contact.sideNote')}</p>
          </Card>
        </aside>
      </div>
    </Container>
  );
}
