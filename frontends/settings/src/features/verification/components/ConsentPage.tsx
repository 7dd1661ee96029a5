import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError, useCurrentUser } from '@cf/api-client';
import { formatDate } from '@cf/i18n';
import {
  Alert,
  Button,
  buttonClass,
  Card,
  EMPTY_SIGNATURE,
  LoadError,
  ServerError,
  SignatureInput,
  signatureMissing,
  Spinner,
  Stack,
  TextField,
  useLanguage,
  useToast,
  type SignatureValue,
} from '@cf/ui';
import { useConsent, useConsentAgreement, useMyVerification, useVerificationWrite } from '../hooks';
import { CONSENT_LIMITS, verificationApi, type ConsentView } from '../verification-api';
import { VerificationLayout } from './VerificationLayout';
import { TextedCodeCard } from '../../../shared/TextedCodeCard';

const PHONE = /^\+?[0-9]{8,13}$/;

/**
 * `/otp-verification` (A2.20, A4.4, A5.8, A8.3, A8.4): after the four steps the investor reads the
 * consent agreement, signs it (typed, drawn or an image), and confirms the signature with the code
 * texted to their mobile (countdown, resend, change number, "Time expired"); the verification is
 * then sent for review. `/re-sign-account-consent-agreement` (A4.8) is the same page after a
 * reviewer rejected the signature: the reason, then a new signature.
 */
export default function ConsentPage({ reSign = false }: { reSign?: boolean }) {
  const { t } = useTranslation('settings');
  const verification = useMyVerification();
  const consent = useConsent();
  const [signAgain, setSignAgain] = useState(false);
  if (verification.isPending || consent.isPending) return <Spinner label={t('verification.loading')} />;
  if (verification.isError || consent.isError)
    return (
      <LoadError
        error={verification.error ?? consent.error}
        onRetry={() => void Promise.all([verification.refetch(), consent.refetch()])}
      />
    );
  const v = verification.data;
  const c = consent.data;
  const fourStepsDone = v.steps.personalDetails && v.steps.declarations && v.steps.suitability && v.steps.identityDocument;
  return (
    <VerificationLayout current="consent" verification={v}>
      <Stack gap={4}>
        {c.state === 'rejected' || (reSign && c.rejectReason) ? (
          <Alert tone="danger" title={t('verification.consent.rejectedTitle')}>
            <span dir="auto">{c.rejectReason}</span>
          </Alert>
        ) : null}
        {!fourStepsDone ? (
          <Alert tone="info" title={t('verification.consent.stepsFirst')}>
            <Link className={buttonClass('outline', 'sm')} to="/account-kyc-verification">
              {t('verification.backToOverview')}
            </Link>
          </Alert>
        ) : c.state === 'confirmed' ? (
          <Confirmed consent={c} />
        ) : c.state === 'awaiting-code' && !signAgain ? (
          <CodeForm consent={c} onSignAgain={() => setSignAgain(true)} />
        ) : (
          <>
            <Agreement />
            <SignForm reSign={reSign || c.state === 'rejected'} onSent={() => setSignAgain(false)} />
          </>
        )}
      </Stack>
    </VerificationLayout>
  );
}

function Agreement() {
  const { t } = useTranslation('settings');
  const agreement = useConsentAgreement();
  if (agreement.isPending) return <Spinner label={t('verification.loading')} />;
  if (agreement.isError && agreement.data === undefined) return <LoadError error={agreement.error} onRetry={() => void agreement.refetch()} />;
  const a = agreement.data;
  return (
    <Card title={a.title}>
      <div className="consent-agreement" tabIndex={0} role="region" aria-label={a.title}>
        <ul>
          {a.clauses.map((clause) => (
            <li key={clause}>{clause}</li>
          ))}
        </ul>
        <p className="settings-muted">{t('verification.consent.regulator', { decision: `\u2066${a.regulatorDecision}\u2069` })}</p>
        <p>
          <strong dir="auto">{a.investorName}</strong>
          {a.investorNameAr ? <span dir="rtl">{` · ${a.investorNameAr}`}</span> : null}
        </p>
      </div>
    </Card>
  );
}

