import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '@cf/api-client';
import { Alert, Button, buttonClass, Card, Grid, LoadError, Select, ServerError, Spinner, Stack, TextField, useForm, useToast } from '@cf/ui';
import { readAsDataUrl } from '../../../shared/read-as-data-url';
import { useIdentityDocument, useMyVerification, useVerificationWrite } from '../hooks';
import { DOCUMENT_LIMITS, DOCUMENT_TYPES, verificationApi, type DocumentSlot, type IdentityDocumentInput, type IdentityDocumentView } from '../verification-api';
import { LiveCamera } from './LiveCamera';
import { VerificationLayout } from './VerificationLayout';

type Values = {
  documentType: string;
  documentNumber: string;
  expiryDate: string;
  gender: string;
  legalFirstName: string;
  legalMiddleName: string;
  legalLastName: string;
  legalFirstNameAr: string;
  legalMiddleNameAr: string;
  legalLastNameAr: string;
};
type Errors = Partial<Record<keyof Values, string>>;

/**
 * `/account-verification-scan-and-verify`, step 4 (A3.12, A5.9, A5.10): the identity document's
 * details, pictures of its front and back, and a live photo from the camera.
 */
export default function ScanAndVerifyPage() {
  const { t } = useTranslation('settings');
  const verification = useMyVerification();
  const document = useIdentityDocument();
  if (verification.isPending || document.isPending) return <Spinner label={t('verification.loading')} />;
  if (document.isError && document.data === undefined) return <LoadError error={document.error} onRetry={() => void document.refetch()} />;
  return (
    <VerificationLayout current="identityDocument" verification={verification.data}>
      <Stack gap={4}>
        <DetailsForm document={document.data} />
        {document.data.documentType ? <Pictures document={document.data} /> : null}
        {document.data.documentType && document.data.missing.length === 0 ? (
          <div>
            <Link className={buttonClass()} to="/account-kyc-verification">
              {t('verification.backToOverview')}
            </Link>
          </div>
        ) : null}
      </Stack>
    </VerificationLayout>
  );
}

function DetailsForm({ document }: { document: IdentityDocumentView }) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const [serverError, setServerError] = useState<unknown>(null);
  const save = useVerificationWrite((body: IdentityDocumentInput) => verificationApi.saveDocument(body));
  const names = document.legalNames;
  const required = t('verification.required');
  const form = useForm<Values, Errors>({
    initialValues: {
      documentType: document.documentType ?? '',
      documentNumber: '',
      expiryDate: document.expiryDate ?? '',
      gender: document.gender ?? '',
      legalFirstName: names?.first ?? '',
      legalMiddleName: names?.middle ?? '',
      legalLastName: names?.last ?? '',
      legalFirstNameAr: names?.firstAr ?? '',
      legalMiddleNameAr: names?.middleAr ?? '',
      legalLastNameAr: names?.lastAr ?? '',
    },
    validate: (v) => {
      const errors: Errors = {};
      for (const name of ['documentType', 'documentNumber', 'expiryDate', 'gender', 'legalFirstName', 'legalLastName', 'legalFirstNameAr', 'legalLastNameAr'] as const)
        if (!v[name].trim()) errors[name] = required;
      if (v.documentNumber.trim() && !DOCUMENT_LIMITS.numberPattern.test(v.documentNumber.trim())) errors.documentNumber = t('verification.documents.numberInvalid');
      return errors;
    },
    onSubmit: async (v) => {
      setServerError(null);
      try {
        await save.mutateAsync({
          documentType: v.documentType as IdentityDocumentInput['documentType'],
          documentNumber: v.documentNumber.trim(),
          expiryDate: v.expiryDate,
          gender: v.gender as 'male' | 'female',
          legalFirstName: v.legalFirstName.trim(),
          legalMiddleName: v.legalMiddleName.trim() || undefined,
          legalLastName: v.legalLastName.trim(),
          legalFirstNameAr: v.legalFirstNameAr.trim(),
          legalMiddleNameAr: v.legalMiddleNameAr.trim() || undefined,
          legalLastNameAr: v.legalLastNameAr.trim(),
        });
        toast.show({ tone: 'success', message: t('verification.documents.saved') });
      } catch (error) {
        setServerError(error);
      }
    },
  });
  const server = isApiError(serverError) ? serverError : null;
  const error = (name: keyof Values) => form.errors[name] ?? server?.fieldMessage(name);
  return (
    <Card title={t('verification.documents.details')}>
      <form ref={form.formRef} onSubmit={form.handleSubmit} noValidate className="settings-form">
        <Stack gap={4}>
          <ServerError titled error={serverError} />
          <Select label={t('verification.documents.type')} required placeholder={t('verification.choose')} options={DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`verification.documents.types.${type}`) }))} {...form.field('documentType')} error={error('documentType')} />
          <TextField
            label={t('verification.documents.number')}
            required
            maxLength={20}
            autoComplete="off"
            // LRI…PDI: the masked number stays one left-to-right run inside an Arabic sentence.
            hint={document.documentNumber ? t('verification.documents.numberOnFile', { number: `\u2066${document.documentNumber}\u2069` }) : undefined}
            {...form.field('documentNumber')}
            error={error('documentNumber')}
          />
          <TextField label={t('verification.documents.expiry')} type="date" required {...form.field('expiryDate')} error={error('expiryDate')} />
          <Select label={t('verification.documents.gender')} required placeholder={t('verification.choose')} options={[{ value: 'male', label: t('verification.documents.male') }, { value: 'female', label: t('verification.documents.female') }]} {...form.field('gender')} error={error('gender')} />
          <Grid min="14rem" gap={3}>
            <TextField label={t('verification.documents.firstName')} required dir="ltr" maxLength={40} {...form.field('legalFirstName')} error={error('legalFirstName')} />
            <TextField label={t('verification.documents.middleName')} dir="ltr" maxLength={40} {...form.field('legalMiddleName')} error={error('legalMiddleName')} />
            <TextField label={t('verification.documents.lastName')} required dir="ltr" maxLength={40} {...form.field('legalLastName')} error={error('legalLastName')} />
            <TextField label={t('verification.documents.firstNameAr')} required dir="rtl" maxLength={40} {...form.field('legalFirstNameAr')} error={error('legalFirstNameAr')} />
            <TextField label={t('verification.documents.middleNameAr')} dir="rtl" maxLength={40} {...form.field('legalMiddleNameAr')} error={error('legalMiddleNameAr')} />
            <TextField label={t('verification.documents.lastNameAr')} required dir="rtl" maxLength={40} {...form.field('legalLastNameAr')} error={error('legalLastNameAr')} />
          </Grid>
          <div>
            <Button type="submit" loading={form.submitting}>
              {t('verification.documents.saveDetails')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}

