import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, useCampaignSettings } from '@cf/api-client';
import { formatDateTime, formatOmr } from '@cf/i18n';
import { Card, Checkbox, Grid, Select, Stack, TextArea, TextField, useLanguage } from '@cf/ui';
import { campaignsApi } from '../../../api/campaigns-api';
import { useOptionList } from '../../../api/hooks';
import type { CampaignFull } from '@cf/contracts/rest';
import { baisaOf, isDebtTerms, validateFundraising, type FundraisingForm, type GoalBounds } from '../rules';
import { orNull, RadioGroup, rialsText, s, StepActions, StepForm, useStepForm } from './step-form';
import { useOpeningCheck } from './use-opening-check';

const FREQUENCIES = ['monthly', 'quarterly', 'semi-annually', 'yearly'];
const amount = (text: string) => {
  const b = baisaOf(text);
  return b === null ? null : Number(b);
};
const num = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/** `convertibleNote` for the terms body: null when nothing is filled in (C3.7). */
function convertibleNoteOf(v: FundraisingForm) {
  const note = { maturityDate: orNull(v.maturityDate), conversionTrigger: orNull(v.conversionTrigger), noteTerms: orNull(v.noteTerms), purchaseValue: amount(v.purchaseValue) };
  return Object.values(note).every((x) => x === null) ? null : note;
}
/** `siteFee` for the terms body: a fixed fee in baisa, a percentage as a plain number; null when blank (C3.7). */
function siteFeeOf(v: FundraisingForm) {
  if (v.siteFeeType.trim() === '' || v.siteFeeValue.trim() === '') return null;
  return { type: v.siteFeeType, value: v.siteFeeType === 'fixed' ? amount(v.siteFeeValue) : num(v.siteFeeValue) };
}

