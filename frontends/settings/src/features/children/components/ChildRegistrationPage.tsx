import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError, useCurrentUser } from '@cf/api-client';
import { formatDate } from '@cf/i18n';
import {
  Alert,
  Badge,
  Button,
  buttonClass,
  Card,
  EMPTY_SIGNATURE,
  Grid,
  LoadError,
  Select,
  ServerError,
  SignatureInput,
  signatureMissing,
  Spinner,
  Stack,
  TextField,
  useForm,
  useLanguage,
  useToast,
  type SignatureValue,
} from '@cf/ui';
import { readAsDataUrl } from '../../../shared/read-as-data-url';
import { SettingsPage } from '../../../shared/SettingsPage';
import {
  ADULT_AGE,
  ageOn,
  CHILD_REGISTRATION_LIMITS,
  childrenApi,
  CONSENT_LIMITS,
  DOCUMENT_TYPES,
  GUARDIAN_TYPES,
  isCalendarDay,
  marketDay,
  RELATIONSHIP_DOCUMENT_TYPES,
  useChildAgreement,
  useChildRegistration,
  useChildWrite,
  useGuardianEkyc,
  VERIFICATION_STATUS_TONE,
  type ChildDocumentSlot,
  type ChildRegistrationInput,
  type ChildRegistrationView,
  type GuardianEkycView,
} from '../children-api';
import { NotYet } from './ChildrenListPage';
import { TextedCodeCard } from '../../../shared/TextedCodeCard';
import { ChildWalletCard } from './ChildWalletCard';