function SignForm({ reSign, onSent }: { reSign: boolean; onSent: () => void }) {
  const { t } = useTranslation('settings');
  const { t: common } = useTranslation();
  const me = useCurrentUser();
  const [signature, setSignature] = useState<SignatureValue>(EMPTY_SIGNATURE);
  const [phone, setPhone] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ signature?: string; phone?: string }>({});
  const [serverError, setServerError] = useState<unknown>(null);
  const sign = useVerificationWrite(verificationApi.sign);
  const phoneValue = phone ?? (me.data as { phone?: string | null } | undefined)?.phone ?? '';

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (signatureMissing(signature)) next.signature = common('signature.required');
    if (!PHONE.test(phoneValue.replace(/[\s-]/g, ''))) next.phone = t('verification.consent.phoneInvalid');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setServerError(null);
    try {
      const phoneNumber = phoneValue.replace(/[\s-]/g, '');
      const { kind, text, image } = signature;
      await sign.mutateAsync({
        body: kind === 'typed' ? { kind, text: text.trim(), phone: phoneNumber } : { kind, image: image!, phone: phoneNumber },
        reSign,
      });
      onSent();
    } catch (error) {
      setServerError(error);
    }
  };
  const server = isApiError(serverError) ? serverError : null;
  const signatureError = errors.signature ?? server?.fieldMessage('text') ?? server?.fieldMessage('image');

  return (
    <Card title={reSign ? t('verification.consent.signAgainTitle') : t('verification.consent.signTitle')}>
      <form onSubmit={submit} noValidate className="settings-form">
        <Stack gap={4}>
          <p className="settings-muted">{t('verification.consent.signHelp')}</p>
          <ServerError titled error={serverError} />
          <SignatureInput
            value={signature}
            onChange={(value) => {
              setSignature(value);
              setErrors({});
            }}
            error={signatureError}
            typedMax={CONSENT_LIMITS.typedMax}
            imageMaxBytes={CONSENT_LIMITS.imageMaxBytes}
          />
          <TextField
            label={t('verification.consent.phone')}
            type="tel"
            dir="ltr"
            inputMode="tel"
            autoComplete="tel"
            required
            maxLength={16}
            value={phoneValue}
            hint={t('verification.consent.phoneHint')}
            onChange={(e) => setPhone(e.target.value)}
            error={errors.phone ?? server?.fieldMessage('phone')}
          />
          <div>
            <Button type="submit" loading={sign.isPending}>
              {t('verification.consent.signAndSend')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}

function CodeForm({ consent, onSignAgain }: { consent: ConsentView; onSignAgain: () => void }) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const navigate = useNavigate();
  const confirm = useVerificationWrite(async (value: string) => {
    await verificationApi.confirmCode(value);
    // Signed and confirmed: the verification goes to review at once (A4.4).
    return verificationApi.complete();
  });
  const resend = useVerificationWrite((to?: string) => verificationApi.resendCode(to));
  return (
    <TextedCodeCard
      phoneMasked={consent.phoneMasked}
      codeExpiresAt={consent.codeExpiresAt}
      resendAt={consent.resendAt}
      confirming={confirm.isPending}
      resending={resend.isPending}
      onSignAgain={onSignAgain}
      onResend={async (to) => void (await resend.mutateAsync(to))}
      onConfirm={async (code) => {
        await confirm.mutateAsync(code);
        toast.show({ tone: 'success', message: t('verification.submitted') });
        navigate('/account-kyc-verification');
      }}
    />
  );
}

function Confirmed({ consent }: { consent: ConsentView }) {
  const { t } = useTranslation('settings');
  const language = useLanguage();
  const [error, setError] = useState<unknown>(null);
  return (
    <Card title={t('verification.consent.confirmedTitle')}>
      <Stack gap={3}>
        <p>{t('verification.consent.confirmedOn', { date: formatDate(consent.confirmedAt!, language) })}</p>
        <ServerError error={error} />
        <div className="consent-actions">
          <Button variant="outline" onClick={() => verificationApi.downloadAgreement().catch(setError)}>
            {t('verification.consent.download')}
          </Button>
          <Link className={buttonClass()} to="/account-kyc-verification">
            {t('verification.backToOverview')}
          </Link>
        </div>
      </Stack>
    </Card>
  );
}
