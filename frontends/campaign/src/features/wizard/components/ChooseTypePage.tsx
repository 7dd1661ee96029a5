import '../../../campaign.css';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError, useCurrentUser, useSiteSettings } from '@cf/api-client';
import { Alert, Button, Container, PageHeader, Stack } from '@cf/ui';
import { campaignsApi } from '../../../api/campaigns-api';
import type { TermsSlug } from '@cf/contracts/rest';
import { stepPath } from '../steps';

const TYPES: TermsSlug[] = ['equity', 'equity-with-dividends', 'debt'];

/** /create-campaign/choose-type (C2.5, C5.7): equity or debt, then a draft is created and step 1 opens. */
export default function ChooseTypePage() {
  const { t } = useTranslation('campaign');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const me = useCurrentUser();
  const site = useSiteSettings();
  const [type, setType] = useState<TermsSlug | ''>('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onlyAdmins = String((site.data as { onlyAdminCreateCampaign?: unknown } | undefined)?.onlyAdminCreateCampaign) === 'yes';
  const isAdmin = Boolean(me.data?.isAdmin);
  const blocked = onlyAdmins && !isAdmin && !me.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!type) return setError(t('validation.chooseType'));
    setError(null);
    setBusy(true);
    try {
      const created = await campaignsApi.create(type);
      navigate(stepPath('company-info', created.id));
    } catch (failure) {
      setError(isApiError(failure) && failure.message ? failure.message : tc('common.error'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Container size="lg" className="campaign-page">
      <PageHeader title={t('chooseType.title')} description={t('chooseType.intro')} />
      {blocked ? (
        <Alert tone="info">{t('chooseType.adminsOnly')}</Alert>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap={4}>
            <fieldset className="campaign-radios" aria-describedby={error ? 'type-error' : undefined}>
              <legend className="cf-field__label">{t('fields.termsSlug')}</legend>
              <div className="campaign-type-choice">
                {TYPES.map((value) => (
                  <label key={value}>
                    <input type="radio" name="termsSlug" value={value} checked={type === value} onChange={() => setType(value)} aria-invalid={error ? true : undefined} />
                    <span>
                      <strong>{t(`types.${value}`)}</strong>
                      <br />
                      <span className="campaign-muted">{t(`typeHelp.${value}`)}</span>
                    </span>
                  </label>
                ))}
              </div>
              {error ? (
                <p id="type-error" className="cf-field__error" role="alert">
                  {error}
                </p>
              ) : null}
            </fieldset>
            <div>
              <Button type="submit" loading={busy}>
                {t('chooseType.start')}
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </Container>
  );
}
