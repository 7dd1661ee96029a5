import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Alert, buttonClass, Cluster, Container, PageHeader } from '@cf/ui';
import '../../../campaign.css';
import './invest.css';

/** `/receipt-fail` (C2.20): the payment did not go through; the server's message (C8.1) and what to do next. */
export default function ReceiptFailPage() {
  const { t } = useTranslation('campaign');
  const state = useLocation().state as { message?: string; referenceId?: string; campaignId?: string } | null;
  return (
    <Container size="md" className="campaign-page invest-page">
      <PageHeader title={t('receiptFail.title')} />
      <Alert tone="danger" title={state?.message ?? t('receiptFail.message')}>
        <p>{t('receiptFail.body')}</p>
        {state?.referenceId ? (
          <p>
            {t('receipt.reference')}{' '}
            <bdi dir="ltr" className="invest-code">
              {state.referenceId}
            </bdi>
          </p>
        ) : null}
      </Alert>
      <Cluster gap={3} className="invest-after-alert">
        <Link to="/settings/wallet?topup=1" className={buttonClass('primary')}>
          {t('receiptFail.topUp')}
        </Link>
        {state?.campaignId ? (
          <Link to={`/invest/${encodeURIComponent(state.campaignId)}`} className={buttonClass('outline')}>
            {t('receiptFail.retry')}
          </Link>
        ) : null}
        <Link to="/investments" className={buttonClass('ghost')}>
          {t('receipt.toPortfolio')}
        </Link>
      </Cluster>
    </Container>
  );
}
