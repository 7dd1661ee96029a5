import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseOmrInput } from '@cf/i18n';
import { Button, Card, Grid, Stack, Tabs, useToast } from '@cf/ui';
import { platformSettingsApi, type SettingsGroup, type SettingsSections } from '../../../api/platform-settings-api';
import { ADMIN_KEY, useRefresh } from '../../../shared/admin-queries';
import { ErrorPanel, ListSkeleton, useFailureText } from '../../../shared/feedback';
import { FormField } from '../../../shared/form-fields';
import { serverErrors, toBody, toValues, validateFields, type FieldDef, type FormErrors, type FormValues, type Translate } from '../../../shared/form-model';

const QUERY = [ADMIN_KEY, 'settings-sections'] as const;

/** `1250000` baisa → `1250.000`: a stored amount as the input shows it (whole digits, no float). */
const baisaText = (baisa: number) => {
  const digits = String(Math.max(0, Math.trunc(baisa))).padStart(4, '0');
  return `${digits.slice(0, -3)}.${digits.slice(-3)}`;
};

/** How a group's keys are entered: rial amounts (stored in baisa), percentages, whole numbers, switches, text. */
interface GroupSpec {
  money: readonly string[];
  percent: readonly string[];
  fields: (t: Translate) => FieldDef[];
}

const yesNo = (t: Translate) => [
  { value: 'yes', label: t('common.yes') },
  { value: 'no', label: t('common.no') },
];
const percentCheck = (t: Translate) => (v: string) => (/^\d{1,3}(\.\d{1,2})?$/.test(v.trim()) && Number(v) <= 100 ? undefined : t('platformSettings.percentInvalid'));
const moneyCheck = (t: Translate) => (v: string) => (parseOmrInput(v) === null ? t('platformSettings.amountInvalid') : undefined);
const money = (t: Translate, name: string): FieldDef => ({ name, kind: 'text', label: t(`platformSettings.keys.${name}`), required: true, ltr: true, check: moneyCheck(t) });
const percent = (t: Translate, name: string): FieldDef => ({ name, kind: 'text', label: t(`platformSettings.keys.${name}`), required: true, ltr: true, check: percentCheck(t) });
const whole = (t: Translate, name: string, min: number, max: number): FieldDef => ({ name, kind: 'number', label: t(`platformSettings.keys.${name}`), min, maxValue: max });
const switchOf = (t: Translate, name: string): FieldDef => ({ name, kind: 'select', label: t(`platformSettings.keys.${name}`), options: yesNo(t), required: true });
const clientId = (t: Translate, name: string): FieldDef => ({ name, kind: 'text', label: t(`platformSettings.keys.${name}`), ltr: true, max: 200 });

const GROUPS: Record<SettingsGroup, GroupSpec> = {
  campaign: {
    money: ['minimumGoal', 'maximumGoal', 'minimumInvestment'],
    percent: [],
    fields: (t) => [
      money(t, 'minimumGoal'),
      money(t, 'maximumGoal'),
      money(t, 'minimumInvestment'),
      whole(t, 'fixedMaxDays', 1, 3650),
      switchOf(t, 'fixedExtendable'),
      whole(t, 'fixedExtendedMaxDays', 1, 3650),
      whole(t, 'flexibleMaxDays', 1, 3650),
      switchOf(t, 'equityEnabled'),
      switchOf(t, 'equityWithDividendsEnabled'),
      switchOf(t, 'debtEnabled'),
    ],
  },
  revenue: {
    money: ['siteFeeFixed'],
    percent: ['siteFeePercentage', 'vatPercentage', 'flexibleGoalReachedFeePercentage', 'flexibleGoalMissedFeePercentage', 'fixedSuccessFeePercentage'],
    fields: (t) => [
      { name: 'siteFeeType', kind: 'select', label: t('platformSettings.keys.siteFeeType'), required: true, options: ['percentage', 'fixed'].map((v) => ({ value: v, label: t(`platformSettings.feeTypes.${v}`) })) },
      percent(t, 'siteFeePercentage'),
      money(t, 'siteFeeFixed'),
      percent(t, 'vatPercentage'),
      percent(t, 'flexibleGoalReachedFeePercentage'),
      percent(t, 'flexibleGoalMissedFeePercentage'),
      percent(t, 'fixedSuccessFeePercentage'),
    ],
  },
  // The wallet offers a provider only when its switch is on here and it is configured there (A1.3).
  'payment-gateway': {
    money: [],
    percent: [],
    fields: (t) => ['sandbox', 'stripe', 'paymob', 'paypal', 'offlineBankTransfer'].map((name) => switchOf(t, name)),
  },
  'child-account': {
    money: ['perTransactionLimit', 'perCampaignLimit', 'perMonthLimit', 'perYearLimit', 'totalLimit'],
    percent: [],
    fields: (t) => [
      switchOf(t, 'childAccountEnabled'),
      whole(t, 'minimumInvestments', 0, 100),
      whole(t, 'maximumAge', 1, 21),
      money(t, 'perTransactionLimit'),
      money(t, 'perCampaignLimit'),
      money(t, 'perMonthLimit'),
      money(t, 'perYearLimit'),
      money(t, 'totalLimit'),
    ],
  },
  'social-login': {
    money: [],
    percent: [],
    fields: (t) => [switchOf(t, 'googleEnabled'), clientId(t, 'googleClientId'), switchOf(t, 'facebookEnabled'), clientId(t, 'facebookAppId'), switchOf(t, 'linkedinEnabled'), clientId(t, 'linkedinClientId')],
  },
};

