import '../../../campaign.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { isApiError } from '@cf/api-client';
import { Alert, Container, LoadError, NotFound, PageLoader, Tabs } from '@cf/ui';
import { useCampaignBySlug } from '../../../api/hooks';
import { CAMPAIGN_STATUS } from '../../../shared/campaign-status';
import { CampaignBanner } from './CampaignBanner';
import { DocumentsTab, FaqsTab, GalleryTab, InvestorsTab, OverviewTab, UpdatesTab } from './DetailTabs';
import { Discussion } from './Discussion';

const TABS = ['overview', 'updates', 'discussion', 'documents', 'faqs', 'gallery', 'investors'] as const;
type Tab = (typeof TABS)[number];

/** /campaign-detail-page/:slug (C2.4). */
export default function CampaignDetailPage() {
  const { t } = useTranslation('campaign');
  const { t: tc } = useTranslation();
  const { slug = '' } = useParams();
  const campaign = useCampaignBySlug(slug);
  // ?tab=updates opens a tab directly (the bell's and the e-mails' links to an owner's update).
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('tab');
  const [tab, setTab] = useState<Tab>(TABS.includes(asked as Tab) ? (asked as Tab) : 'overview');

  if (campaign.isPending) return <PageLoader label={tc('common.loading')} />;
  // A failed background refresh keeps the page on screen (and a dialog open on it); only a first load shows the error.
  if (campaign.isError && campaign.data === undefined) {
    // An unknown slug is a real "not found" page with the ways on, not a bare line (issue 11 item 10).
    if (isApiError(campaign.error) && campaign.error.status === 404)
      return (
        <Container size="md" className="campaign-page">
          <NotFound
            codeLabel={t('detail.notFound.code')}
            title={t('detail.notFound.title')}
            description={t('detail.notFound.body')}
            actions={[
              { to: '/browse-companies', label: t('detail.notFound.browse') },
              { to: '/', label: t('detail.notFound.home') },
            ]}
          />
        </Container>
      );
    return (
      <Container size="md" className="campaign-page">
        <LoadError error={campaign.error} onRetry={() => void campaign.refetch()} />
      </Container>
    );
  }
  const data = campaign.data;
  const content: Record<Tab, React.ReactNode> = {
    overview: <OverviewTab campaign={data} />,
    updates: <UpdatesTab campaignId={data.id} />,
    discussion: <Discussion campaignId={data.id} />,
    documents: <DocumentsTab campaign={data} />,
    faqs: <FaqsTab campaign={data} />,
    gallery: <GalleryTab campaignId={data.id} />,
    investors: <InvestorsTab campaignId={data.id} />,
  };
  return (
    <Container size="xl" className="campaign-page">
      {data.status !== CAMPAIGN_STATUS.active &&
      data.status !== CAMPAIGN_STATUS.successful &&
      data.status !== CAMPAIGN_STATUS.unsuccessful ? (
        <Alert tone="warning" title={t('detail.previewTitle')}>
          {t('detail.previewBody', { status: data.statusLabel ?? t(`status.${data.statusKey ?? 'draft'}`) })}
        </Alert>
      ) : null}
      <CampaignBanner campaign={data} />
      <Tabs
        label={t('detail.tabsLabel')}
        value={tab}
        onValueChange={(value) => setTab(value as Tab)}
        items={TABS.map((value) => ({ value, label: t(`detail.tabs.${value}`), content: tab === value ? content[value] : null }))}
      />
    </Container>
  );
}
