import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '@cf/api-client';
import { baisaToDecimalString, parseOmrInput } from '@cf/i18n';
import { Button, Card, Checkbox, LoadError, Select, ServerError, Spinner, Stack, TextField, useForm } from '@cf/ui';
import { useInvestorProfile, useMyVerification, useProfileOptions, useVerificationWrite } from '../hooks';
import { INCOME_SOURCES, verificationApi, type InvestorProfileInput, type InvestorProfileView } from '../verification-api';
import { VerificationLayout } from './VerificationLayout';

type Values = {
  investorType: string;
  employmentStatus: string;
  occupationCategory: string;
  occupation: string;
  monthlyIncome: string;
  beneficialOwner: string;
  hasAnotherNationality: string;
  anotherNationalityCountry: string;
  buildingName: string;
  streetName: string;
  dataProcessingAgreement: boolean;
};
type Errors = Partial<Record<keyof Values | 'sourcesOfIncome', string>>;

const fromProfile = (p: InvestorProfileView | null | undefined): Values => ({
  investorType: p?.investorType ?? 'individual',
  employmentStatus: p?.employmentStatus ?? '',
  occupationCategory: p?.occupationCategory ?? '',
  occupation: p?.occupation ?? '',
  monthlyIncome: p ? baisaToDecimalString(p.monthlyIncome) : '',
  beneficialOwner: p?.beneficialOwner ?? '',
  hasAnotherNationality: p?.hasAnotherNationality ?? 'no',
  anotherNationalityCountry: p?.anotherNationalityCountry ?? '',
  buildingName: p?.buildingName ?? '',
  streetName: p?.streetName ?? '',
  dataProcessingAgreement: p?.dataProcessingAgreement ?? false,
});

/** `/account-verification-personal-detail`, step 1 (A3.8): the investor profile. */
export default function PersonalDetailsPage() {
  const { t } = useTranslation('settings');
  const profile = useInvestorProfile();
  const verification = useMyVerification();
  if (profile.isPending || verification.isPending) return <Spinner label={t('verification.loading')} />;
  if (profile.isError && profile.data === undefined) return <LoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  return (
    <VerificationLayout current="personalDetails" verification={verification.data}>
      <PersonalDetailsForm profile={profile.data ?? null} />
    </VerificationLayout>
  );
}

