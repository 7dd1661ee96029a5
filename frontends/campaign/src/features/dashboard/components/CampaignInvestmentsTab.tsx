import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReceivedInvestmentView, ReceivedPendingInvestments } from '@cf/contracts/rest';
import { formatDateTime, formatInteger } from '@cf/i18n';
import { EmptyState, LoadError, LoadMoreFooter, Money, Stack, Tabs, useGrowingList, useLanguage, StackedTable } from '@cf/ui';
import { investApi } from '../../../api/invest-api';
import { InvestmentStatus } from '../../invest/components/InvestmentFacts';
import '../../invest/components/invest.css';

const KINDS = ['received', 'pending'] as const;

/**
 * C2.13, C2.29 the owner dashboard's investments tab: the received (paid) and pending (reserved, in
 * payment) investments with their totals, 10 at a time. Investors are shown by reference only.
 */
export function CampaignInvestmentsTab({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation('campaign');
  const language = useLanguage();
  const [kind, setKind] = useState<(typeof KINDS)[number]>('received');
  const list = useGrowingList<ReceivedInvestmentView>(
    ['invest', 'campaign', campaignId, kind],
    (limit) => investApi.receivedPending(campaignId, kind, limit),
    10,
  );
  const totals = list.query.data as ReceivedPendingInvestments | undefined;
  return (
    <Stack gap={4}>
      {totals ? (
        <dl className="invest-highlights">
          <div>
            <dt>{t('dashboard.received')}</dt>
            <dd>
              <Money amount={totals.received.amount} />
            </dd>
            <dd className="campaign-muted">{t('dashboard.investmentsCount', { count: formatInteger(totals.received.count, language) })}</dd>
          </div>
          <div>
            <dt>{t('dashboard.pending')}</dt>
            <dd>
              <Money amount={totals.pending.amount} />
            </dd>
            <dd className="campaign-muted">{t('dashboard.investmentsCount', { count: formatInteger(totals.pending.count, language) })}</dd>
          </div>
        </dl>
      ) : null}
      <Tabs
        label={t('dashboard.tabs.investments')}
        value={kind}
        onValueChange={(v) => setKind(v as (typeof KINDS)[number])}
        items={KINDS.map((value) => ({
          value,
          label: t(`dashboard.${value}`),
          content:
            kind !== value ? null : list.query.isPending ? null : list.query.isError && !list.query.data ? (
              <LoadError error={list.query.error} onRetry={() => void list.query.refetch()} />
            ) : list.docs.length === 0 ? (
              <EmptyState title={t(value === 'received' ? 'dashboard.noReceived' : 'dashboard.noPending')} />
            ) : (
              <>
                <StackedTable className="invest-table-wrap">
                  <table className="invest-table">
                    <thead>
                      <tr>
                        <th scope="col">{t('receipt.reference')}</th>
                        <th scope="col">{t('receipt.amount')}</th>
                        <th scope="col">{t('receipt.date')}</th>
                        <th scope="col">{t('receipt.status')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {list.docs.map((row) => (
                        <tr key={row.id}>
                          <th scope="row">
                            <bdi dir="ltr" className="invest-code">
                              {row.referenceId}
                            </bdi>
                          </th>
                          <td>
                            <Money amount={row.amount} />
                          </td>
                          <td>{formatDateTime(row.paidAt ?? row.createdAt, language)}</td>
                          <td>
                            <InvestmentStatus investment={row} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </StackedTable>
                <LoadMoreFooter
                  shown={list.docs.length}
                  total={list.total}
                  hasMore={list.hasMore}
                  loading={list.loadingMore}
                  onLoadMore={list.loadMore}
                />
              </>
            ),
        }))}
      />
    </Stack>
  );
}