/** Step 2, fundraising detail and terms (C2.7, C3.1, C3.3, C3.7, C4.6–C4.9, C5.6–C5.8). */
export function FundraisingStep({ campaign }: { campaign: CampaignFull }) {
  const { t } = useTranslation('campaign');
  const language = useLanguage();
  const settings = useCampaignSettings();
  const stages = useOptionList('campaign-stage');
  const rounds = useOptionList('investing-round');
  const dealTypes = useOptionList('deal-types');
  const countries = useOptionList('countries');
  const bounds: GoalBounds = {
    minimumGoal: Number((settings.data as { minimumGoal?: number } | undefined)?.minimumGoal) || undefined,
    maximumGoal: Number((settings.data as { maximumGoal?: number } | undefined)?.maximumGoal) || undefined,
  };
  const f = campaign.fundraising;
  const tm = campaign.terms;
  const p = campaign.propertyInfo;
  const initialValues = useMemo<FundraisingForm>(
    () => ({
      termsSlug: s(f?.termsSlug ?? campaign.termsSlug),
      equityCurrencyCode: s(f?.equityCurrencyCode ?? 'OMR') || 'OMR',
      goal: rialsText(f?.goal),
      minimumRaise: rialsText(f?.minimumRaise),
      maximumRaise: rialsText(f?.maximumRaise),
      openDate: s(f?.openDate),
      openTime: s(f?.openTime),
      timezone: s(f?.timezone) || 'Asia/Muscat',
      closeDate: s(f?.closeDate),
      investingType: s(f?.investingType),
      campaignAccreditation: s(f?.campaignAccreditation),
      dealType: s(f?.dealType),
      campaignStage: s(f?.campaignStage),
      investingRound: s(f?.investingRound),
      repaymentMethod: s(f?.repaymentMethod),
      hasPropertyInfo: String(f?.hasPropertyInfo ?? 0),
      hasLeadInvestor: Boolean(f?.hasLeadInvestor),
      previouslyRaised: rialsText(f?.previouslyRaised),
      totalRevenue: rialsText(f?.totalRevenue),
      availableShares: s(tm?.availableShares),
      equityAvailable: s(tm?.equityAvailable),
      pricePerShare: rialsText(tm?.pricePerShare),
      preMoneyValuation: rialsText(tm?.preMoneyValuation),
      interestRate: s(tm?.interestRate),
      investFrequency: s(tm?.investFrequency),
      termLength: s(tm?.termLength),
      gracePeriod: s(tm?.gracePeriod),
      paybackStartDate: s(tm?.paybackStartDate),
      distributionOfNetProfit: s(tm?.distributionOfNetProfit),
      totalSharesOffered: s(tm?.totalSharesOffered),
      minimumShares: s(tm?.minimumShares),
      maximumShares: s(tm?.maximumShares),
      equityAvailableMin: s(tm?.equityAvailableMin),
      equityAvailableMax: s(tm?.equityAvailableMax),
      preMoneyValuationMin: rialsText(tm?.preMoneyValuationMin),
      preMoneyValuationMax: rialsText(tm?.preMoneyValuationMax),
      interestRateMin: s(tm?.interestRateMin),
      interestRateMax: s(tm?.interestRateMax),
      termLengthMin: s(tm?.termLengthMin),
      termLengthMax: s(tm?.termLengthMax),
      maturityDate: s(tm?.convertibleNote?.maturityDate),
      conversionTrigger: s(tm?.convertibleNote?.conversionTrigger),
      noteTerms: s(tm?.convertibleNote?.noteTerms),
      purchaseValue: rialsText(tm?.convertibleNote?.purchaseValue),
      siteFeeType: s(tm?.siteFee?.type),
      siteFeeValue: tm?.siteFee?.type === 'fixed' ? rialsText(tm.siteFee.value) : s(tm?.siteFee?.value),
      propertyName: s(p?.propertyName),
      propertyURL: s(p?.propertyURL),
      propertyDetail: s(p?.propertyDetail),
      propertyStreet: s(p?.propertyStreet),
      propertyCity: s(p?.propertyCity),
      propertyState: s(p?.propertyState),
      propertyCountry: s(p?.propertyCountry),
      propertySize: s(p?.propertySize),
      plotSize: s(p?.plotSize),
      buildYear: s(p?.buildYear),
    }),
    [f, tm, p, campaign.termsSlug],
  );
  const validate = useMemo(() => (v: FundraisingForm, all: boolean) => validateFundraising(v, all, bounds), [bounds.minimumGoal, bounds.maximumGoal]);
  const { form, err, serverError, submitWith } = useStepForm({
    step: 'fundraising-detail',
    campaign,
    initialValues,
    validate,
    save: async (v) => {
      const debt = isDebtTerms(v.termsSlug);
      const property = !debt && v.hasPropertyInfo === '1';
      await campaignsApi.saveFundraising(campaign.id, {
        equityCurrencyCode: 'OMR',
        goal: amount(v.goal),
        minimumRaise: amount(v.minimumRaise),
        maximumRaise: amount(v.maximumRaise),
        openDate: orNull(v.openDate),
        openTime: orNull(v.openTime),
        timezone: orNull(v.timezone),
        closeDate: orNull(v.closeDate),
        investingType: orNull(v.investingType),
        campaignAccreditation: orNull(v.campaignAccreditation),
        termsSlug: orNull(v.termsSlug),
        dealType: orNull(v.dealType),
        campaignStage: orNull(v.campaignStage),
        investingRound: orNull(v.investingRound),
        repaymentMethod: orNull(v.repaymentMethod),
        hasPropertyInfo: property ? 1 : 0,
        hasLeadInvestor: v.hasLeadInvestor,
        previouslyRaised: amount(v.previouslyRaised),
        totalRevenue: amount(v.totalRevenue),
        ...(property
          ? {
              propertyInfo: {
                propertyName: orNull(v.propertyName),
                propertyURL: orNull(v.propertyURL),
                propertyDetail: orNull(v.propertyDetail),
                propertyStreet: orNull(v.propertyStreet),
                propertyCity: orNull(v.propertyCity),
                propertyState: orNull(v.propertyState),
                propertyCountry: orNull(v.propertyCountry),
                propertySize: num(v.propertySize),
                plotSize: num(v.plotSize),
                buildYear: num(v.buildYear),
              },
            }
          : {}),
      });
      const common = {
        preMoneyValuation: amount(v.preMoneyValuation),
        preMoneyValuationMin: amount(v.preMoneyValuationMin),
        preMoneyValuationMax: amount(v.preMoneyValuationMax),
        convertibleNote: convertibleNoteOf(v),
        siteFee: siteFeeOf(v),
      };
      await campaignsApi.saveTerms(
        campaign.id,
        debt
          ? {
              ...common,
              interestRate: num(v.interestRate),
              interestRateMin: num(v.interestRateMin),
              interestRateMax: num(v.interestRateMax),
              investFrequency: orNull(v.investFrequency),
              paymentFrequency: orNull(v.investFrequency),
              termLength: num(v.termLength),
              termLengthMin: num(v.termLengthMin),
              termLengthMax: num(v.termLengthMax),
              gracePeriod: num(v.gracePeriod),
              paybackStartDate: orNull(v.paybackStartDate),
              ...(v.termsSlug === 'equity-with-dividends' ? { distributionOfNetProfit: num(v.distributionOfNetProfit) } : {}),
            }
          : {
              ...common,
              totalSharesOffered: num(v.totalSharesOffered),
              minimumShares: num(v.minimumShares),
              maximumShares: num(v.maximumShares),
              availableShares: num(v.availableShares),
              equityAvailable: num(v.equityAvailable),
              equityAvailableMin: num(v.equityAvailableMin),
              equityAvailableMax: num(v.equityAvailableMax),
              pricePerShare: amount(v.pricePerShare),
            },
      );
    },
  });
  const v = form.values;
  const debt = isDebtTerms(v.termsSlug);
  const opening = useOpeningCheck(v.openDate, v.openTime, v.timezone);
  // The browser's own check first; then the server's opening-date helper (C4.18, C8.4).
  const dateErr = (field: 'openDate' | 'openTime' | 'timezone') => err(field) ?? opening.fieldError(field);
  // Nested terms fields come back from the service as `convertibleNote.<f>` / `siteFee.<f>`; the shares
  // order as `maximumSharesMax` (C8.1: its message, unchanged, beside the field).
  const server = isApiError(serverError) ? serverError : null;
  const nestedErr = (field: keyof FundraisingForm, ...paths: string[]) => err(field) ?? paths.map((path) => server?.fieldMessage(path)).find(Boolean);
  const percent = { hint: t('hints.percent'), dir: 'ltr' as const, inputMode: 'decimal' as const };
  const months = { hint: t('hints.months'), dir: 'ltr' as const, inputMode: 'numeric' as const };
  const whole = { dir: 'ltr' as const, inputMode: 'numeric' as const };
  const opts = (list: typeof stages) => (list.data ?? []).map((o) => ({ value: o.key, label: o.name }));
  const rials = { dir: 'ltr' as const, inputMode: 'decimal' as const };
  const goalHint = bounds.minimumGoal && bounds.maximumGoal ? t('hints.goal', { min: formatOmr(bounds.minimumGoal, language), max: formatOmr(bounds.maximumGoal, language) }) : t('hints.rials');
  return (
    <StepForm formRef={form.formRef} serverError={serverError}>
      <Stack gap={4}>
        <Card title={t('steps.fundraising-detail')} headingLevel={2}>
          <Stack gap={4}>
            <RadioGroup
              legend={t('fields.termsSlug')}
              name="termsSlug"
              required
              value={v.termsSlug}
              onChange={(value) => form.setValue('termsSlug', value)}
              options={(['equity', 'equity-with-dividends', 'debt'] as const).map((k) => ({ value: k, label: t(`types.${k}`) }))}
              error={err('termsSlug')}
            />
            <Grid min="14rem" gap={4}>
              <Select label={t('fields.equityCurrencyCode')} required options={[{ value: 'OMR', label: t('wizard.omr') }]} {...form.field('equityCurrencyCode')} error={err('equityCurrencyCode')} />
              <TextField label={t('fields.goal')} required hint={goalHint} {...rials} {...form.field('goal')} error={err('goal')} />
              <TextField label={t('fields.minimumRaise')} required hint={t('hints.minimumRaise')} {...rials} {...form.field('minimumRaise')} error={err('minimumRaise')} />
              <TextField label={t('fields.maximumRaise')} required hint={t('hints.maximumRaise')} {...rials} {...form.field('maximumRaise')} error={err('maximumRaise')} />
              <TextField label={t('fields.openDate')} required type="date" {...form.field('openDate')} error={dateErr('openDate')} />
              <TextField label={t('fields.openTime')} type="time" hint={t('hints.openTime')} {...form.field('openTime')} error={dateErr('openTime')} />
              <TextField label={t('fields.closeDate')} required type="date" hint={t('hints.closeDate')} {...form.field('closeDate')} error={err('closeDate')} />
              <TextField label={t('fields.timezone')} dir="ltr" hint={t('hints.timezone')} {...form.field('timezone')} error={dateErr('timezone')} />
              <Select label={t('fields.campaignStage')} required placeholder={t('wizard.choose')} options={opts(stages)} {...form.field('campaignStage')} error={err('campaignStage')} />
              <Select label={t('fields.investingRound')} required placeholder={t('wizard.choose')} options={opts(rounds)} {...form.field('investingRound')} error={err('investingRound')} />
              <Select label={t('fields.dealType')} placeholder={t('wizard.choose')} options={opts(dealTypes)} {...form.field('dealType')} error={err('dealType')} />
              <Select
                label={t('fields.repaymentMethod')}
                placeholder={t('wizard.choose')}
                options={['automatic', 'manual'].map((k) => ({ value: k, label: t(`repaymentMethods.${k}`) }))}
                {...form.field('repaymentMethod')}
                error={err('repaymentMethod')}
              />
            </Grid>
            <p className="campaign-muted" aria-live="polite">
              {opening.result
                ? opening.result.opened
                  ? t('hints.alreadyOpen', { when: formatDateTime(opening.result.opensAt, language) })
                  : t('hints.opensAt', { when: formatDateTime(opening.result.opensAt, language) })
                : null}
            </p>
            <RadioGroup
              legend={t('fields.investingType')}
              name="investingType"
              required
              value={v.investingType}
              onChange={(value) => form.setValue('investingType', value)}
              options={['fixed', 'flexible'].map((k) => ({ value: k, label: `${t(`investingTypes.${k}`)} — ${t(`investingTypeHelp.${k}`)}` }))}
              error={err('investingType')}
            />
            <RadioGroup
              legend={t('fields.campaignAccreditation')}
              name="campaignAccreditation"
              required
              value={v.campaignAccreditation}
              onChange={(value) => form.setValue('campaignAccreditation', value)}
              options={['accredited', 'both'].map((k) => ({ value: k, label: t(`accreditation.${k}`) }))}
              error={err('campaignAccreditation')}
            />
            <Grid min="14rem" gap={4}>
              <TextField label={t('fields.previouslyRaised')} {...rials} {...form.field('previouslyRaised')} error={err('previouslyRaised')} />
              <TextField label={t('fields.totalRevenue')} {...rials} {...form.field('totalRevenue')} error={err('totalRevenue')} />
            </Grid>
            <Checkbox label={t('fields.hasLeadInvestor')} {...form.checkbox('hasLeadInvestor')} />
          </Stack>
        </Card>

        <Card title={debt ? t('wizard.debtTerms') : t('wizard.equityTerms')} headingLevel={2}>
          <Grid min="14rem" gap={4}>
            {debt ? (
              <>
                <TextField label={t('fields.interestRate')} required hint={t('hints.percent')} dir="ltr" inputMode="decimal" {...form.field('interestRate')} error={err('interestRate')} />
                <TextField label={t('fields.interestRateMin')} {...percent} {...form.field('interestRateMin')} error={err('interestRateMin')} />
                <TextField label={t('fields.interestRateMax')} {...percent} {...form.field('interestRateMax')} error={err('interestRateMax')} />
                <Select label={t('fields.investFrequency')} required placeholder={t('wizard.choose')} options={FREQUENCIES.map((k) => ({ value: k, label: t(`frequencies.${k}`) }))} {...form.field('investFrequency')} error={err('investFrequency')} />
                <TextField label={t('fields.termLength')} required hint={t('hints.months')} dir="ltr" inputMode="numeric" {...form.field('termLength')} error={err('termLength')} />
                <TextField label={t('fields.termLengthMin')} {...months} {...form.field('termLengthMin')} error={err('termLengthMin')} />
                <TextField label={t('fields.termLengthMax')} {...months} {...form.field('termLengthMax')} error={err('termLengthMax')} />
                <TextField label={t('fields.gracePeriod')} hint={t('hints.months')} dir="ltr" inputMode="numeric" {...form.field('gracePeriod')} error={err('gracePeriod')} />
                <TextField label={t('fields.paybackStartDate')} type="date" {...form.field('paybackStartDate')} error={err('paybackStartDate')} />
                {v.termsSlug === 'equity-with-dividends' ? (
                  <TextField label={t('fields.distributionOfNetProfit')} hint={t('hints.percent')} dir="ltr" inputMode="decimal" {...form.field('distributionOfNetProfit')} error={err('distributionOfNetProfit')} />
                ) : null}
              </>
            ) : (
              <>
                <TextField label={t('fields.totalSharesOffered')} {...whole} {...form.field('totalSharesOffered')} error={err('totalSharesOffered')} />
                <TextField label={t('fields.minimumShares')} {...whole} {...form.field('minimumShares')} error={err('minimumShares')} />
                <TextField label={t('fields.maximumShares')} hint={t('hints.maximumShares')} {...whole} {...form.field('maximumShares')} error={nestedErr('maximumShares', 'maximumSharesMax')} />
                <TextField label={t('fields.availableShares')} required dir="ltr" inputMode="numeric" {...form.field('availableShares')} error={err('availableShares')} />
                <TextField label={t('fields.equityAvailable')} required hint={t('hints.percent')} dir="ltr" inputMode="decimal" {...form.field('equityAvailable')} error={err('equityAvailable')} />
                <TextField label={t('fields.equityAvailableMin')} {...percent} {...form.field('equityAvailableMin')} error={err('equityAvailableMin')} />
                <TextField label={t('fields.equityAvailableMax')} {...percent} {...form.field('equityAvailableMax')} error={err('equityAvailableMax')} />
                <TextField label={t('fields.pricePerShare')} hint={t('hints.rials')} {...rials} {...form.field('pricePerShare')} error={err('pricePerShare')} />
              </>
            )}
            {/* C4.8 asks debt campaigns for the valuation too: lenders read it as the company's size beside what it borrows. The range is equity's. */}
            <TextField label={t('fields.preMoneyValuation')} required hint={debt ? t('hints.debtValuation') : t('hints.rials')} {...rials} {...form.field('preMoneyValuation')} error={err('preMoneyValuation')} />
            {debt ? null : (
              <>
                <TextField label={t('fields.preMoneyValuationMin')} hint={t('hints.rials')} {...rials} {...form.field('preMoneyValuationMin')} error={err('preMoneyValuationMin')} />
                <TextField label={t('fields.preMoneyValuationMax')} hint={t('hints.rials')} {...rials} {...form.field('preMoneyValuationMax')} error={err('preMoneyValuationMax')} />
              </>
            )}
            <Select
              label={t('fields.siteFeeType')}
              placeholder={t('wizard.choose')}
              options={['fixed', 'percentage'].map((k) => ({ value: k, label: t(`siteFeeTypes.${k}`) }))}
              {...form.field('siteFeeType')}
              error={nestedErr('siteFeeType', 'siteFee.type', 'siteFee')}
            />
            <TextField
              label={t('fields.siteFeeValue')}
              hint={v.siteFeeType === 'percentage' ? t('hints.percent') : t('hints.rials')}
              dir="ltr"
              inputMode="decimal"
              {...form.field('siteFeeValue')}
              error={nestedErr('siteFeeValue', 'siteFee.value')}
            />
          </Grid>
        </Card>

        <Card title={t('wizard.convertibleNote')} headingLevel={2}>
          <Stack gap={4}>
            <p className="campaign-muted">{t('hints.convertibleNote')}</p>
            <Grid min="14rem" gap={4}>
              <TextField label={t('fields.maturityDate')} type="date" {...form.field('maturityDate')} error={nestedErr('maturityDate', 'convertibleNote.maturityDate')} />
              <TextField label={t('fields.purchaseValue')} hint={t('hints.rials')} {...rials} {...form.field('purchaseValue')} error={nestedErr('purchaseValue', 'convertibleNote.purchaseValue')} />
              <TextField label={t('fields.conversionTrigger')} {...form.field('conversionTrigger')} error={nestedErr('conversionTrigger', 'convertibleNote.conversionTrigger')} />
            </Grid>
            <TextArea label={t('fields.noteTerms')} rows={3} {...form.field('noteTerms')} error={nestedErr('noteTerms', 'convertibleNote.noteTerms', 'convertibleNote')} />
          </Stack>
        </Card>

        {!debt ? (
          <Card title={t('wizard.property')} headingLevel={2}>
            <Stack gap={4}>
              <Checkbox label={t('fields.hasPropertyInfo')} checked={v.hasPropertyInfo === '1'} onChange={(e) => form.setValue('hasPropertyInfo', e.target.checked ? '1' : '0')} />
              {v.hasPropertyInfo === '1' ? (
                <Grid min="14rem" gap={4}>
                  <TextField label={t('fields.propertyName')} required {...form.field('propertyName')} error={err('propertyName')} />
                  <TextField label={t('fields.propertyURL')} required type="url" dir="ltr" {...form.field('propertyURL')} error={err('propertyURL')} />
                  <TextField label={t('fields.propertyStreet')} required {...form.field('propertyStreet')} error={err('propertyStreet')} />
                  <TextField label={t('fields.propertyCity')} required {...form.field('propertyCity')} error={err('propertyCity')} />
                  <TextField label={t('fields.propertyState')} required {...form.field('propertyState')} error={err('propertyState')} />
                  <Select label={t('fields.propertyCountry')} required placeholder={t('wizard.choose')} options={(countries.data ?? []).map((c) => ({ value: c.key, label: c.name }))} {...form.field('propertyCountry')} error={err('propertyCountry')} />
                  <TextField label={t('fields.propertySize')} required hint={t('hints.sqft')} dir="ltr" inputMode="numeric" {...form.field('propertySize')} error={err('propertySize')} />
                  <TextField label={t('fields.plotSize')} required hint={t('hints.sqft')} dir="ltr" inputMode="numeric" {...form.field('plotSize')} error={err('plotSize')} />
                  <TextField label={t('fields.buildYear')} dir="ltr" inputMode="numeric" maxLength={4} {...form.field('buildYear')} error={err('buildYear')} />
                  <TextArea label={t('fields.propertyDetail')} required rows={3} {...form.field('propertyDetail')} error={err('propertyDetail')} />
                </Grid>
              ) : null}
            </Stack>
          </Card>
        ) : null}
        <StepActions onDraft={submitWith(false)} onContinue={submitWith(true)} submitting={form.submitting} />
      </Stack>
    </StepForm>
  );
}
