import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@cf/api-client';
import { baisaToDecimalString, parseOmrInput } from '@cf/i18n';
import { Alert, Button, Card, Checkbox, Grid, LoadError, Select, ServerError, Spinner, Stack, TextField, useForm, useToast } from '@cf/ui';
import { useInvestorAccount, useVerificationWrite } from '../hooks';
import { ACCREDITATION_VERIFICATION_TYPES, INVESTOR_ACCOUNT_LIMITS, isAdultOn, isCalendarDay, marketDay, verificationApi, type InvestorAccountInput, type InvestorAccountView } from '../verification-api';

type Values = {
  yearlyIncome: string;
  netWorth: string;
  spouseIncomeIncluded: string;
  spouseFirstName: string;
  spouseLastName: string;
  investedLast12Months: string;
  amountInvestedLast12Months: string;
  jobTitle: string;
  jobIndustry: string;
  dateOfBirth: string;
  ssn: string;
  accreditedDeclaration: boolean;
  verificationType: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
};
type Errors = Partial<Record<keyof Values, string>>;
const SPOUSE_NAME = /^[A-Za-z]+(?:[ '-][A-Za-z]+)*$/;
const amount = (value: number | undefined) => (value === undefined ? '' : baisaToDecimalString(value));

/** The US-style accredited investor account (A3.10, A5.6): the figures, the declaration, how it is verified. */
export function AccreditedAccountForm() {
  const { t } = useTranslation('settings');
  const account = useInvestorAccount();
  if (account.isPending) return <Spinner label={t('verification.loading')} />;
  if (account.isError && account.data === undefined) return <LoadError error={account.error} onRetry={() => void account.refetch()} />;
  return <Form saved={account.data} />;
}

function Form({ saved }: { saved: InvestorAccountView | null }) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const [serverError, setServerError] = useState<unknown>(null);
  const save = useVerificationWrite((body: InvestorAccountInput) => verificationApi.saveInvestorAccount(body));
  const a = (key: string) => t(`verification.accredited.${key}`);
  const required = t('verification.required');
  const form = useForm<Values, Errors>({
    initialValues: {
      yearlyIncome: amount(saved?.yearlyIncome),
      netWorth: amount(saved?.netWorth),
      spouseIncomeIncluded: saved?.spouseIncomeIncluded ?? '',
      spouseFirstName: saved?.spouseFirstName ?? '',
      spouseLastName: saved?.spouseLastName ?? '',
      investedLast12Months: saved?.investedLast12Months ?? '',
      amountInvestedLast12Months: amount(saved?.amountInvestedLast12Months),
      jobTitle: saved?.jobTitle ?? '',
      jobIndustry: saved?.jobIndustry ?? '',
      dateOfBirth: saved?.dateOfBirth ?? '',
      // The SSN is never sent back: it is typed again to change anything.
      ssn: '',
      accreditedDeclaration: false,
      verificationType: saved?.verificationType ?? '',
      address: saved?.address ?? '',
      city: saved?.city ?? '',
      state: saved?.state ?? '',
      postalCode: saved?.postalCode ?? '',
      country: saved?.country ?? '',
    },
    validate: (v) => {
      const errors: Errors = {};
      for (const name of ['spouseIncomeIncluded', 'investedLast12Months', 'jobTitle', 'jobIndustry', 'dateOfBirth', 'ssn', 'verificationType', 'address', 'city', 'state', 'postalCode', 'country'] as const)
        if (!v[name].trim()) errors[name] = required;
      for (const name of ['yearlyIncome', 'netWorth'] as const) if (parseOmrInput(v[name]) === null) errors[name] = t('verification.amountInvalid');
      if (v.investedLast12Months === 'yes' && parseOmrInput(v.amountInvestedLast12Months) === null) errors.amountInvestedLast12Months = t('verification.amountInvalid');
      if (v.spouseIncomeIncluded === 'yes')
        for (const name of ['spouseFirstName', 'spouseLastName'] as const)
          if (!SPOUSE_NAME.test(v[name].trim())) errors[name] = a('spouseNameInvalid');
      // The service's own rule (an adult on today's date in Muscat), said before the form is sent.
      if (isCalendarDay(v.dateOfBirth) && !isAdultOn(v.dateOfBirth, marketDay(new Date()))) errors.dateOfBirth = a('notAnAdult');
      if (v.ssn.trim() && !/^\d{3}-?\d{2}-?\d{4}$/.test(v.ssn.trim())) errors.ssn = a('ssnInvalid');
      if (v.postalCode.trim().length > INVESTOR_ACCOUNT_LIMITS.postalCodeMax) errors.postalCode = a('postalCodeInvalid');
      if (!v.accreditedDeclaration) errors.accreditedDeclaration = a('declarationRequired');
      return errors;
    },
    onSubmit: async (v) => {
      setServerError(null);
      const spouse = v.spouseIncomeIncluded === 'yes';
      const invested = v.investedLast12Months === 'yes';
      try {
        await save.mutateAsync({
          yearlyIncome: Number(parseOmrInput(v.yearlyIncome)),
          netWorth: Number(parseOmrInput(v.netWorth)),
          spouseIncomeIncluded: v.spouseIncomeIncluded as 'yes' | 'no',
          spouseFirstName: spouse ? v.spouseFirstName.trim() : undefined,
          spouseLastName: spouse ? v.spouseLastName.trim() : undefined,
          investedLast12Months: v.investedLast12Months as 'yes' | 'no',
          amountInvestedLast12Months: invested ? Number(parseOmrInput(v.amountInvestedLast12Months)) : undefined,
          jobTitle: v.jobTitle.trim(),
          jobIndustry: v.jobIndustry.trim(),
          dateOfBirth: v.dateOfBirth,
          ssn: v.ssn.trim(),
          accreditedDeclaration: true,
          verificationType: v.verificationType as 'phone-call' | 'letter',
          address: v.address.trim(),
          city: v.city.trim(),
          state: v.state.trim(),
          postalCode: v.postalCode.trim(),
          country: v.country.trim(),
        });
        toast.show({ tone: 'success', message: a('saved') });
      } catch (error) {
        setServerError(error);
      }
    },
  });
  const server = isApiError(serverError) ? serverError : null;
  const error = (name: keyof Values) => form.errors[name] ?? server?.fieldMessage(name);
  const yesNo = [
    { value: 'yes', label: t('verification.yes') },
    { value: 'no', label: t('verification.no') },
  ];
  const values = form.values;
  return (
    <Card title={a('title')}>
      <form ref={form.formRef} onSubmit={form.handleSubmit} noValidate className="settings-form">
        <Stack gap={4}>
          <p className="settings-muted">{a('intro')}</p>
          {saved ? <p>{t(`verification.accredited.basis.${saved.accreditedBasis}`)}</p> : null}
          {saved ? (
            // A4.3: under review in the info colour, approved in success, declined in danger with its reason.
            <Alert tone={saved.reviewStatus === 'approved' ? 'success' : saved.reviewStatus === 'declined' ? 'danger' : 'info'} title={a(`review.${saved.reviewStatus}`)}>
              {saved.reviewStatus === 'declined' && saved.reviewReason ? <p dir="auto">{saved.reviewReason}</p> : <p>{a(`review.${saved.reviewStatus}Help`)}</p>}
            </Alert>
          ) : null}
          <ServerError titled error={serverError} />
          <Grid min="14rem" gap={3}>
            <TextField label={a('yearlyIncome')} inputMode="decimal" required {...form.field('yearlyIncome')} error={error('yearlyIncome')} />
            <TextField label={a('netWorth')} inputMode="decimal" required {...form.field('netWorth')} error={error('netWorth')} />
          </Grid>
          <Select label={a('spouseIncomeIncluded')} required placeholder={t('verification.choose')} options={yesNo} {...form.field('spouseIncomeIncluded')} error={error('spouseIncomeIncluded')} />
          {values.spouseIncomeIncluded === 'yes' ? (
            <Grid min="14rem" gap={3}>
              <TextField label={a('spouseFirstName')} required dir="ltr" maxLength={40} {...form.field('spouseFirstName')} error={error('spouseFirstName')} />
              <TextField label={a('spouseLastName')} required dir="ltr" maxLength={40} {...form.field('spouseLastName')} error={error('spouseLastName')} />
            </Grid>
          ) : null}
          <Select label={a('investedLast12Months')} required placeholder={t('verification.choose')} options={yesNo} {...form.field('investedLast12Months')} error={error('investedLast12Months')} />
          {values.investedLast12Months === 'yes' ? <TextField label={a('amountInvestedLast12Months')} inputMode="decimal" required {...form.field('amountInvestedLast12Months')} error={error('amountInvestedLast12Months')} /> : null}
          <Grid min="14rem" gap={3}>
            <TextField label={a('jobTitle')} required maxLength={120} {...form.field('jobTitle')} error={error('jobTitle')} />
            <TextField label={a('jobIndustry')} required maxLength={120} {...form.field('jobIndustry')} error={error('jobIndustry')} />
            <TextField label={a('dateOfBirth')} type="date" required {...form.field('dateOfBirth')} error={error('dateOfBirth')} />
            <TextField
              label={a('ssn')}
              required
              dir="ltr"
              autoComplete="off"
              inputMode="numeric"
              maxLength={11}
              hint={saved ? t('verification.accredited.ssnOnFile', { ssn: saved.ssnMasked }) : a('ssnHint')}
              {...form.field('ssn')}
              error={error('ssn')}
            />
          </Grid>
          <Grid min="14rem" gap={3}>
            <TextField label={a('address')} required maxLength={120} {...form.field('address')} error={error('address')} />
            <TextField label={a('city')} required maxLength={60} {...form.field('city')} error={error('city')} />
            <TextField label={a('state')} required maxLength={60} {...form.field('state')} error={error('state')} />
            <TextField label={a('postalCode')} required dir="ltr" maxLength={INVESTOR_ACCOUNT_LIMITS.postalCodeMax} {...form.field('postalCode')} error={error('postalCode')} />
            <TextField label={a('country')} required maxLength={60} {...form.field('country')} error={error('country')} />
          </Grid>
          <Select
            label={a('verificationType')}
            required
            placeholder={t('verification.choose')}
            options={ACCREDITATION_VERIFICATION_TYPES.map((type) => ({ value: type, label: a(`verificationTypes.${type}`) }))}
            {...form.field('verificationType')}
            error={error('verificationType')}
          />
          <Checkbox label={a('declaration')} {...form.checkbox('accreditedDeclaration')} error={error('accreditedDeclaration')} />
          <div>
            <Button type="submit" loading={form.submitting}>
              {a('save')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