const PHONE = /^\+?[0-9]{8,13}$/;
const ENGLISH = /^[A-Za-z]+(?:[ '-][A-Za-z]+)*$/;
const ARABIC = /^[\u0600-\u06FF]+(?: [\u0600-\u06FF]+)*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Values = Record<keyof Omit<ChildRegistrationInput, never>, string>;
type Errors = Partial<Record<keyof Values, string>>;

/**
 * `/children-registration` (a new child) and `/children-registration/{id}` (A2.21, A3.14, A4.4,
 * A4.5): the registration's fields, its pictures, then the agreement signed and confirmed with the
 * texted code; once confirmed it is under review and shown read-only with its status (A4.3).
 * `/re-sign-child-registration-agreement/{id}` (A4.9) is the same page after a reviewer rejected
 * the signature: the reason, then a new signature.
 */
export default function ChildRegistrationPage() {
  const { t } = useTranslation('settings');
  const language = useLanguage();
  const { id = null } = useParams();
  const ekyc = useGuardianEkyc();
  const registration = useChildRegistration(id);
  if (ekyc.isPending || (id !== null && registration.isPending)) return <Spinner label={t('children.loading')} />;
  if (ekyc.isError && ekyc.data === undefined) return <LoadError error={ekyc.error} onRetry={() => void ekyc.refetch()} />;
  if (id !== null && registration.isError && registration.data === undefined) return <LoadError error={registration.error} onRetry={() => void registration.refetch()} />;
  const child = id !== null ? registration.data! : null;
  const childName = child ? (language === 'ar' ? `${child.childFirstNameAr} ${child.childLastNameAr}` : `${child.childFirstName} ${child.childLastName}`) : '';
  const editable = child === null || (child.status === 'UNDER-PROCESS' && child.signatureState !== 'confirmed');
  return (
    <SettingsPage
      title={child ? t('children.registrationOf', { name: childName }) : t('children.newTitle')}
      description={child ? undefined : t('children.newIntro')}
      actions={
        <Link className={buttonClass('outline', 'sm')} to="/children-list">
          {t('children.backToList')}
        </Link>
      }
    >
      <Stack gap={4}>
        {child ? <StatusCard child={child} /> : null}
        {child === null && !ekyc.data.allowed ? (
          <NotYet ekyc={ekyc.data} />
        ) : editable ? (
          <>
            <DetailsForm child={child} ekyc={ekyc.data} />
            {child ? <Pictures child={child} /> : null}
            {child && child.missing.length === 0 ? <Signing child={child} /> : null}
          </>
        ) : (
          <>
            {child!.status === 'ACCEPTED' && child!.age < ADULT_AGE ? <ChildWalletCard child={child!} /> : null}
            <Summary child={child!} />
          </>
        )}
      </Stack>
    </SettingsPage>
  );
}

function StatusCard({ child }: { child: ChildRegistrationView }) {
  const { t } = useTranslation('settings');
  const language = useLanguage();
  const [error, setError] = useState<unknown>(null);
  return (
    <Card>
      <Stack gap={3}>
        <p>
          {t('children.statusLabel')} <Badge tone={VERIFICATION_STATUS_TONE[child.status]}>{t(`verification.status.${child.status}`)}</Badge>
        </p>
        {child.signatureRejectReason ? (
          <Alert tone="danger" title={t('children.signatureRejectedTitle')}>
            <span dir="auto">{child.signatureRejectReason}</span>
          </Alert>
        ) : null}
        {child.status === 'DECLINED' && child.declineReason ? (
          <Alert tone="danger" title={t('children.declinedTitle')}>
            <span dir="auto">{child.declineReason}</span>
          </Alert>
        ) : null}
        {child.status === 'UNDER-REVIEW' ? <p className="settings-muted">{t('children.underReviewHelp')}</p> : null}
        {child.status === 'ACCEPTED' ? <p>{t('children.acceptedHelp', { date: formatDate(`${child.adultOn}T00:00:00Z`, language) })}</p> : null}
        {child.signedAt ? (
          <div>
            <ServerError error={error} />
            <Button variant="outline" size="sm" onClick={() => childrenApi.download(child.id).catch(setError)}>
              {t('children.downloadAgreement')}
            </Button>
          </div>
        ) : null}
      </Stack>
    </Card>
  );
}

function DetailsForm({ child, ekyc }: { child: ChildRegistrationView | null; ekyc: GuardianEkycView }) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const navigate = useNavigate();
  const me = useCurrentUser();
  const [serverError, setServerError] = useState<unknown>(null);
  const save = useChildWrite(childrenApi.save);
  const required = t('verification.required');
  const user = me.data as { email?: string; phone?: string | null } | undefined;
  const form = useForm<Values, Errors>({
    initialValues: {
      accountHolderName: child?.accountHolderName ?? ekyc.guardianFullName ?? '',
      guardianType: child?.guardianType ?? '',
      guardianFullName: child?.guardianFullName ?? ekyc.guardianFullName ?? '',
      guardianFullNameAr: child?.guardianFullNameAr ?? ekyc.guardianFullNameAr ?? '',
      guardianEmail: child?.guardianEmail ?? user?.email ?? '',
      guardianPhone: child?.guardianPhone ?? user?.phone ?? '',
      guardianDocumentType: child?.guardianDocumentType ?? ekyc.guardianDocumentType ?? '',
      relationshipDocumentType: child?.relationshipDocumentType ?? '',
      // Numbers on file are masked: the guardian types them again to change the details.
      birthCertificateNumber: '',
      childEmail: child?.childEmail ?? '',
      childFirstName: child?.childFirstName ?? '',
      childMiddleName: child?.childMiddleName ?? '',
      childLastName: child?.childLastName ?? '',
      childFirstNameAr: child?.childFirstNameAr ?? '',
      childMiddleNameAr: child?.childMiddleNameAr ?? '',
      childLastNameAr: child?.childLastNameAr ?? '',
      dateOfBirth: child?.dateOfBirth ?? '',
      gender: child?.gender ?? '',
      nationalId: '',
      referenceId: child?.referenceId ?? '',
      motherIdType: child?.motherIdType ?? '',
      motherIdNumber: '',
    },
    validate: (v) => {
      const errors: Errors = {};
      for (const name of ['accountHolderName', 'guardianType', 'guardianFullName', 'guardianFullNameAr', 'guardianEmail', 'guardianPhone', 'guardianDocumentType', 'relationshipDocumentType', 'birthCertificateNumber', 'childFirstName', 'childLastName', 'childFirstNameAr', 'childLastNameAr', 'dateOfBirth', 'gender', 'nationalId', 'motherIdType', 'motherIdNumber'] as const)
        if (!v[name].trim()) errors[name] = required;
      for (const name of ['guardianFullName', 'childFirstName', 'childMiddleName', 'childLastName'] as const) if (v[name].trim() && !ENGLISH.test(v[name].trim())) errors[name] = t('children.englishOnly');
      for (const name of ['guardianFullNameAr', 'childFirstNameAr', 'childMiddleNameAr', 'childLastNameAr'] as const) if (v[name].trim() && !ARABIC.test(v[name].trim())) errors[name] = t('children.arabicOnly');
      for (const name of ['guardianEmail', 'childEmail'] as const) if (v[name].trim() && !EMAIL.test(v[name].trim())) errors[name] = t('children.emailInvalid');
      if (v.guardianPhone.trim() && !PHONE.test(v.guardianPhone.replace(/[\s-]/g, ''))) errors.guardianPhone = t('verification.consent.phoneInvalid');
      for (const name of ['birthCertificateNumber', 'nationalId', 'motherIdNumber'] as const)
        if (v[name].trim() && !CHILD_REGISTRATION_LIMITS.numberPattern.test(v[name].trim())) errors[name] = t('children.numberInvalid');
      if (v.dateOfBirth && !isCalendarDay(v.dateOfBirth)) errors.dateOfBirth = t('children.dateInvalid');
      else if (v.dateOfBirth) {
        const today = marketDay(new Date());
        if (v.dateOfBirth > today) errors.dateOfBirth = t('children.bornInFuture');
        else if (ageOn(v.dateOfBirth, today) >= ADULT_AGE) errors.dateOfBirth = t('children.notAMinor');
      }
      if (v.guardianType === 'legal-guardian' && v.relationshipDocumentType && v.relationshipDocumentType !== 'guardianship-document') errors.relationshipDocumentType = t('children.guardianshipRequired');
      return errors;
    },
    onSubmit: async (v) => {
      setServerError(null);
      const text = (value: string) => value.trim() || undefined;
      try {
        const saved = await save.mutateAsync({
          id: child?.id ?? null,
          body: {
            accountHolderName: v.accountHolderName.trim(),
            guardianType: v.guardianType as ChildRegistrationInput['guardianType'],
            guardianFullName: v.guardianFullName.trim(),
            guardianFullNameAr: v.guardianFullNameAr.trim(),
            guardianEmail: v.guardianEmail.trim(),
            guardianPhone: v.guardianPhone.replace(/[\s-]/g, ''),
            guardianDocumentType: v.guardianDocumentType as ChildRegistrationInput['guardianDocumentType'],
            relationshipDocumentType: v.relationshipDocumentType as ChildRegistrationInput['relationshipDocumentType'],
            birthCertificateNumber: v.birthCertificateNumber.trim(),
            childEmail: text(v.childEmail),
            childFirstName: v.childFirstName.trim(),
            childMiddleName: text(v.childMiddleName),
            childLastName: v.childLastName.trim(),
            childFirstNameAr: v.childFirstNameAr.trim(),
            childMiddleNameAr: text(v.childMiddleNameAr),
            childLastNameAr: v.childLastNameAr.trim(),
            dateOfBirth: v.dateOfBirth,
            gender: v.gender as 'male' | 'female',
            nationalId: v.nationalId.trim(),
            referenceId: text(v.referenceId),
            motherIdType: v.motherIdType as ChildRegistrationInput['motherIdType'],
            motherIdNumber: v.motherIdNumber.trim(),
          },
        });
        toast.show({ tone: 'success', message: t('children.saved') });
        if (!child) navigate(`/children-registration/${saved.id}`);
      } catch (error) {
        setServerError(error);
      }
    },
  });
  const server = isApiError(serverError) ? serverError : null;
  const error = (name: keyof Values) => form.errors[name] ?? server?.fieldMessage(name);
  const documentTypes = DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`verification.documents.types.${type}`) }));
  const onFile = (number: string | undefined) => (child && number ? t('verification.documents.numberOnFile', { number: `\u2066${number}\u2069` }) : undefined);
  return (
    <Card title={t('children.detailsTitle')}>
      <form ref={form.formRef} onSubmit={form.handleSubmit} noValidate className="settings-form">
        <Stack gap={4}>
          <ServerError titled error={serverError} />
          <fieldset className="settings-fieldset">
            <legend>{t('children.guardianPart')}</legend>
            <Stack gap={3}>
              <TextField label={t('children.fields.accountHolderName')} required maxLength={120} {...form.field('accountHolderName')} error={error('accountHolderName')} />
              <Select label={t('children.fields.guardianType')} required placeholder={t('verification.choose')} options={GUARDIAN_TYPES.map((type) => ({ value: type, label: t(`children.guardianTypes.${type}`) }))} {...form.field('guardianType')} error={error('guardianType')} />
              <Grid min="14rem" gap={3}>
                <TextField label={t('children.fields.guardianFullName')} required dir="ltr" maxLength={120} {...form.field('guardianFullName')} error={error('guardianFullName')} />
                <TextField label={t('children.fields.guardianFullNameAr')} required dir="rtl" maxLength={120} {...form.field('guardianFullNameAr')} error={error('guardianFullNameAr')} />
                <TextField label={t('children.fields.guardianEmail')} required type="email" dir="ltr" maxLength={254} {...form.field('guardianEmail')} error={error('guardianEmail')} />
                <TextField label={t('children.fields.guardianPhone')} required type="tel" dir="ltr" inputMode="tel" maxLength={16} {...form.field('guardianPhone')} error={error('guardianPhone')} />
              </Grid>
              <Select label={t('children.fields.guardianDocumentType')} required placeholder={t('verification.choose')} options={documentTypes} {...form.field('guardianDocumentType')} error={error('guardianDocumentType')} />
              <Select
                label={t('children.fields.relationshipDocumentType')}
                required
                placeholder={t('verification.choose')}
                options={RELATIONSHIP_DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`children.relationshipTypes.${type}`) }))}
                {...form.field('relationshipDocumentType')}
                error={error('relationshipDocumentType')}
              />
            </Stack>
          </fieldset>
          <fieldset className="settings-fieldset">
            <legend>{t('children.childPart')}</legend>
            <Stack gap={3}>
              <Grid min="14rem" gap={3}>
                <TextField label={t('verification.documents.firstName')} required dir="ltr" maxLength={40} {...form.field('childFirstName')} error={error('childFirstName')} />
                <TextField label={t('verification.documents.middleName')} dir="ltr" maxLength={40} {...form.field('childMiddleName')} error={error('childMiddleName')} />
                <TextField label={t('verification.documents.lastName')} required dir="ltr" maxLength={40} {...form.field('childLastName')} error={error('childLastName')} />
                <TextField label={t('verification.documents.firstNameAr')} required dir="rtl" maxLength={40} {...form.field('childFirstNameAr')} error={error('childFirstNameAr')} />
                <TextField label={t('verification.documents.middleNameAr')} dir="rtl" maxLength={40} {...form.field('childMiddleNameAr')} error={error('childMiddleNameAr')} />
                <TextField label={t('verification.documents.lastNameAr')} required dir="rtl" maxLength={40} {...form.field('childLastNameAr')} error={error('childLastNameAr')} />
              </Grid>
              <Grid min="14rem" gap={3}>
                <TextField label={t('children.fields.dateOfBirth')} type="date" required hint={t('children.minorHint')} {...form.field('dateOfBirth')} error={error('dateOfBirth')} />
                <Select label={t('verification.documents.gender')} required placeholder={t('verification.choose')} options={[{ value: 'male', label: t('verification.documents.male') }, { value: 'female', label: t('verification.documents.female') }]} {...form.field('gender')} error={error('gender')} />
                <TextField label={t('children.fields.childEmail')} type="email" dir="ltr" maxLength={254} {...form.field('childEmail')} error={error('childEmail')} />
              </Grid>
              <Grid min="14rem" gap={3}>
                <TextField label={t('children.fields.nationalId')} required dir="ltr" autoComplete="off" maxLength={20} hint={onFile(child?.nationalId)} {...form.field('nationalId')} error={error('nationalId')} />
                <TextField label={t('children.fields.birthCertificateNumber')} required dir="ltr" autoComplete="off" maxLength={20} hint={onFile(child?.birthCertificateNumber)} {...form.field('birthCertificateNumber')} error={error('birthCertificateNumber')} />
                <TextField label={t('children.fields.referenceId')} dir="ltr" maxLength={40} {...form.field('referenceId')} error={error('referenceId')} />
              </Grid>
              <Grid min="14rem" gap={3}>
                <Select label={t('children.fields.motherIdType')} required placeholder={t('verification.choose')} options={documentTypes} {...form.field('motherIdType')} error={error('motherIdType')} />
                <TextField label={t('children.fields.motherIdNumber')} required dir="ltr" autoComplete="off" maxLength={20} hint={onFile(child?.motherIdNumber)} {...form.field('motherIdNumber')} error={error('motherIdNumber')} />
              </Grid>
            </Stack>
          </fieldset>
          <div>
            <Button type="submit" loading={form.submitting}>
              {child ? t('children.saveChanges') : t('children.saveAndContinue')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}

