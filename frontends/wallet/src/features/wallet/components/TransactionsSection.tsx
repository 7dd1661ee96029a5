import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@cf/i18n';
import { Button, Card, Cluster, EmptyState, LoadError, Money, ServerError, Skeleton, useLanguage, StackedTable } from '@cf/ui';
import { useTransactions } from '../../../api/hooks';
import { downloadStatement, type StatementFormat, type WalletTransaction } from '../../../api/wallet-api';
import { StatusBadge } from '../../../shared/components';
import { useTransactionLabels } from '../../../shared/labels';

/**
 * Transactions (A3.17, A4.6): number, date, what it was (type or reason, campaign), CREDIT/DEBIT,
 * gateway, amount and status, a rejected one with the administrator's reason (A8.5). "Load more"
 * asks for 10 more (A9.3). Statements as CSV (A2.22) or PDF.
 */
export function TransactionsSection() {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const labels = useTransactionLabels();
  const list = useTransactions();
  const [downloading, setDownloading] = useState<StatementFormat | null>(null);
  const [downloadError, setDownloadError] = useState<unknown>(null);

  const download = async (format: StatementFormat) => {
    setDownloading(format);
    setDownloadError(null);
    try {
      await downloadStatement(format);
    } catch (e) {
      setDownloadError(e);
    } finally {
      setDownloading(null);
    }
  };

  const rows = list.docs;
  return (
    <Card
      title={t('transactions.title')}
      actions={
        <Cluster gap={2}>
          <Button variant="outline" size="sm" onClick={() => void download('csv')} loading={downloading === 'csv'}>
            {t('transactions.downloadCsv')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => void download('pdf')} loading={downloading === 'pdf'}>
            {t('transactions.downloadPdf')}
          </Button>
        </Cluster>
      }
    >
      <ServerError error={downloadError} onClose={() => setDownloadError(null)} />
      {list.query.isPending ? (
        <div role="status" aria-live="polite">
          <span className="cf-visually-hidden">{tc('common.loading')}</span>
          <Skeleton lines={5} height="2rem" />
        </div>
      ) : null}
      {list.query.isError && !list.query.data ? <LoadError error={list.query.error} onRetry={() => void list.query.refetch()} /> : null}
      {list.query.isSuccess && rows.length === 0 ? <EmptyState title={tc('common.noRecord')} description={t('transactions.empty')} /> : null}
      {rows.length > 0 ? (
        <>
          <StackedTable className="wallet-table-wrap">
            <table className="wallet-table">
              <caption className="cf-visually-hidden">{t('transactions.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('transactions.number')}</th>
                  <th scope="col">{t('transactions.date')}</th>
                  <th scope="col">{t('transactions.description')}</th>
                  <th scope="col">{t('transactions.entry')}</th>
                  <th scope="col">{t('transactions.gateway')}</th>
                  <th scope="col" className="wallet-table__amount">
                    {t('transactions.amount')}
                  </th>
                  <th scope="col">{t('transactions.status')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((tx: WalletTransaction) => (
                  <tr key={tx._id}>
                    <th scope="row">
                      <bdi className="wallet-code">{tx.transactionNumber}</bdi>
                    </th>
                    <td className="wallet-nowrap">{formatDateTime(tx.createdAt, language)}</td>
                    <td>
                      {labels.what(tx)}
                      {tx.campaign?.name ? <span className="wallet-muted wallet-block">{tx.campaign.name}</span> : null}
                      {tx.details ? <span className="wallet-muted wallet-block">{tx.details}</span> : null}
                    </td>
                    <td>
                      <span className={tx.entryType === 'CREDIT' ? 'wallet-entry wallet-entry--credit' : 'wallet-entry wallet-entry--debit'}>
                        {t(`entry.${tx.entryType}`)}
                      </span>
                    </td>
                    <td>{labels.gateway(tx.gateway)}</td>
                    <td className="wallet-table__amount">
                      <Money amount={tx.amount} exact />
                    </td>
                    <td>
                      <StatusBadge status={tx.status} />
                      {tx.status === 3 && tx.rejectReason ? (
                        <span className="wallet-reason wallet-block">
                          {t('transactions.rejectReason')} {tx.rejectReason}
                        </span>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </StackedTable>
          {list.query.isError ? <LoadError error={list.query.error} onRetry={() => void list.query.refetch()} /> : null}
          <div className="wallet-list-footer">
            <p className="wallet-muted" aria-live="polite">
              {t('transactions.showing', { shown: rows.length, total: list.total })}
            </p>
            {list.hasMore ? (
              <Button variant="outline" onClick={list.loadMore} loading={list.loadingMore}>
                {t('transactions.loadMore')}
              </Button>
            ) : null}
          </div>
        </>
      ) : null}
    </Card>
  );
}
