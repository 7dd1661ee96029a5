import { useTranslation } from 'react-i18next';
import { EmptyState, Grid, LoadError, LoadMoreFooter } from '@cf/ui';
import type { CampaignCard } from '@cf/contracts/rest';
import { CampaignCardView, CardSkeletons } from '../../../shared/CampaignCard';
import type { useGrowingList } from '@cf/ui';

/** A growing list of campaign cards: skeleton, error, "No results found", cards and "Load more". */
export function CampaignList({ list, skeletons = 3 }: { list: ReturnType<typeof useGrowingList<CampaignCard>>; skeletons?: number }) {
  const { t } = useTranslation();
  if (list.query.isPending) return <CardSkeletons count={skeletons} />;
  if (list.query.isError && !list.query.data) return <LoadError error={list.query.error} onRetry={() => void list.query.refetch()} />;
  if (list.docs.length === 0) return <EmptyState title={t('common.noResults')} />;
  return (
    <>
      <Grid min="17rem" gap={4} aria-busy={list.switching || undefined}>
        {list.docs.map((campaign) => (
          <CampaignCardView key={campaign.id} campaign={campaign} />
        ))}
      </Grid>
      <LoadMoreFooter centered shown={list.docs.length} total={list.total} hasMore={list.hasMore} loading={list.loadingMore} onLoadMore={list.loadMore} />
    </>
  );
}