function Pictures({ child }: { child: ChildRegistrationView }) {
  const { t } = useTranslation('settings');
  const language = useLanguage();
  const [serverError, setServerError] = useState<unknown>(null);
  const [busySlot, setBusySlot] = useState<ChildDocumentSlot | null>(null);
  const upload = useChildWrite(childrenApi.upload);
  const slots: ChildDocumentSlot[] = [...child.images.map((i) => i.slot), ...child.missing].filter((slot, i, all) => all.indexOf(slot) === i);
  const shown = (slot: ChildDocumentSlot) => child.images.find((i) => i.slot === slot);
  const send = async (slot: ChildDocumentSlot, image: string) => {
    setServerError(null);
    setBusySlot(slot);
    try {
      await upload.mutateAsync({ id: child.id, slot, image });
    } catch (error) {
      setServerError(error);
    } finally {
      setBusySlot(null);
    }
  };
  return (
    <Card title={t('children.picturesTitle')}>
      <Stack gap={3}>
        <p className="settings-muted">{t('children.picturesHelp')}</p>
        <ServerError titled error={serverError} />
        {child.missing.length > 0 ? <Alert tone="info">{t('children.stillNeeded', { slots: child.missing.map((slot) => t(`children.slots.${slot}`)).join(language === 'ar' ? '، ' : ', ') })}</Alert> : null}
        <Grid min="14rem" gap={3}>
          {slots.map((slot) => (
            <div key={slot} className="verification-picture">
              <p className="cf-field__label">{t(`children.slots.${slot}`)}</p>
              {shown(slot) ? <img src={shown(slot)!.url} alt={t(`children.slots.${slot}`)} className="verification-thumb" /> : null}
              <input
                id={`child-picture-${slot}`}
                className="cf-visually-hidden verification-file"
                type="file"
                accept="image/png,image/jpeg"
                aria-label={t(`children.slots.${slot}`)}
                disabled={busySlot !== null}
                onChange={async (event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) await send(slot, await readAsDataUrl(file));
                }}
              />
              <label htmlFor={`child-picture-${slot}`} className={buttonClass('outline', 'sm')} aria-hidden="true">
                {busySlot === slot ? t('verification.documents.uploading') : shown(slot) ? t('verification.documents.replacePicture') : t('verification.documents.choosePicture')}
              </label>
            </div>
          ))}
        </Grid>
      </Stack>
    </Card>
  );
}

