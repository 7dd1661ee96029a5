import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, parseInviteEmails, PROFILE_LIMITS, useSendInvites, validateInvite, type InviteForm } from '@cf/api-client';
import { Alert, Button, Card, ServerError, Stack, TextArea, useForm, useToast } from '@cf/ui';
import { SettingsPage } from '../../../shared/SettingsPage';
import { useRuleText } from '../../../shared/use-rule-text';

/** `/invite` (A2.4, A7.4): invitations by e-mail, 1 to 10 addresses and an optional message. */
export default function InvitePage() {
  const { t } = useTranslation('settings');
  const ruleText = useRuleText();
  const toast = useToast();
  const send = useSendInvites();
  const [serverError, setServerError] = useState<unknown>(null);
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<InviteForm, ReturnType<typeof validateInvite>>({
    initialValues: { emails: '', message: '' },
    validate: validateInvite,
    onSubmit: async (values) => {
      setServerError(null);
      setSent(null);
      try {
        const message = values.message.trim();
        const result = await send.mutateAsync({ emails: parseInviteEmails(values.emails), ...(message ? { message } : {}) });
        // A8.6 "invite sent" (the server's translated text).
        const text = result?.message || t('invite.sent');
        setSent(text);
        toast.show({ tone: 'success', message: text });
        form.reset();
      } catch (error) {
        setServerError(error);
      }
    },
  });
  const server = isApiError(serverError) ? serverError : null;
  const count = parseInviteEmails(form.values.emails).length;
  const messageLength = form.values.message.trim().length;

  return (
    <SettingsPage title={t('invite.title')} description={t('invite.intro')} width="narrow">
      <Card>
        <form ref={form.formRef} onSubmit={form.handleSubmit} noValidate className="settings-form">
          <Stack gap={4}>
            {sent ? <Alert tone="success">{sent}</Alert> : null}
            <ServerError titled error={serverError} />
            <TextArea
              label={t('invite.emails')}
              hint={t('invite.emailsHint', { count, max: PROFILE_LIMITS.invitesMax })}
              required
              rows={3}
              dir="ltr"
              autoCapitalize="none"
              spellCheck={false}
              {...form.field('emails')}
              error={ruleText(form.errors.emails, server?.fieldMessage('emails'))}
            />
            <TextArea
              label={t('invite.message')}
              hint={t('invite.messageHint', { count: messageLength, max: PROFILE_LIMITS.inviteMessageMax })}
              rows={4}
              {...form.field('message')}
              error={ruleText(form.errors.message, server?.fieldMessage('message'))}
            />
            <div>
              <Button type="submit" loading={form.submitting}>
                {t('invite.submit')}
              </Button>
            </div>
          </Stack>
        </form>
      </Card>
    </SettingsPage>
  );
}
