import '../../campaign.css';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiLanguage } from '@cf/api-client';
import type { CampaignCard } from '@cf/contracts/rest';
import { buttonClass, EmptyState, Grid, LoadError } from '@cf/ui';
import { campaignsApi } from '../../api/campaigns-api';
import { CampaignCardView, CardSkeletons } from '../../shared/CampaignCard';
import { CampaignRow } from '../../shared/CampaignRow';
import { displayLabel } from '../../shared/campaign-status';

const PER_SECTION = 3;

function Section({ id, title, more, moreTo, campaigns }: { id: string; title: string; more: string; moreTo: string; campaigns: CampaignCard[] }) {
  if (campaigns.length === 0) return null;
  return (
    <CampaignRow id={id} title={title} more={{ to: moreTo, label: more }}>
      <Grid min="17rem" gap={4}>
        {campaigns.map((campaign) => (
          <CampaignCardView key={campaign.id} campaign={campaign} />
        ))}
      </Grid>
    </CampaignRow>
  );
}

/**
 * The home page's campaigns (A2.3), lent to the shell as a widget: live now, closing soon and
 * recently funded, from the same browse API as /browse-companies (open campaigns come soonest
 * closing first; the ones labelled "closing soon" get their own row).
 */
export default function HomeCampaigns() {
  const { t } = useTranslation('campaign');
  const lng = useApiLanguage();
  const open = useQuery({ queryKey: ['campaign', 'home', 'active', lng], queryFn: () => campaignsApi.browse({ limit: PER_SECTION * 3, sortBy: 'active' }) });
  const funded = useQuery({ queryKey: ['campaign', 'home', 'funded', lng], queryFn: () => campaignsApi.browse({ limit: PER_SECTION, sortBy: 'funded' }) });

  if (open.isPending || funded.isPending) return <CardSkeletons count={PER_SECTION} />;
  if (open.isError && open.data === undefined) return <LoadError error={open.error} onRetry={() => void open.refetch()} />;

  const isClosing = (c: CampaignCard) => displayLabel({ ...c, raised: c.raisedAmount }) === 'closingSoon';
  const openDocs = open.data.docs;
  const closing = openDocs.filter(isClosing).slice(0, PER_SECTION);
  const live = openDocs.filter((c) => !isClosing(c)).slice(0, PER_SECTION);
  const fundedDocs = funded.data?.docs ?? [];

  if (live.length + closing.length + fundedDocs.length === 0) {
    return (
      <EmptyState
        title={t('home.noneTitle')}
        description={t('home.noneBody')}
        action={
          <Link to="/raise-capital" className={buttonClass('primary')}>
            {t('home.raise')}
          </Link>
        }
      />
    );
  }
  return (
    <div className="campaign-home">
      <Section id="home-live" title={t('home.live')} more={t('home.seeOpen')} moreTo="/browse-companies?show=active" campaigns={live} />
      <Section id="home-closing" title={t('home.closing')} more={t('home.seeOpen')} moreTo="/browse-companies?show=active" campaigns={closing} />
      <Section id="home-funded" title={t('home.funded')} more={t('home.seeFunded')} moreTo="/browse-succeess-campaign" campaigns={fundedDocs} />
    </div>
  );
}