/**
 * Platform settings (A1.3, A3.5, A4.5, A7.8): campaigns' goals, durations and kinds; the platform's
 * fees and VAT; the ways to pay offered; child accounts' limits; social sign-in. Each group is its own form; only what changed is sent,
 * and the service checks the rules between keys (a minimum below its maximum, limits in order).
 */
export default function PlatformSettingsSection() {
  const { t } = useTranslation('admin');
  const sections = useQuery({ queryKey: QUERY, queryFn: platformSettingsApi.sections, retry: false });
  return (
    <Stack gap={4}>
      <header className="admin-section__header">
        <div>
          <h2 className="admin-section__title">{t('platformSettings.title')}</h2>
          <p className="admin-muted">{t('platformSettings.intro')}</p>
        </div>
      </header>
      {sections.isPending ? <ListSkeleton rows={6} /> : null}
      {sections.isError ? <ErrorPanel error={sections.error} onRetry={() => void sections.refetch()} /> : null}
      {sections.data ? (
        <Tabs
          label={t('platformSettings.title')}
          items={(Object.keys(GROUPS) as SettingsGroup[]).map((group) => ({
            value: group,
            label: t(`platformSettings.groups.${group}`),
            // Re-mounted when fresh values arrive: "what changed" is measured from what is stored.
            content: <GroupForm key={`${group}-${sections.dataUpdatedAt}`} group={group} stored={sections.data} />,
          }))}
        />
      ) : null}
    </Stack>
  );
}

function GroupForm({ group, stored }: { group: SettingsGroup; stored: SettingsSections }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const refresh = useRefresh();
  const failureText = useFailureText();
  const spec = GROUPS[group];
  const defs = useMemo(() => spec.fields(t), [spec, t]);
  const initial = useMemo<FormValues>(() => {
    const row = { ...(stored[group] as Record<string, unknown>) };
    // Rial amounts are entered as written (1,000.000), whatever is stored in baisa.
    for (const key of spec.money) if (typeof row[key] === 'number') row[key] = baisaText(row[key] as number);
    return toValues(defs, row);
  }, [stored, group, spec, defs]);
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [other, setOther] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateFields(defs, values);
    setErrors(found);
    setOther([]);
    if (Object.keys(found).length > 0) return;
    const body = toBody(defs, values, initial);
    for (const key of spec.money) if (key in body) body[key] = Number(parseOmrInput(String(body[key])));
    for (const key of spec.percent) if (key in body) body[key] = Number(body[key]);
    if (Object.keys(body).length === 0) return toast.show({ tone: 'info', message: t('platformSettings.nothingChanged') });
    setBusy(true);
    try {
      await platformSettingsApi.update(group, body);
      toast.show({ tone: 'success', message: t('platformSettings.saved') });
      await refresh([QUERY, ['campaign-settings'], ['site-settings']]);
    } catch (error) {
      const server = serverErrors(error, defs);
      setErrors(server.fields);
      setOther(server.other.length > 0 || Object.keys(server.fields).length > 0 ? server.other : [failureText(error)]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap={4}>
          <p className="admin-muted">{t(`platformSettings.help.${group}`)}</p>
          {other.map((message) => (
            <p key={message} role="alert" className="admin-error-text">
              {message}
            </p>
          ))}
          <Grid min="16rem" gap={3}>
            {defs.map((def) => (
              <FormField key={def.name} def={def} values={values} errors={errors} setValue={(name, value) => setValues((v) => ({ ...v, [name]: value }))} />
            ))}
          </Grid>
          <div>
            <Button type="submit" loading={busy}>
              {t('platformSettings.save')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
