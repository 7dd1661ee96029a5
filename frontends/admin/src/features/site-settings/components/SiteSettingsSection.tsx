import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { adminApi, timeZones, type AdminMetaSettings, type AdminSiteSettings } from '@cf/api-client';
import { Alert, Button, Card, ConfirmDialog, normaliseColour, readableTextOn, Stack, TextField, useForm, useToast } from '@cf/ui';
import { ErrorPanel, focusFirstInvalid, ListSkeleton, useErrorText, useFailureText } from '../../../shared/feedback';
import { FormField } from '../../../shared/form-fields';
import { serverErrors, toBody, toValues, validateFields, type FieldDef, type FormErrors, type FormValues } from '../../../shared/form-model';
import { ADMIN_KEY, useRefresh } from '../../../shared/admin-queries';
import { META_KEYS, settingsFields, settingsRow, SETTINGS_DEFAULTS, SITE_KEYS, toSixDigitHex } from '../settings-form';

const SITE_QUERY = [ADMIN_KEY, 'site-settings'] as const;
const META_QUERY = [ADMIN_KEY, 'meta-settings'] as const;
/** The shell's own caches: refreshing them re-themes the page and updates the title at once. */
const PUBLIC_KEYS = [SITE_QUERY, META_QUERY, ['site-settings'], ['meta-settings']] as const;

/** Site settings (A1.5, A3.5): maintenance switch, then the settings and meta form. */
export default function SiteSettingsSection() {
  const { t } = useTranslation('admin');
  const site = useQuery({ queryKey: SITE_QUERY, queryFn: adminApi.siteSettings, retry: false });
  const meta = useQuery({ queryKey: META_QUERY, queryFn: adminApi.metaSettings, retry: false });

  return (
    <Stack gap={5}>
      <header className="admin-section__header">
        <div>
          <h2 className="admin-section__title">{t('settings.title')}</h2>
          <p className="admin-muted">{t('settings.intro')}</p>
        </div>
      </header>
      {site.isPending || meta.isPending ? <ListSkeleton rows={8} /> : null}
      {site.isError ? <ErrorPanel error={site.error} onRetry={() => void site.refetch()} /> : null}
      {meta.isError && !site.isError ? <ErrorPanel error={meta.error} onRetry={() => void meta.refetch()} /> : null}
      {site.data ? <MaintenanceCard settings={site.data} /> : null}
      {site.data && meta.data ? (
        // Re-mounted when fresh values arrive, so "what changed" is measured from what is stored.
        <SettingsForm key={`${site.dataUpdatedAt}-${meta.dataUpdatedAt}`} site={site.data} meta={meta.data} />
      ) : null}
    </Stack>
  );
}

/** A2.1: switching maintenance on asks first, and says what the public will see. */
export function MaintenanceCard({ settings }: { settings: Partial<AdminSiteSettings> }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const failureText = useFailureText();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const on = settings.maintainanceMode === 'yes';

  const setMaintenance = async (next: boolean) => {
    setBusy(true);
    try {
      await adminApi.updateSiteSettings({ maintainanceMode: next ? 'yes' : 'no' });
      toast.show({ tone: next ? 'warning' : 'success', message: next ? t('maintenance.nowOn') : t('maintenance.nowOff') });
      await refresh(PUBLIC_KEYS);
    } catch (error) {
      toast.show({ tone: 'danger', message: failureText(error) });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <Card title={t('maintenance.title')} headingLevel={3}>
      <Stack gap={3}>
        <Alert tone={on ? 'warning' : 'success'}>{on ? t('maintenance.on') : t('maintenance.off')}</Alert>
        <div>
          {on ? (
            <Button onClick={() => void setMaintenance(false)} loading={busy}>
              {t('maintenance.disable')}
            </Button>
          ) : (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {t('maintenance.enable')}
            </Button>
          )}
        </div>
      </Stack>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('maintenance.confirmTitle')}
        message={t('maintenance.confirmBody')}
        confirmLabel={t('maintenance.enable')}
        cancelLabel={tc('common.cancel')}
        closeLabel={tc('common.close')}
        onConfirm={() => void setMaintenance(true)}
        danger
        busy={busy}
      />
    </Card>
  );
}

/** Colours, logo and favicon as the public site will show them, before saving. */
function ThemePreview({ primary, secondary, logo, siteName }: { primary: string; secondary: string; logo: string; siteName: string }) {
  const { t } = useTranslation('admin');
  const p = normaliseColour(primary, SETTINGS_DEFAULTS.sitePrimaryColor);
  const s = normaliseColour(secondary, SETTINGS_DEFAULTS.siteSecondaryColor);
  const style = {
    '--preview-primary': p,
    '--preview-on-primary': readableTextOn(p),
    '--preview-secondary': s,
    '--preview-on-secondary': readableTextOn(s),
  } as CSSProperties;
  return (
    <figure className="admin-theme-preview" style={style} aria-label={t('settings.previewLabel')}>
      <div className="admin-theme-preview__bar">
        {logo ? <img src={logo} alt="" className="admin-theme-preview__logo" /> : null}
        <span className="admin-theme-preview__name">{siteName}</span>
      </div>
      <div className="admin-theme-preview__body">
        <span className="admin-theme-preview__button">{t('settings.previewButton')}</span>
        <span className="admin-theme-preview__link">{t('settings.previewLink')}</span>
        <span className="admin-theme-preview__secondary">{t('settings.previewSecondary')}</span>
      </div>
      <figcaption className="admin-muted">{t('settings.previewCaption')}</figcaption>
    </figure>
  );
}

