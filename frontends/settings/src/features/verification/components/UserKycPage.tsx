import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@cf/i18n';
import { Alert, Button, buttonClass, Card, Grid, LoadError, Modal, ServerError, Spinner, Stack, useLanguage, useToast } from '@cf/ui';
import { useMyVerification, useVerificationWrite } from '../hooks';
import { verificationApi } from '../verification-api';
import { SettingsPage } from '../../../shared/SettingsPage';

/**
 * `/user-kyc` (A2.20, A4.3, A7.6, A9.6): the identity check, automated (document pictures and a live
 * photo from the camera) or manual (a reviewer checks the person; no live photo; decided within
 * three working days). Asking for the manual check is confirmed first: it cannot be undone.
 */
export default function UserKycPage() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const toast = useToast();
  const verification = useMyVerification();
  const [confirming, setConfirming] = useState(false);
  const [serverError, setServerError] = useState<unknown>(null);
  const apply = useVerificationWrite(() => verificationApi.applyManualKyc());
  if (verification.isPending) return <Spinner label={t('verification.loading')} />;
  if (verification.isError && verification.data === undefined) return <LoadError error={verification.error} onRetry={() => void verification.refetch()} />;
  const v = verification.data;
  const editable = v.status === 'PENDING' || v.status === 'UNDER-PROCESS' || v.status === 'DECLINED' || v.status === 'EXPIRED';
  return (
    <SettingsPage title={t('verification.kyc.title')} description={t('verification.kyc.intro')}>
      <Stack gap={4}>
        {v.manualKyc ? (
          <Alert tone="info" title={t('verification.kyc.manualRequested')}>
            {t('verification.kyc.manualDue', { requested: formatDate(v.manualKyc.requestedAt, language), due: formatDate(`${v.manualKyc.dueBy}T12:00:00Z`, language) })}
          </Alert>
        ) : null}
        <ServerError titled error={serverError} />
        <Grid min="18rem" gap={4}>
          <Card title={t('verification.kyc.automatedTitle')} headingLevel={2}>
            <Stack gap={3}>
              <p>{t('verification.kyc.automatedHelp')}</p>
              <div>
                <Link className={buttonClass()} to="/account-verification-scan-and-verify">
                  {t('verification.kyc.automatedStart')}
                </Link>
              </div>
            </Stack>
          </Card>
          <Card title={t('verification.kyc.manualTitle')} headingLevel={2}>
            <Stack gap={3}>
              <p>{t('verification.kyc.manualHelp')}</p>
              {!v.manualKyc && editable ? (
                <div>
                  <Button variant="outline" onClick={() => setConfirming(true)}>
                    {t('verification.kyc.manualStart')}
                  </Button>
                </div>
              ) : null}
            </Stack>
          </Card>
        </Grid>
      </Stack>
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        title={t('verification.kyc.confirmTitle')}
        closeLabel={tc('common.close')}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {tc('common.cancel')}
            </Button>
            <Button
              loading={apply.isPending}
              onClick={async () => {
                setServerError(null);
                try {
                  await apply.mutateAsync(undefined);
                  toast.show({ tone: 'success', message: t('verification.kyc.manualRequested') });
                } catch (error) {
                  setServerError(error);
                } finally {
                  setConfirming(false);
                }
              }}
            >
              {t('verification.kyc.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('verification.kyc.confirmText')}</p>
      </Modal>
    </SettingsPage>
  );
}