function PersonalDetailsForm({ profile }: { profile: InvestorProfileView | null }) {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const statuses = useProfileOptions('employment-status');
  const categories = useProfileOptions('employment-category');
  const incomeNames = useProfileOptions('sources-of-income');
  const [sources, setSources] = useState<Set<string>>(new Set(profile?.sourcesOfIncome ?? []));
  const [serverError, setServerError] = useState<unknown>(null);
  const save = useVerificationWrite((body: InvestorProfileInput) => verificationApi.saveProfile(body, profile?.id ?? null));
  const required = t('verification.required');

  const form = useForm<Values, Errors>({
    initialValues: fromProfile(profile),
    validate: (v) => {
      const errors: Errors = {};
      if (!v.employmentStatus) errors.employmentStatus = required;
      if (parseOmrInput(v.monthlyIncome) === null) errors.monthlyIncome = t('verification.amountInvalid');
      if (!v.beneficialOwner) errors.beneficialOwner = required;
      if (!v.buildingName.trim()) errors.buildingName = required;
      if (!v.streetName.trim()) errors.streetName = required;
      if (!v.dataProcessingAgreement) errors.dataProcessingAgreement = t('verification.dataProcessingRequired');
      if (sources.size === 0) errors.sourcesOfIncome = t('verification.incomeSourceRequired');
      return errors;
    },
    onSubmit: async (v) => {
      setServerError(null);
      try {
        await save.mutateAsync({
          investorType: v.investorType as 'individual' | 'company',
          employmentStatus: v.employmentStatus,
          occupationCategory: v.occupationCategory || undefined,
          occupation: v.occupation.trim() || undefined,
          monthlyIncome: Number(parseOmrInput(v.monthlyIncome)),
          sourcesOfIncome: INCOME_SOURCES.filter((s) => sources.has(s)),
          hasAnotherNationality: v.hasAnotherNationality as 'yes' | 'no',
          anotherNationalityCountry: v.hasAnotherNationality === 'yes' ? v.anotherNationalityCountry.trim() || undefined : undefined,
          beneficialOwner: v.beneficialOwner as 'yes' | 'no',
          buildingName: v.buildingName.trim(),
          streetName: v.streetName.trim(),
          dataProcessingAgreement: v.dataProcessingAgreement,
        });
        navigate('/account-verification-declarations');
      } catch (error) {
        setServerError(error);
      }
    },
  });
  const server = isApiError(serverError) ? serverError : null;
  const error = (name: keyof Values | 'sourcesOfIncome') => form.errors[name] ?? server?.fieldMessage(name);
  const yesNo = [
    { value: 'yes', label: t('verification.yes') },
    { value: 'no', label: t('verification.no') },
  ];
  const options = (list: typeof statuses) => (list.data ?? []).map((o) => ({ value: o.key, label: o.name }));
  const incomeLabel = (key: string) => incomeNames.data?.find((o) => o.key === key)?.name ?? t(`verification.income.${key}`);

  return (
    <Card title={t('verification.steps.personalDetails')}>
      <form ref={form.formRef} onSubmit={form.handleSubmit} noValidate className="settings-form">
        <Stack gap={4}>
          <ServerError titled error={serverError} />
          <Select label={t('verification.investorType')} required options={[{ value: 'individual', label: t('verification.individual') }, { value: 'company', label: t('verification.company') }]} {...form.field('investorType')} />
          <Select label={t('verification.employmentStatus')} required placeholder={t('verification.choose')} options={options(statuses)} {...form.field('employmentStatus')} error={error('employmentStatus')} />
          <Select label={t('verification.occupationCategory')} placeholder={t('verification.choose')} options={options(categories)} {...form.field('occupationCategory')} />
          <TextField label={t('verification.occupation')} maxLength={120} {...form.field('occupation')} error={error('occupation')} />
          <TextField label={t('verification.monthlyIncome')} inputMode="decimal" required hint={t('verification.amountHint')} {...form.field('monthlyIncome')} error={error('monthlyIncome')} />
          <fieldset className="verification-fieldset" aria-describedby={error('sourcesOfIncome') ? 'income-error' : undefined}>
            <legend>{t('verification.sourcesOfIncome')}</legend>
            {INCOME_SOURCES.map((key) => (
              <Checkbox
                key={key}
                label={incomeLabel(key)}
                checked={sources.has(key)}
                onChange={(event) => {
                  const next = new Set(sources);
                  if (event.target.checked) next.add(key);
                  else next.delete(key);
                  setSources(next);
                }}
              />
            ))}
            {error('sourcesOfIncome') ? (
              <p id="income-error" className="cf-field__error">
                {error('sourcesOfIncome')}
              </p>
            ) : null}
          </fieldset>
          <Select label={t('verification.beneficialOwner')} required placeholder={t('verification.choose')} options={yesNo} hint={t('verification.beneficialOwnerHint')} {...form.field('beneficialOwner')} error={error('beneficialOwner')} />
          <Select label={t('verification.anotherNationality')} options={yesNo} {...form.field('hasAnotherNationality')} />
          {form.values.hasAnotherNationality === 'yes' ? <TextField label={t('verification.anotherNationalityCountry')} maxLength={60} {...form.field('anotherNationalityCountry')} /> : null}
          <TextField label={t('verification.buildingName')} required maxLength={120} autoComplete="address-line1" {...form.field('buildingName')} error={error('buildingName')} />
          <TextField label={t('verification.streetName')} required maxLength={120} autoComplete="address-line2" {...form.field('streetName')} error={error('streetName')} />
          <Checkbox label={t('verification.dataProcessingAgreement')} {...form.checkbox('dataProcessingAgreement')} error={error('dataProcessingAgreement')} />
          <div>
            <Button type="submit" loading={form.submitting}>
              {t('verification.saveAndContinue')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