/** Hex text field with a native colour picker beside it (the text is what is validated and saved). */
function ColourField({
  def,
  values,
  errors,
  setValue,
  fallback,
}: {
  def: FieldDef;
  values: FormValues;
  errors: FormErrors;
  setValue: (name: string, value: string) => void;
  fallback: string;
}) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const value = String(values[def.name] ?? '');
  return (
    <div className="admin-colour">
      <TextField
        name={def.name}
        label={def.label}
        hint={t('settings.colourHint')}
        value={value}
        onChange={(e) => setValue(def.name, e.target.value)}
        error={errorText(errors[def.name])}
        dir="ltr"
        required
        spellCheck={false}
        maxLength={7}
      />
      <input
        type="color"
        className="admin-colour__picker"
        aria-label={t('settings.colourPicker', { name: def.label })}
        value={toSixDigitHex(value, toSixDigitHex(fallback, '#000000'))}
        onChange={(e) => setValue(def.name, e.target.value)}
      />
    </div>
  );
}

function SettingsForm({ site, meta }: { site: AdminSiteSettings; meta: AdminMetaSettings }) {
  const { t, i18n } = useTranslation('admin');
  const toast = useToast();
  const failureText = useFailureText();
  const refresh = useRefresh();
  const zones = useMemo(() => timeZones(), []);
  const fields = useMemo(() => settingsFields(t, zones), [t, zones]);
  const initialValues = useMemo(() => toValues(fields, settingsRow(site, meta)), [fields, site, meta]);
  const [formError, setFormError] = useState<string | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  const alertRef = useRef<HTMLDivElement>(null);
  const validate = useCallback((values: FormValues) => validateFields(fields, values), [fields]);

  const form = useForm<FormValues, FormErrors>({
    initialValues,
    validate,
    onSubmit: async (values) => {
      setFormError(null);
      const changed = toBody(fields, values, initialValues);
      const sitePatch = Object.fromEntries(Object.entries(changed).filter(([k]) => (SITE_KEYS as readonly string[]).includes(k)));
      const metaPatch = Object.fromEntries(Object.entries(changed).filter(([k]) => (META_KEYS as readonly string[]).includes(k)));
      if (Object.keys(changed).length === 0) {
        toast.show({ tone: 'info', message: t('common.noChanges') });
        return;
      }
      try {
        if (Object.keys(sitePatch).length) await adminApi.updateSiteSettings(sitePatch);
        if (Object.keys(metaPatch).length) await adminApi.updateMetaSettings(metaPatch);
        toast.show({ tone: 'success', message: t('settings.saved') });
        await refresh(PUBLIC_KEYS);
      } catch (error) {
        const { fields: fieldErrors, other } = serverErrors(error, fields);
        form.setErrors(fieldErrors);
        const hasFieldErrors = Object.keys(fieldErrors).length > 0;
        setFormError(other.length ? other.join(' ') : hasFieldErrors ? t('common.formErrors') : failureText(error));
        toast.show({ tone: 'danger', message: failureText(error) });
        setFocusTick((n) => n + 1);
        // Site settings may have been stored before meta failed: let the shell show them (the form keeps its values).
        void refresh([['site-settings']]);
      }
    },
  });

  // After a refusal: the first field in error, else the message above the form.
  useEffect(() => {
    if (focusTick === 0) return;
    if (form.formRef.current?.querySelector('[aria-invalid="true"]')) focusFirstInvalid(form.formRef.current);
    else alertRef.current?.focus();
  }, [focusTick, form.formRef]);

  const setValue = (name: string, value: string | boolean) => form.setValue(name, value);
  const def = (name: string) => fields.find((f) => f.name === name)!;
  const field = (name: string) => <FormField def={def(name)} values={form.values} errors={form.errors} setValue={setValue} />;
  const language = i18n.language.slice(0, 2);
  const previewName = String(form.values[`siteName.${language}`] || form.values['siteName.en'] || '');

  return (
    <form ref={form.formRef} onSubmit={(e) => void form.handleSubmit(e)} noValidate className="admin-form" aria-label={t('settings.title')}>
      <Stack gap={5}>
        {formError ? (
          <div ref={alertRef} tabIndex={-1} className="admin-focus-target">
            <Alert tone="danger">{formError}</Alert>
          </div>
        ) : null}
        <Card title={t('settings.identity')} headingLevel={3}>
          <Stack gap={4}>
            {field('siteName')}
            {field('metaDescription')}
          </Stack>
        </Card>
        <Card title={t('settings.branding')} headingLevel={3}>
          <div className="admin-two-columns">
            <Stack gap={4}>
              {field('siteLogo')}
              {field('favIcon')}
              <ColourField
                def={def('sitePrimaryColor')}
                values={form.values}
                errors={form.errors}
                setValue={setValue}
                fallback={SETTINGS_DEFAULTS.sitePrimaryColor}
              />
              <ColourField
                def={def('siteSecondaryColor')}
                values={form.values}
                errors={form.errors}
                setValue={setValue}
                fallback={SETTINGS_DEFAULTS.siteSecondaryColor}
              />
            </Stack>
            <ThemePreview
              primary={String(form.values.sitePrimaryColor)}
              secondary={String(form.values.siteSecondaryColor)}
              logo={form.errors.siteLogo ? '' : String(form.values.siteLogo ?? '').trim()}
              siteName={previewName}
            />
          </div>
        </Card>
        <Card title={t('settings.behaviour')} headingLevel={3}>
          <Stack gap={4}>
            {field('walletModule')}
            {field('onlyAdminCreateCampaign')}
            <div className="admin-narrow">{field('timezone')}</div>
            <div className="admin-narrow">{field('googleAnalyticsCode')}</div>
          </Stack>
        </Card>
        <div className="admin-form__actions admin-form__actions--sticky">
          <Button variant="ghost" onClick={() => form.reset()} disabled={form.submitting}>
            {t('common.discard')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('common.saveChanges')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
