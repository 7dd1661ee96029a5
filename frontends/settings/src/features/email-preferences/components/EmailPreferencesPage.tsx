import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_PREFERENCE_KEYS, useEmailPreferences, useUpdateEmailPreference, type EmailPreferenceKey } from '@cf/api-client';
import { Card, EmptyState, LoadError, ServerError, Skeleton, Stack, Switch, useToast } from '@cf/ui';
import { SettingsPage } from '../../../shared/SettingsPage';

/**
 * `/settings/email-preferences` (A3.13, A7.7): the five switches. Each change is saved at once with
 * PATCH email-preferences/{id}; the switch shows the saved value, and goes back if the save fails.
 */
export default function EmailPreferencesPage() {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const preferences = useEmailPreferences();
  const update = useUpdateEmailPreference();
  const [pending, setPending] = useState<EmailPreferenceKey | null>(null);
  const [error, setError] = useState<unknown>(null);
  const data = preferences.data;

  const toggle = async (key: EmailPreferenceKey, value: boolean) => {
    if (!data) return;
    setError(null);
    setPending(key);
    try {
      const answer = await update.mutateAsync({ id: data.id ?? data._id ?? '', key, value });
      toast.show({ tone: 'success', message: answer?.message || t('emailPreferences.updated') });
    } catch (e) {
      setError(e);
    } finally {
      setPending(null);
    }
  };

  return (
    <SettingsPage title={t('emailPreferences.title')} description={t('emailPreferences.intro')} width="narrow">
      <Stack gap={4}>
        <ServerError titled error={error} />
        <Card>
          {preferences.isPending ? (
            <Skeleton lines={5} height="1.5rem" />
          ) : preferences.isError ? (
            <LoadError error={preferences.error} onRetry={() => void preferences.refetch()} />
          ) : !data ? (
            <EmptyState title={t('emailPreferences.none')} />
          ) : (
            <fieldset className="settings-switches">
              <legend className="cf-visually-hidden">{t('emailPreferences.title')}</legend>
              {EMAIL_PREFERENCE_KEYS.map((key) => (
                <Switch
                  key={key}
                  label={t(`emailPreferences.items.${key}.label`)}
                  description={t(`emailPreferences.items.${key}.description`)}
                  checked={Boolean(data[key])}
                  disabled={pending !== null}
                  aria-busy={pending === key || undefined}
                  onChange={(e) => void toggle(key, e.target.checked)}
                />
              ))}
            </fieldset>
          )}
        </Card>
      </Stack>
    </SettingsPage>
  );
}
