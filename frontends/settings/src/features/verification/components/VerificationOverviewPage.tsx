import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@cf/i18n';
import { Alert, Badge, Button, buttonClass, Card, LoadError, ServerError, Spinner, Stack, useLanguage, useToast } from '@cf/ui';
import { useMyVerification, useRemarks, useVerificationWrite } from '../hooks';
import { verificationApi, VERIFICATION_STATUS_TONE } from '../verification-api';
import { LimitsTable } from './LimitsTable';
import { STEPS, stepPath, VerificationLayout } from './VerificationLayout';

/**
 * `/account-kyc-verification` (A2.20, A4.3, A4.4): where the investor's verification stands, the
 * next step, and the submission for review once every step is done.
 */
export default function VerificationOverviewPage() {
  const { t } = useTranslation('settings');
  const language = useLanguage();
  const toast = useToast();
  const verification = useMyVerification();
  const remarks = useRemarks();
  const [serverError, setServerError] = useState<unknown>(null);
  const submit = useVerificationWrite(() => verificationApi.complete());

  if (verification.isPending) return <Spinner label={t('verification.loading')} />;
  if (verification.isError || !verification.data) return <LoadError error={verification.error} onRetry={() => void verification.refetch()} />;
  const v = verification.data;
  const next = STEPS.find((step) => !v.steps[step.key]);
  const editable = v.status === 'PENDING' || v.status === 'UNDER-PROCESS' || v.status === 'DECLINED' || v.status === 'EXPIRED';
  const ready = editable && !next && v.status === 'UNDER-PROCESS';

  return (
    <VerificationLayout current={null} verification={v}>
      <Stack gap={4}>
        <Card title={t('verification.statusTitle')}>
          <Stack gap={3}>
            <p>
              <Badge tone={VERIFICATION_STATUS_TONE[v.status]}>{t(`verification.status.${v.status}`)}</Badge>
              {v.accreditation ? <span className="settings-muted">{` · ${t(`verification.accreditation.${v.accreditation}`)}`}</span> : null}
            </p>
            <p>{t(`verification.statusHelp.${v.status}`)}</p>
            {v.submittedAt ? <p className="settings-muted">{t('verification.submittedOn', { date: formatDate(v.submittedAt, language) })}</p> : null}
            {v.status === 'DECLINED' && v.declineReason ? (
              <Alert tone="danger" title={t('verification.declinedTitle')}>
                <span dir="auto">{v.declineReason}</span>
              </Alert>
            ) : null}
            {remarks.data?.some((r) => r.status === 'pending') ? (
              <Alert tone="warning" title={t('verification.remarks.title')}>
                <Link className={buttonClass('outline', 'sm')} to="/request-remark-verification-documents">
                  {t('verification.remarks.open')}
                </Link>
              </Alert>
            ) : null}
            {v.manualKyc ? (
              <p className="settings-muted">{t('verification.kyc.manualDue', { requested: formatDate(v.manualKyc.requestedAt, language), due: formatDate(`${v.manualKyc.dueBy}T12:00:00Z`, language) })}</p>
            ) : editable && !v.steps.identityDocument ? (
              <p>
                <Link to="/user-kyc">{t('verification.kyc.options')}</Link>
              </p>
            ) : null}
            <ServerError titled error={serverError} />
            {editable && next ? (
              <div>
                <Link className={buttonClass()} to={stepPath(next, v)}>
                  {t('verification.continueWith', { step: t(`verification.steps.${next.key}`) })}
                </Link>
              </div>
            ) : null}
            {ready ? (
              <div>
                <Button
                  loading={submit.isPending}
                  onClick={async () => {
                    setServerError(null);
                    try {
                      await submit.mutateAsync(undefined);
                      toast.show({ tone: 'success', message: t('verification.submitted') });
                    } catch (error) {
                      setServerError(error);
                    }
                  }}
                >
                  {t('verification.submit')}
                </Button>
              </div>
            ) : null}
          </Stack>
        </Card>
        {v.investorClass ?? v.proposedClass ? (
          <Card title={v.investorClass ? t('verification.classApproved') : t('verification.classProposed')}>
            <LimitsTable investorClass={(v.investorClass ?? v.proposedClass)!} />
          </Card>
        ) : null}
      </Stack>
    </VerificationLayout>
  );
}
