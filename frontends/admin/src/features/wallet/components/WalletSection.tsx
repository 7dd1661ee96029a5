import './wallet-admin.css';
import { useTranslation } from 'react-i18next';
import { Stack, Tabs } from '@cf/ui';
import { adminTransactionsExportEndpoint } from '@cf/contracts/rest';
import { AdjustmentForm, AdjustmentsQueue } from './Adjustments';
import { PeriodExport } from '../../../shared/PeriodExport';
import { ReviewQueue } from './ReviewQueue';

/**
 * `/admin?section=wallet`: the review queue of wallet transactions (bank-transfer top-ups with their
 * slip, withdrawals: approve after confirmation, reject with a reason the user is told, A8.5), manual
 * credits and refunds, the adjustments waiting for a second administrator, and the export of a
 * period's transactions as a spreadsheet.
 */
export default function WalletSection() {
  const { t } = useTranslation('admin');
  return (
    <Stack gap={4}>
      <header className="admin-section__header">
        <div>
          <h2 className="admin-section__title">{t('wallet.title')}</h2>
          <p className="admin-muted">{t('wallet.intro')}</p>
        </div>
      </header>
      <Tabs
        label={t('wallet.title')}
        items={[
          { value: 'queue', label: t('wallet.queueTitle'), content: <ReviewQueue /> },
          {
            value: 'adjustments',
            label: t('wallet.adjustmentsTab'),
            content: (
              <Stack gap={4}>
                <AdjustmentForm />
                <AdjustmentsQueue />
              </Stack>
            ),
          },
          { value: 'export', label: t('wallet.export.tab'), content: <PeriodExport title={t('wallet.export.title')} intro={t('wallet.export.intro')} path={adminTransactionsExportEndpoint.path} filePrefix="wallet-transactions" /> },
        ]}
      />
    </Stack>
  );
}
