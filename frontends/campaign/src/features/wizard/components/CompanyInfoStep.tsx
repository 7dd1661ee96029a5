import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Grid, Select, Stack, TextArea, TextField } from '@cf/ui';
import { campaignsApi } from '../../../api/campaigns-api';
import { useOptionList } from '../../../api/hooks';
import type { CampaignFull } from '@cf/contracts/rest';
import { LIMITS, validateCompany, type CompanyForm } from '../rules';
import { FileField } from './FileField';
import { orNull, s, StepActions, StepForm, useStepForm } from './step-form';

/** Step 1, company info (C2.6, C3.2, C4.5, C5.4, C5.5). */
export function CompanyInfoStep({ campaign }: { campaign: CampaignFull }) {
  const { t } = useTranslation('campaign');
  const categories = useOptionList('categories');
  const industries = useOptionList('company-industry');
  const c = campaign.companyProfile;
  const initialValues = useMemo<CompanyForm>(
    () => ({
      companyName: s(c?.companyName),
      website: s(c?.website),
      address: s(c?.address),
      category: s(c?.category),
      industry: s(c?.industry),
      companyLogo: s(c?.companyLogo),
      phoneNumber: s(c?.phoneNumber),
      description: s(c?.description),
      descriptionAr: s(c?.descriptionAr),
      yearFounded: s(c?.yearFounded),
      contactEmail: s(c?.contactEmail),
    }),
    [c],
  );
  const { form, err, serverError, submitWith } = useStepForm({
    step: 'company-info',
    campaign,
    initialValues,
    validate: validateCompany,
    save: (v) =>
      campaignsApi.saveCompanyProfile(campaign.id, {
        companyName: orNull(v.companyName),
        website: orNull(v.website),
        address: orNull(v.address),
        category: orNull(v.category),
        industry: orNull(v.industry),
        companyLogo: orNull(v.companyLogo),
        phoneNumber: v.phoneNumber.trim() === '' ? null : v.phoneNumber.replace(/[\s-]/g, ''),
        description: orNull(v.description),
        descriptionAr: orNull(v.descriptionAr),
        yearFounded: v.yearFounded.trim() === '' ? null : Number(v.yearFounded),
        contactEmail: orNull(v.contactEmail),
      }),
  });
  const options = (list: typeof categories) => (list.data ?? []).map((o) => ({ value: o.key, label: o.name }));
  return (
    <StepForm formRef={form.formRef} serverError={serverError}>
      <Stack gap={4}>
        <Card title={t('steps.company-info')} headingLevel={2}>
          <Stack gap={4}>
            <Grid min="16rem" gap={4}>
              <TextField label={t('fields.companyName')} required hint={t('hints.companyName', { min: LIMITS.companyNameMin })} {...form.field('companyName')} error={err('companyName')} />
              <TextField label={t('fields.website')} required type="url" dir="ltr" inputMode="url" {...form.field('website')} error={err('website')} />
              <Select label={t('fields.category')} required placeholder={t('wizard.choose')} options={options(categories)} {...form.field('category')} error={err('category')} />
              <Select label={t('fields.industry')} required placeholder={t('wizard.choose')} options={options(industries)} {...form.field('industry')} error={err('industry')} />
              <TextField label={t('fields.phoneNumber')} required type="tel" dir="ltr" inputMode="tel" autoComplete="tel" {...form.field('phoneNumber')} error={err('phoneNumber')} />
              <TextField label={t('fields.contactEmail')} required type="email" dir="ltr" autoComplete="email" {...form.field('contactEmail')} error={err('contactEmail')} />
              <TextField label={t('fields.yearFounded')} inputMode="numeric" dir="ltr" maxLength={4} {...form.field('yearFounded')} error={err('yearFounded')} />
            </Grid>
            <TextField label={t('fields.address')} required {...form.field('address')} error={err('address')} />
            <TextArea
              label={t('fields.description')}
              required
              rows={3}
              hint={t('hints.count', { count: form.values.description.trim().length, max: LIMITS.descriptionMax })}
              {...form.field('description')}
              error={err('description')}
            />
            <TextArea
              label={t('fields.descriptionAr')}
              required
              rows={3}
              dir="rtl"
              lang="ar"
              hint={t('hints.count', { count: form.values.descriptionAr.trim().length, max: LIMITS.descriptionMax })}
              {...form.field('descriptionAr')}
              error={err('descriptionAr')}
            />
            <FileField label={t('fields.companyLogo')} kind="logo" required name="companyLogo" value={form.values.companyLogo} onChange={(url) => form.setValue('companyLogo', url)} error={err('companyLogo')} />
          </Stack>
        </Card>
        <StepActions onDraft={submitWith(false)} onContinue={submitWith(true)} submitting={form.submitting} />
      </Stack>
    </StepForm>
  );
}
