import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '@cf/api-client';
import { baisaToDecimalString, parseOmrInput } from '@cf/i18n';
import { Button, Card, Checkbox, Select, ServerError, Spinner, Stack, TextArea, TextField, useForm } from '@cf/ui';
import { useMyVerification, useVerificationWrite } from '../hooks';
import { verificationApi, type DeclarationsInput, type VerificationView } from '../verification-api';
import { VerificationLayout } from './VerificationLayout';

type Values = {
  fatcaSubject: string;
  usPerson: string;
  politicallyExposed: string;
  netAssets: string;
  annualIncome: string;
  jointIncome: string;
  sourceOfWealth: string;
  accuracyAgreement: boolean;
};
type Errors = Partial<Record<keyof Values, string>>;

const amount = (value: number | undefined) => (value === undefined ? '' : baisaToDecimalString(value));

/**
 * `/account-verification-declarations`, step 2 (A3.9, A5.12, A5.14): FATCA, US person, politically
 * exposed person, and the figures the investor class is worked out from.
 */
export default function DeclarationsPage() {
  const { t } = useTranslation('settings');
  const verification = useMyVerification();
  if (verification.isPending) return <Spinner label={t('verification.loading')} />;
  return (
    <VerificationLayout current="declarations" verification={verification.data}>
      <DeclarationsForm verification={verification.data ?? null} />
    </VerificationLayout>
  );
}

function DeclarationsForm({ verification }: { verification: VerificationView | null }) {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<unknown>(null);
  const save = useVerificationWrite((body: DeclarationsInput) => verificationApi.saveDeclarations(body));
  const d = verification?.declarations;
  const required = t('verification.required');
  const form = useForm<Values, Errors>({
    initialValues: {
      fatcaSubject: d ? 'no' : '',
      usPerson: d?.usPerson ?? '',
      politicallyExposed: d?.politicallyExposed ?? '',
      netAssets: amount(d?.netAssets),
      annualIncome: amount(d?.annualIncome),
      jointIncome: amount(d?.jointIncome),
      sourceOfWealth: d?.sourceOfWealth ?? '',
      accuracyAgreement: false,
    },
    validate: (v) => {
      const errors: Errors = {};
      for (const name of ['fatcaSubject', 'usPerson', 'politicallyExposed'] as const) if (!v[name]) errors[name] = required;
      for (const name of ['netAssets', 'annualIncome'] as const) if (parseOmrInput(v[name]) === null) errors[name] = t('verification.amountInvalid');
      if (v.jointIncome.trim() && parseOmrInput(v.jointIncome) === null) errors.jointIncome = t('verification.amountInvalid');
      if (!v.sourceOfWealth.trim()) errors.sourceOfWealth = required;
      if (!v.accuracyAgreement) errors.accuracyAgreement = t('verification.accuracyRequired');
      return errors;
    },
    onSubmit: async (v) => {
      setServerError(null);
      try {
        await save.mutateAsync({
          fatcaSubject: v.fatcaSubject as 'yes' | 'no',
          usPerson: v.usPerson as 'yes' | 'no',
          politicallyExposed: v.politicallyExposed as 'yes' | 'no',
          netAssets: Number(parseOmrInput(v.netAssets)),
          annualIncome: Number(parseOmrInput(v.annualIncome)),
          jointIncome: v.jointIncome.trim() ? Number(parseOmrInput(v.jointIncome)) : undefined,
          sourceOfWealth: v.sourceOfWealth.trim(),
          accuracyAgreement: v.accuracyAgreement,
        });
        navigate('/account-verification-suitability-test');
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
  return (
    <Card title={t('verification.steps.declarations')}>
      <form ref={form.formRef} onSubmit={form.handleSubmit} noValidate className="settings-form">
        <Stack gap={4}>
          <ServerError titled error={serverError} />
          <Select label={t('verification.fatcaSubject')} hint={t('verification.fatcaHint')} required placeholder={t('verification.choose')} options={yesNo} {...form.field('fatcaSubject')} error={error('fatcaSubject')} />
          <Select label={t('verification.usPerson')} required placeholder={t('verification.choose')} options={yesNo} {...form.field('usPerson')} error={error('usPerson')} />
          <Select label={t('verification.politicallyExposed')} hint={t('verification.pepHint')} required placeholder={t('verification.choose')} options={yesNo} {...form.field('politicallyExposed')} error={error('politicallyExposed')} />
          <TextField label={t('verification.netAssets')} hint={t('verification.netAssetsHint')} inputMode="decimal" required {...form.field('netAssets')} error={error('netAssets')} />
          <TextField label={t('verification.annualIncome')} inputMode="decimal" required {...form.field('annualIncome')} error={error('annualIncome')} />
          <TextField label={t('verification.jointIncome')} hint={t('verification.jointIncomeHint')} inputMode="decimal" {...form.field('jointIncome')} error={error('jointIncome')} />
          <TextArea label={t('verification.sourceOfWealth')} required maxLength={500} rows={3} {...form.field('sourceOfWealth')} error={error('sourceOfWealth')} />
          <Checkbox label={t('verification.accuracyAgreement')} {...form.checkbox('accuracyAgreement')} error={error('accuracyAgreement')} />
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
