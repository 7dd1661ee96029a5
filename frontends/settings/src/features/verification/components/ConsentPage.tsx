import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError, useCurrentUser } from '@cf/api-client';
import { formatDate, formatInteger } from '@cf/i18n';
import { Alert, Button, buttonClass, Card, LoadError, ServerError, Spinner, Stack, Tabs, TextField, useLanguage, useToast } from '@cf/ui';
import { readAsDataUrl } from '../../../shared/read-as-data-url';
import { useConsent, useConsentAgreement, useMyVerification, useVerificationWrite } from '../hooks';
import { CONSENT_LIMITS, verificationApi, type ConsentView, type SignatureKind } from '../verification-api';
import { SignaturePadField } from './SignaturePadField';
import { VerificationLayout } from './VerificationLayout';

const PHONE = /^\+?[0-9]{8,13}$/;
const CODE = /^[0-9]{6}$/;

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
  if (verification.isError || consent.isError) return <LoadError error={verification.error ?? consent.error} onRetry={() => void Promise.all([verification.refetch(), consent.refetch()])} />;
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
  if (agreement.isError) return <LoadError error={agreement.error} onRetry={() => void agreement.refetch()} />;
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
  const language = useLanguage();
  const me = useCurrentUser();
  const [kind, setKind] = useState<SignatureKind>('typed');
  const [text, setText] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const [phone, setPhone] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ signature?: string; phone?: string }>({});
  const [serverError, setServerError] = useState<unknown>(null);
  const sign = useVerificationWrite(verificationApi.sign);
  const phoneValue = phone ?? (me.data as { phone?: string | null } | undefined)?.phone ?? '';

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (kind === 'typed' && !text.trim()) next.signature = t('verification.consent.signatureRequired');
    if (kind !== 'typed' && !image) next.signature = t('verification.consent.signatureRequired');
    if (!PHONE.test(phoneValue.replace(/[\s-]/g, ''))) next.phone = t('verification.consent.phoneInvalid');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setServerError(null);
    try {
      const phoneNumber = phoneValue.replace(/[\s-]/g, '');
      await sign.mutateAsync({ body: kind === 'typed' ? { kind, text: text.trim(), phone: phoneNumber } : { kind, image: image!, phone: phoneNumber }, reSign });
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
          <Tabs
            label={t('verification.consent.howToSign')}
            value={kind}
            onValueChange={(value) => {
              setKind(value as SignatureKind);
              setImage(null);
              setErrors({});
            }}
            items={[
              {
                value: 'typed',
                label: t('verification.consent.kinds.typed'),
                content: (
                  <TextField
                    label={t('verification.consent.typedLabel')}
                    value={text}
                    maxLength={CONSENT_LIMITS.typedMax}
                    autoComplete="name"
                    dir="auto"
                    hint={t('verification.consent.typedHint', { left: formatInteger(CONSENT_LIMITS.typedMax - text.length, language), max: formatInteger(CONSENT_LIMITS.typedMax, language) })}
                    onChange={(e) => setText(e.target.value)}
                    error={kind === 'typed' ? signatureError : undefined}
                  />
                ),
              },
              { value: 'drawn', label: t('verification.consent.kinds.drawn'), content: <SignaturePadField label={t('verification.consent.drawLabel')} onChange={setImage} /> },
              {
                value: 'image',
                label: t('verification.consent.kinds.image'),
                content: (
                  <div className="verification-picture">
                    {image && kind === 'image' ? <img src={image} alt={t('verification.consent.kinds.image')} className="signature-preview" /> : null}
                    <input
                      id="signature-image"
                      className="cf-visually-hidden verification-file"
                      type="file"
                      accept="image/png,image/jpeg"
                      aria-label={t('verification.consent.imageLabel')}
                      onChange={async (event) => {
                        const file = event.target.files?.[0];
                        event.target.value = '';
                        if (!file) return;
                        if (file.size >= CONSENT_LIMITS.imageMaxBytes) {
                          setErrors({ signature: t('verification.consent.imageTooLarge') });
                          return;
                        }
                        setErrors({});
                        setImage(await readAsDataUrl(file));
                      }}
                    />
                    <label htmlFor="signature-image" className={buttonClass('outline', 'sm')} aria-hidden="true">
                      {image ? t('verification.documents.replacePicture') : t('verification.documents.choosePicture')}
                    </label>
                    <p className="settings-muted">{t('verification.consent.imageHint')}</p>
                  </div>
                ),
              },
            ]}
          />
          {kind !== 'typed' && signatureError ? (
            <p className="cf-field__error" role="alert">
              {signatureError}
            </p>
          ) : null}
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

/** Seconds left until `iso` (0 once past), ticking every second. */
function useSecondsUntil(iso: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return iso ? Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000)) : 0;
}