function Pictures({ document }: { document: IdentityDocumentView }) {
  const { t } = useTranslation('settings');
  const [serverError, setServerError] = useState<unknown>(null);
  const [busySlot, setBusySlot] = useState<DocumentSlot | null>(null);
  const upload = useVerificationWrite(({ slot, image }: { slot: DocumentSlot; image: string }) => verificationApi.uploadImage(slot, image));
  const send = async (slot: DocumentSlot, image: string) => {
    setServerError(null);
    setBusySlot(slot);
    try {
      await upload.mutateAsync({ slot, image });
    } catch (error) {
      setServerError(error);
    } finally {
      setBusySlot(null);
    }
  };
  const slots: DocumentSlot[] = document.documentType === 'passport' ? ['front'] : ['front', 'back'];
  const shown = (slot: DocumentSlot) => document.images.find((i) => i.slot === slot);
  return (
    <Card title={t('verification.documents.pictures')}>
      <Stack gap={4}>
        <p className="settings-muted">{t('verification.documents.picturesHelp')}</p>
        <ServerError titled error={serverError} />
        {document.missing.length > 0 ? <Alert tone="info">{t('verification.documents.stillNeeded', { slots: document.missing.map((s) => t(`verification.documents.slots.${s}`)).join(' · ') })}</Alert> : null}
        <Grid min="14rem" gap={4}>
          {slots.map((slot) => (
            <div key={slot} className="verification-picture">
              <p className="cf-field__label">{t(`verification.documents.slots.${slot}`)}</p>
              {shown(slot) ? <img src={shown(slot)!.url} alt={t(`verification.documents.slots.${slot}`)} className="verification-thumb" /> : null}
              {/* The browser's own file button speaks the browser's language: ours speaks the page's. */}
              <input
                id={`picture-${slot}`}
                className="cf-visually-hidden verification-file"
                type="file"
                accept="image/png,image/jpeg"
                aria-label={t(`verification.documents.slots.${slot}`)}
                disabled={busySlot !== null}
                onChange={async (event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) await send(slot, await readAsDataUrl(file));
                }}
              />
              <label htmlFor={`picture-${slot}`} className={buttonClass('outline', 'sm')} aria-hidden="true">
                {busySlot === slot ? t('verification.documents.uploading') : shown(slot) ? t('verification.documents.replacePicture') : t('verification.documents.choosePicture')}
              </label>
            </div>
          ))}
          <div className="verification-picture">
            <p className="cf-field__label">{t('verification.documents.slots.live-photo')}</p>
            {shown('live-photo') ? <img src={shown('live-photo')!.url} alt={t('verification.documents.slots.live-photo')} className="verification-thumb" /> : null}
            <LiveCamera busy={busySlot === 'live-photo'} onCapture={(image) => void send('live-photo', image)} />
          </div>
        </Grid>
      </Stack>
    </Card>
  );
}
