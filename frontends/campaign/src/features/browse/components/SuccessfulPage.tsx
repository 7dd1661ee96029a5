import '../../../campaign.css';
import { useTranslation } from 'react-i18next';
import { useApiLanguage } from '@cf/api-client';
import { Container, PageHeader, useGrowingList } from '@cf/ui';
import { campaignsApi, PAGE_SIZE } from '../../../api/campaigns-api';
import type { CampaignCard } from '@cf/contracts/rest';
import { CAMPAIGN_STATUS } from '../../../shared/campaign-status';
import { CampaignList } from './CampaignList';

/** /browse-succeess-campaign (C2.3): funded campaigns (status 4), growing 9 at a time (C9.1). */
export default function SuccessfulPage() {
  const { t } = useTranslation('campaign');
  const lng = useApiLanguage();
  const list = useGrowingList<CampaignCard>(
    ['campaign', 'successful', lng],
    (limit) => campaignsApi.browse({ limit, status: CAMPAIGN_STATUS.successful }),
    PAGE_SIZE.successful,
  );
  return (
    <Container size="xl" className="campaign-page">
      <PageHeader title={t('successful.title')} description={t('successful.intro')} />
      <CampaignList list={list} skeletons={3} />
    </Container>
  );
}