function CodeForm({ consent, onSignAgain }: { consent: ConsentView; onSignAgain: () => void }) {
  const { t } = useTranslation('settings');
  const language = useLanguage();
  const toast = useToast();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [changing, setChanging] = useState(false);
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<unknown>(null);
  const confirm = useVerificationWrite(async (value: string) => {
    await verificationApi.confirmCode(value);
    // Signed and confirmed: the verification goes to review at once (A4.4).
    return verificationApi.complete();
  });
  const resend = useVerificationWrite((to?: string) => verificationApi.resendCode(to));
  const left = useSecondsUntil(consent.codeExpiresAt);
  const resendIn = useSecondsUntil(consent.resendAt);
  const expired = left === 0;
  const clock = `${formatInteger(Math.floor(left / 60), language)}:${formatInteger(left % 60, language).padStart(2, formatInteger(0, language))}`;

  const send = async (to?: string) => {
    setServerError(null);
    try {
      await resend.mutateAsync(to);
      setCode('');
      setChanging(false);
      toast.show({ tone: 'success', message: t('verification.consent.codeSent') });
    } catch (error) {
      setServerError(error);
    }
  };

  return (
    <Card title={t('verification.consent.codeTitle')}>
      <Stack gap={4}>
        {/* bdi: the masked number stays one left-to-right run after an Arabic sentence. */}
        <p>
          {t('verification.consent.codeSentTo')} <bdi dir="ltr">{consent.phoneMasked}</bdi>
        </p>
        <ServerError titled error={serverError} />
        {expired ? (
          <Alert tone="danger" title={t('verification.consent.timeExpired')}>
            {t('verification.consent.timeExpiredHelp')}
          </Alert>
        ) : (
          <p className="consent-countdown" aria-live="off">
            {t('verification.consent.timeLeft')} <span dir="ltr">{clock}</span>
          </p>
        )}
        {!expired ? (
          <form
            noValidate
            className="settings-form"
            onSubmit={async (event) => {
              event.preventDefault();
              if (!CODE.test(code.trim())) {
                setCodeError(t('verification.consent.codeInvalid'));
                return;
              }
              setCodeError(undefined);
              setServerError(null);
              try {
                await confirm.mutateAsync(code.trim());
                toast.show({ tone: 'success', message: t('verification.submitted') });
                navigate('/account-kyc-verification');
              } catch (error) {
                setServerError(error);
              }
            }}
          >
            <Stack gap={3}>
              <TextField
                label={t('verification.consent.code')}
                value={code}
                inputMode="numeric"
                autoComplete="one-time-code"
                dir="ltr"
                maxLength={6}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
                error={codeError}
              />
              <div>
                <Button type="submit" loading={confirm.isPending}>
                  {t('verification.consent.confirm')}
                </Button>
              </div>
            </Stack>
          </form>
        ) : null}
        <div className="consent-actions">
          <Button variant="outline" size="sm" disabled={resendIn > 0 || resend.isPending} onClick={() => void send()}>
            {resendIn > 0 ? t('verification.consent.resendIn', { seconds: formatInteger(resendIn, language) }) : t('verification.consent.resend')}
          </Button>
          <Button variant="outline" size="sm" aria-expanded={changing} onClick={() => setChanging(!changing)}>
            {t('verification.consent.changeNumber')}
          </Button>
          <Button variant="ghost" size="sm" onClick={onSignAgain}>
            {t('verification.consent.changeSignature')}
          </Button>
        </div>
        {changing ? (
          <form
            noValidate
            className="settings-form"
            onSubmit={(event) => {
              event.preventDefault();
              const to = phone.replace(/[\s-]/g, '');
              if (!PHONE.test(to)) {
                setPhoneError(t('verification.consent.phoneInvalid'));
                return;
              }
              setPhoneError(undefined);
              void send(to);
            }}
          >
            <Stack gap={3}>
              {/* A8.4: an Omani mobile number is tied to the civil ID; the police update it. */}
              <Alert tone="info">{t('verification.consent.omanPhoneNotice')}</Alert>
              <TextField label={t('verification.consent.newPhone')} type="tel" dir="ltr" inputMode="tel" autoComplete="tel" maxLength={16} value={phone} onChange={(e) => setPhone(e.target.value)} error={phoneError} />
              <div>
                <Button type="submit" size="sm" loading={resend.isPending} disabled={resendIn > 0}>
                  {t('verification.consent.sendToNewNumber')}
                </Button>
              </div>
            </Stack>
          </form>
        ) : null}
      </Stack>
    </Card>
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