function Signing({ child }: { child: ChildRegistrationView }) {
  const [signAgain, setSignAgain] = useState(false);
  if (child.signatureState === 'awaiting-code' && !signAgain) return <CodeForm child={child} onSignAgain={() => setSignAgain(true)} />;
  return (
    <>
      <Agreement id={child.id} />
      <SignForm child={child} onSent={() => setSignAgain(false)} />
    </>
  );
}

function Agreement({ id }: { id: string }) {
  const { t } = useTranslation('settings');
  const agreement = useChildAgreement(id);
  if (agreement.isPending) return <Spinner label={t('children.loading')} />;
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
        <p>
          <strong dir="auto">{a.guardianName}</strong> · <span dir="auto">{a.childName}</span>
        </p>
      </div>
    </Card>
  );
}

function SignForm({ child, onSent }: { child: ChildRegistrationView; onSent: () => void }) {
  const { t } = useTranslation('settings');
  const { t: common } = useTranslation();
  const [signature, setSignature] = useState<SignatureValue>(EMPTY_SIGNATURE);
  const [phone, setPhone] = useState<string>(child.guardianPhone);
  const [errors, setErrors] = useState<{ signature?: string; phone?: string }>({});
  const [serverError, setServerError] = useState<unknown>(null);
  const sign = useChildWrite(childrenApi.sign);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (signatureMissing(signature)) next.signature = common('signature.required');
    const to = phone.replace(/[\s-]/g, '');
    if (!PHONE.test(to)) next.phone = t('verification.consent.phoneInvalid');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setServerError(null);
    try {
      const { kind, text, image } = signature;
      await sign.mutateAsync({ id: child.id, body: kind === 'typed' ? { kind, text: text.trim(), phone: to } : { kind, image: image!, phone: to } });
      onSent();
    } catch (error) {
      setServerError(error);
    }
  };
  const server = isApiError(serverError) ? serverError : null;
  return (
    <Card title={child.signatureState === 'rejected' ? t('children.signAgainTitle') : t('children.signTitle')}>
      <form onSubmit={submit} noValidate className="settings-form">
        <Stack gap={4}>
          <p className="settings-muted">{t('children.signHelp')}</p>
          <ServerError titled error={serverError} />
          <SignatureInput
            value={signature}
            onChange={(value) => {
              setSignature(value);
              setErrors({});
            }}
            error={errors.signature ?? server?.fieldMessage('text') ?? server?.fieldMessage('image')}
            typedMax={CONSENT_LIMITS.typedMax}
            imageMaxBytes={CONSENT_LIMITS.imageMaxBytes}
          />
          <TextField label={t('verification.consent.phone')} type="tel" dir="ltr" inputMode="tel" autoComplete="tel" required maxLength={16} value={phone} onChange={(e) => setPhone(e.target.value)} error={errors.phone ?? server?.fieldMessage('phone')} />
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

function CodeForm({ child, onSignAgain }: { child: ChildRegistrationView; onSignAgain: () => void }) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const confirm = useChildWrite(childrenApi.confirm);
  const resend = useChildWrite(childrenApi.resend);
  return (
    <TextedCodeCard
      phoneMasked={child.phoneMasked}
      codeExpiresAt={child.codeExpiresAt}
      resendAt={child.resendAt}
      confirming={confirm.isPending}
      resending={resend.isPending}
      onSignAgain={onSignAgain}
      onResend={async (phone) => void (await resend.mutateAsync({ id: child.id, phone }))}
      onConfirm={async (code) => {
        await confirm.mutateAsync({ id: child.id, code });
        toast.show({ tone: 'success', message: t('children.submitted') });
      }}
    />
  );
}

/** A signed registration: what was sent, read-only (numbers masked). */
function Summary({ child }: { child: ChildRegistrationView }) {
  const { t } = useTranslation('settings');
  const language = useLanguage();
  const rows: Array<[string, string]> = [
    [t('children.fields.guardianType'), t(`children.guardianTypes.${child.guardianType}`)],
    [t('children.fields.guardianFullName'), child.guardianFullName],
    [t('children.fields.guardianFullNameAr'), child.guardianFullNameAr],
    [t('children.fields.childName'), [child.childFirstName, child.childMiddleName, child.childLastName].filter(Boolean).join(' ')],
    [t('children.fields.childNameAr'), [child.childFirstNameAr, child.childMiddleNameAr, child.childLastNameAr].filter(Boolean).join(' ')],
    [t('children.fields.dateOfBirth'), formatDate(`${child.dateOfBirth}T00:00:00Z`, language)],
    [t('children.fields.nationalId'), child.nationalId],
    [t('children.fields.birthCertificateNumber'), child.birthCertificateNumber],
  ];
  return (
    <Card title={t('children.detailsTitle')}>
      <dl className="children-summary">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd dir="auto">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
