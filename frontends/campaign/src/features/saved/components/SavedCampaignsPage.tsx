import '../../../campaign.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, useApiLanguage } from '@cf/api-client';
import { Button, Container, EmptyState, Grid, LoadError, LoadMoreFooter, PageHeader, useGrowingList, useToast } from '@cf/ui';
import { campaignsApi, PAGE_SIZE } from '../../../api/campaigns-api';
import type { CampaignCard } from '@cf/contracts/rest';
import { CampaignCardView, CardSkeletons } from '../../../shared/CampaignCard';

/** /saved-campaign (C2.26): the campaigns the user saved; "remove" takes one out ("removed from saved", C8.5). */
export default function SavedCampaignsPage() {
  const { t } = useTranslation('campaign');
  const { t: tc } = useTranslation();
  const lng = useApiLanguage();
  const toast = useToast();
  const [removing, setRemoving] = useState<string | null>(null);
  const list = useGrowingList<CampaignCard>(['campaign', 'saved', lng], (limit) => campaignsApi.saved(limit), PAGE_SIZE.saved);
  const remove = async (campaign: CampaignCard) => {
    setRemoving(campaign.id);
    try {
      const answer = await campaignsApi.unsave(campaign.savedCampaignID ?? campaign.id);
      toast.show({ tone: 'success', message: answer?.message || t('detail.unsaved') });
      await list.query.refetch();
    } catch (error) {
      toast.show({ tone: 'danger', message: isApiError(error) && error.message ? error.message : tc('common.error') });
    } finally {
      setRemoving(null);
    }
  };
  return (
    <Container size="xl" className="campaign-page">
      <PageHeader title={t('saved.title')} description={t('saved.intro')} />
      {list.query.isPending ? <CardSkeletons count={3} /> : null}
      {list.query.isError && !list.query.data ? <LoadError error={list.query.error} onRetry={() => void list.query.refetch()} /> : null}
      {list.query.isSuccess && list.docs.length === 0 ? <EmptyState title={tc('common.noRecord')} description={t('saved.empty')} /> : null}
      {list.docs.length > 0 ? (
        <>
          <Grid min="17rem" gap={4}>
            {list.docs.map((c) => (
              <CampaignCardView
                key={c.id}
                campaign={c}
                footer={
                  <div style={{ position: 'relative', zIndex: 1 }}>
                    <Button size="sm" variant="outline" loading={removing === c.id} onClick={() => void remove(c)}>
                      {t('saved.remove')}
                    </Button>
                  </div>
                }
              />
            ))}
          </Grid>
          <LoadMoreFooter centered shown={list.docs.length} total={list.total} hasMore={list.hasMore} loading={list.loadingMore} onLoadMore={list.loadMore} />
        </>
      ) : null}
    </Container>
  );
}
