import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Checkbox, Grid, Select, Stack, TextField } from '@cf/ui';
import { campaignsApi } from '../../../api/campaigns-api';
import { useOptionList } from '../../../api/hooks';
import type { CampaignFull } from '@cf/contracts/rest';
import { LIMITS, validateFunding, type FundingForm } from '../rules';
import { orNull, s, StepActions, StepForm, useStepForm } from './step-form';

/** Step 6, payout bank details (C2.11, C3.8, C4.12, C5.9). */
export function FundingStep({ campaign }: { campaign: CampaignFull }) {
  const { t } = useTranslation('campaign');
  const banks = useOptionList('banks');
  const d = campaign.paymentDetail;
  const initialValues = useMemo<FundingForm>(
    () => ({
      accountType: s(d?.accountType),
      bankName: s(d?.bankName),
      accountNumber: s(d?.accountNumber),
      confirmAccountNumber: s(d?.confirmAccountNumber),
      routingNumber: s(d?.routingNumber),
      iban: s(d?.iban),
      tos: Boolean(d?.tos),
    }),
    [d],
  );
  const { form, err, serverError, submitWith } = useStepForm({
    step: 'funding',
    campaign,
    initialValues,
    validate: validateFunding,
    save: (v) =>
      campaignsApi.savePaymentDetail(campaign.id, {
        accountType: orNull(v.accountType),
        bankName: orNull(v.bankName),
        accountNumber: orNull(v.accountNumber),
        confirmAccountNumber: orNull(v.confirmAccountNumber),
        routingNumber: orNull(v.routingNumber),
        iban: orNull(v.iban),
        tos: v.tos,
      }),
  });
  const bankOptions = (banks.data ?? []).map((b) => ({ value: b.name, label: b.name }));
  if (form.values.bankName && !bankOptions.some((o) => o.value === form.values.bankName)) bankOptions.unshift({ value: form.values.bankName, label: form.values.bankName });
  return (
    <StepForm formRef={form.formRef} serverError={serverError}>
      <Stack gap={4}>
        <Card title={t('steps.funding')} headingLevel={2}>
          <Stack gap={4}>
            <p className="campaign-muted">{t('funding.intro')}</p>
            <Grid min="16rem" gap={4}>
              <Select label={t('fields.bankName')} required placeholder={t('wizard.choose')} options={bankOptions} {...form.field('bankName')} error={err('bankName')} />
              <Select
                label={t('fields.accountType')}
                required
                placeholder={t('wizard.choose')}
                options={['current', 'checking', 'savings'].map((k) => ({ value: k, label: t(`accountTypes.${k}`) }))}
                {...form.field('accountType')}
                error={err('accountType')}
              />
              <TextField label={t('fields.accountNumber')} required dir="ltr" inputMode="numeric" autoComplete="off" maxLength={LIMITS.accountMax} hint={t('hints.accountNumber', { min: LIMITS.accountMin, max: LIMITS.accountMax })} {...form.field('accountNumber')} error={err('accountNumber')} />
              <TextField label={t('fields.confirmAccountNumber')} required dir="ltr" inputMode="numeric" autoComplete="off" maxLength={LIMITS.accountMax} {...form.field('confirmAccountNumber')} error={err('confirmAccountNumber')} />
              <TextField label={t('fields.routingNumber')} required dir="ltr" maxLength={LIMITS.routing} hint={t('hints.routing', { length: LIMITS.routing })} {...form.field('routingNumber')} error={err('routingNumber')} />
              <TextField label={t('fields.iban')} dir="ltr" autoComplete="off" spellCheck={false} hint={t('hints.iban')} {...form.field('iban')} error={err('iban')} />
            </Grid>
            <Checkbox label={t('fields.tos')} {...form.checkbox('tos')} error={err('tos')} />
          </Stack>
        </Card>
        <StepActions onDraft={submitWith(false)} onContinue={submitWith(true)} submitting={form.submitting} last />
      </Stack>
    </StepForm>
  );
}
