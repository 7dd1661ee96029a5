import '../../../campaign.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiLanguage, useCurrentUser } from '@cf/api-client';
import { buttonClass, Cluster, Container, displayFlagsFor, EmptyState, Grid, LoadError, LoadMoreFooter, PageHeader, Tabs, useGrowingList } from '@cf/ui';
import { campaignsApi, MY_CAMPAIGN_TABS, PAGE_SIZE, type MyCampaignTab } from '../../../api/campaigns-api';
import type { CampaignCard } from '@cf/contracts/rest';
import { CampaignCardView, CardSkeletons } from '../../../shared/CampaignCard';
import { CAMPAIGN_STATUS } from '../../../shared/campaign-status';
import { stepPath } from '../../wizard/steps';
import { InvestorDashboard } from './InvestorDashboard';

function TabList({ tab }: { tab: MyCampaignTab }) {
  const { t } = useTranslation('campaign');
  const { t: tc } = useTranslation();
  const lng = useApiLanguage();
  const list = useGrowingList<CampaignCard>(['campaign', 'my-campaigns', tab, lng], (limit) => campaignsApi.myCampaigns(tab, limit), PAGE_SIZE.dashboard);
  if (list.query.isPending) return <CardSkeletons count={3} />;
  if (list.query.isError && !list.query.data) return <LoadError error={list.query.error} onRetry={() => void list.query.refetch()} />;
  if (list.docs.length === 0) return <EmptyState title={tc('common.noRecord')} description={t('myCampaigns.empty')} />;
  return (
    <>
      <Grid min="17rem" gap={4}>
        {list.docs.map((c) => (
          <CampaignCardView
            key={c.id}
            campaign={c}
            footer={
              <Cluster gap={2} style={{ position: 'relative', zIndex: 1 }}>
                {c.status === CAMPAIGN_STATUS.draft || c.status === CAMPAIGN_STATUS.declined ? (
                  <Link to={stepPath('company-info', c.id)} className={buttonClass('primary', 'sm')}>
                    {t('myCampaigns.continue')}
                  </Link>
                ) : null}
                <Link to={`/campaign-dashboard/${encodeURIComponent(c.id)}`} className={buttonClass('outline', 'sm')}>
                  {t('myCampaigns.manage')}
                </Link>
              </Cluster>
            }
          />
        ))}
      </Grid>
      <LoadMoreFooter centered shown={list.docs.length} total={list.total} hasMore={list.hasMore} loading={list.loadingMore} onLoadMore={list.loadMore} />
    </>
  );
}

/** The owner's part of /dashboard (C2.29): the user's campaigns by status tab, growing 6 at a time (C9.1). */
function OwnerCampaigns() {
  const { t } = useTranslation('campaign');
  const [tab, setTab] = useState<MyCampaignTab>('all');
  return (
    <>
      <PageHeader
        title={t('myCampaigns.title')}
        actions={
          <Link to="/create-campaign/choose-type" className={buttonClass('primary')}>
            {t('myCampaigns.create')}
          </Link>
        }
      />
      <Tabs
        label={t('myCampaigns.tabsLabel')}
        value={tab}
        onValueChange={(v) => setTab(v as MyCampaignTab)}
        items={MY_CAMPAIGN_TABS.map((value) => ({ value, label: t(`myCampaigns.tabs.${value}`), content: tab === value ? <TabList tab={value} /> : null }))}
      />
    </>
  );
}

/**
 * /dashboard: what the user's display mode calls for (A6.2). An investor gets the investor dashboard,
 * a campaign owner their campaigns, an administrator both.
 */
export default function DashboardPage() {
  const me = useCurrentUser();
  const flags = displayFlagsFor(me.data ?? null);
  return (
    <Container size="xl" className="campaign-page">
      {me.isPending ? (
        <CardSkeletons count={3} />
      ) : me.isError ? (
        <LoadError error={me.error} onRetry={() => void me.refetch()} />
      ) : (
        <div className="campaign-home">
          {flags.investor ? <InvestorDashboard /> : null}
          {flags.owner ? <OwnerCampaigns /> : null}
        </div>
      )}
    </Container>
  );
}
