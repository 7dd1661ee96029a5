import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useApiLanguage } from '@cf/api-client';
import type { InvestmentView } from '@cf/contracts/rest';
import { formatInteger } from '@cf/i18n';
import { buttonClass, Card, LoadError, Money, PageHeader, Skeleton, useGrowingList, useLanguage } from '@cf/ui';
import { investApi } from '../../../api/invest-api';
import '../../../campaign.css';
import { InvestmentsTable } from './MyInvestmentsPage';
import './invest.css';

const PAGE = 10;

/**
 * `/child-investments/{id}` (A2.12, A3.15): one of the guardian's children: the child's dashboard
 * (average investment, total return from distributions, total invested, successful investments),
 * the child's wallet, and the child's investments.
 */
export default function ChildInvestmentsPage() {
  const { t } = useTranslation('campaign');
  const { id = '' } = useParams();
  const lng = useApiLanguage();
  const language = useLanguage();
  const wallet = useQuery({ queryKey: ['invest', 'child-wallet', id], queryFn: () => investApi.childWallet(id), retry: false });
  const list = useGrowingList<InvestmentView>(['invest', 'child', id, lng], async (limit) => (await investApi.childInvestments(id, limit)).investments, PAGE);
  const dashboard = useQuery({ queryKey: ['invest', 'child-dashboard', id, lng], queryFn: () => investApi.childInvestments(id, 1), retry: false });
  if (wallet.isPending || dashboard.isPending) return <Skeleton lines={6} />;
  if ((wallet.isError && wallet.data === undefined) || (dashboard.isError && dashboard.data === undefined))
    return <LoadError error={wallet.error ?? dashboard.error} onRetry={() => void Promise.all([wallet.refetch(), dashboard.refetch()])} />;
  const w = wallet.data;
  const d = dashboard.data;
  const name = language === 'ar' ? `${w.minor.firstNameAr} ${w.minor.lastNameAr}` : `${w.minor.firstName} ${w.minor.lastName}`;
  return (
    <div className="campaign-page invest-page invest-portfolio">
      <PageHeader
        title={t('childInvestments.title', { name })}
        description={t('childInvestments.intro')}
        actions={
          <>
            <Link to={`/children-registration/${encodeURIComponent(id)}`} className={buttonClass('outline', 'sm')}>
              {t('childInvestments.wallet')}
            </Link>{' '}
            <Link to="/browse-companies" className={buttonClass('primary', 'sm')}>
              {t('childInvestments.invest')}
            </Link>
          </>
        }
      />
      <dl className="invest-highlights" aria-label={t('childInvestments.dashboard')}>
        <div>
          <dt>{t('childInvestments.averageInvestment')}</dt>
          <dd>
            <Money amount={d.averageInvestment} />
          </dd>
        </div>
        <div>
          <dt>{t('childInvestments.totalReturn')}</dt>
          <dd>
            <Money amount={d.totalReturn} />
          </dd>
        </div>
        <div>
          <dt>{t('childInvestments.totalInvested')}</dt>
          <dd>
            <Money amount={d.totalInvested} />
          </dd>
        </div>
        <div>
          <dt>{t('childInvestments.successfulInvestments')}</dt>
          <dd>{formatInteger(d.successfulInvestments, language)}</dd>
        </div>
        <div>
          <dt>{t('childInvestments.walletBalance')}</dt>
          <dd>
            <Money amount={w.available} />
          </dd>
        </div>
      </dl>
      <Card title={t('childInvestments.listTitle')}>
        <InvestmentsTable list={list} filtered={false} />
      </Card>
    </div>
  );
}
