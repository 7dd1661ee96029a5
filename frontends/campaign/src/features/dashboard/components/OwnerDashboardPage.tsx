import '../../../campaign.css';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError, useApiLanguage } from '@cf/api-client';
import { formatDateTime, formatInteger, formatOmr } from '@cf/i18n';
import { Alert, Button, buttonClass, Card, Cluster, Container, EmptyState, Grid, LoadError, LoadMoreFooter, PageHeader, PageLoader, Stack, Tabs, TextArea, TextField, useGrowingList, useLanguage, useToast } from '@cf/ui';
import { useQuery } from '@tanstack/react-query';
import { campaignsApi, PAGE_SIZE } from '../../../api/campaigns-api';
import { useRefreshCampaigns } from '../../../api/hooks';
import type { CommentThread, Follower } from '@cf/contracts/rest';
import { CardSkeletons, Ribbon } from '../../../shared/CampaignCard';
import { CAMPAIGN_STATUS } from '../../../shared/campaign-status';
import { ProgressBar } from '../../../shared/ProgressBar';
import { CommentForm } from '../../detail/components/Discussion';
import { UpdatesList } from '../../detail/components/DetailTabs';
import { CampaignCloseCard } from './CampaignCloseCard';
import { CampaignInvestmentsTab } from './CampaignInvestmentsTab';
import { RepaymentSchedule } from '../../repayments/components/RepaymentSchedule';
import { stepPath } from '../../wizard/steps';

const TABS = ['overview', 'updates', 'discussion', 'investments', 'followers', 'repayment'] as const;
type Tab = (typeof TABS)[number];

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="campaign-stat">
      <p className="campaign-muted">{label}</p>
      <p className="campaign-stat__value campaign-amount">{value}</p>
    </div>
  );
}

function UpdatesTab({ campaignId, canPost }: { campaignId: string; canPost: boolean }) {
  const { t } = useTranslation('campaign');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const refresh = useRefreshCampaigns();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const post = async (event: FormEvent) => {
    event.preventDefault();
    if (!description.trim()) return setError(tc('validation.required'));
    setError(null);
    setBusy(true);
    try {
      await campaignsApi.postUpdate(campaignId, { ...(title.trim() ? { title: title.trim() } : {}), description: description.trim() });
      setTitle('');
      setDescription('');
      toast.show({ tone: 'success', message: t('dashboard.updatePosted') });
      await refresh();
    } catch (failure) {
      setError(isApiError(failure) && failure.message ? failure.message : tc('common.error'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4}>
      {canPost ? (
        <form onSubmit={(e) => void post(e)} noValidate>
          <Card title={t('dashboard.newUpdate')} headingLevel={3}>
            <Stack gap={3}>
              <TextField label={t('fields.updateTitle')} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={150} />
              <TextArea label={t('fields.updateDescription')} required rows={4} value={description} onChange={(e) => setDescription(e.target.value)} error={error ?? undefined} />
              <div>
                <Button type="submit" loading={busy}>
                  {t('dashboard.postUpdate')}
                </Button>
              </div>
            </Stack>
          </Card>
        </form>
      ) : (
        <Alert tone="info">{t('dashboard.updatesWhenLive')}</Alert>
      )}
      <UpdatesList campaignId={campaignId} />
    </Stack>
  );
}

function DiscussionTab({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation('campaign');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const list = useGrowingList<CommentThread>(['campaign', 'dashboard-comments', campaignId], (limit) => campaignsApi.dashboardComments(campaignId, limit), PAGE_SIZE.comments);
  if (list.query.isPending) return <CardSkeletons count={1} />;
  if (list.query.isError && !list.query.data) return <LoadError error={list.query.error} onRetry={() => void list.query.refetch()} />;
  if (list.docs.length === 0) return <EmptyState title={tc('common.noRecord')} description={t('discussion.empty')} />;
  return (
    <>
      <ul className="campaign-list">
        {list.docs.map((c) => (
          <li key={c.id} className="campaign-comment">
            <p className="campaign-muted">
              <strong>{c.authorName ?? t('discussion.member')}</strong> · {formatDateTime(c.createdAt, language)} <span className="campaign-badge">{t(`commentStatus.${c.status}`)}</span>
            </p>
            <p className="campaign-story">{c.comment}</p>
            {c.replies?.length ? (
              <ul className="campaign-list campaign-comment__replies">
                {c.replies.map((r) => (
                  <li key={r.id}>
                    <p className="campaign-muted">
                      {r.authorName ?? t('discussion.member')} · <span className="campaign-badge">{t(`commentStatus.${r.status}`)}</span>
                    </p>
                    <p className="campaign-story">{r.comment}</p>
                  </li>
                ))}
              </ul>
            ) : null}
            {replyTo === c.id ? (
              <CommentForm campaignId={campaignId} parentCommentId={c.id} label={t('discussion.replyLabel')} onPosted={() => void list.query.refetch()} />
            ) : (
              <Button size="sm" variant="link" onClick={() => setReplyTo(c.id)}>
                {t('discussion.reply')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <LoadMoreFooter centered shown={list.docs.length} total={list.total} hasMore={list.hasMore} loading={list.loadingMore} onLoadMore={list.loadMore} />
    </>
  );
}

function FollowersTab({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation('campaign');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const list = useGrowingList<Follower>(['campaign', 'followers', campaignId], (limit) => campaignsApi.followers(campaignId, limit), PAGE_SIZE.follows);
  if (list.query.isPending) return <CardSkeletons count={1} />;
  if (list.query.isError && !list.query.data) return <LoadError error={list.query.error} onRetry={() => void list.query.refetch()} />;
  if (list.docs.length === 0) return <EmptyState title={tc('common.noRecord')} description={t('dashboard.noFollowers')} />;
  return (
    <>
      <ul className="campaign-list">
        {list.docs.map((f) => (
          <li key={f.userId} className="campaign-item-row">
            <span>{t('discussion.member')}</span>
            <span className="campaign-muted">{formatDateTime(f.followedAt, language)}</span>
          </li>
        ))}
      </ul>
      <LoadMoreFooter centered shown={list.docs.length} total={list.total} hasMore={list.hasMore} loading={list.loadingMore} onLoadMore={list.loadMore} />
    </>
  );
}

/** /campaign-dashboard/:id (C2.13): numbers, updates, discussion, investments received and pending, followers, repayment (C2.14). */
export default function OwnerDashboardPage() {
  const { t } = useTranslation('campaign');
  const { t: tc } = useTranslation();
  const { id = '' } = useParams();
  const lng = useApiLanguage();
  const language = useLanguage();
  const [tab, setTab] = useState<Tab>('overview');
  const dashboard = useQuery({ queryKey: ['campaign', 'dashboard', id, lng], queryFn: () => campaignsApi.dashboard(id), retry: false });
  if (dashboard.isPending) return <PageLoader label={tc('common.loading')} />;
  if (dashboard.isError && dashboard.data === undefined)
    return (
      <Container size="md" className="campaign-page">
        <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      </Container>
    );
  const d = dashboard.data;
  const c = d.campaign;
  const n = (v: number | undefined) => formatInteger(v ?? 0, language);
  const live = c.status === CAMPAIGN_STATUS.active || c.status === CAMPAIGN_STATUS.successful || c.status === CAMPAIGN_STATUS.unsuccessful;
  const content: Record<Tab, React.ReactNode> = {
    overview: (
      <Stack gap={4}>
        {c.status === CAMPAIGN_STATUS.active || c.status === CAMPAIGN_STATUS.successful || c.status === CAMPAIGN_STATUS.unsuccessful ? <CampaignCloseCard campaignId={id} /> : null}
        <ProgressBar raised={d.raisedAmount} goal={d.goal} />
        <Grid min="11rem" gap={3}>
          <Stat label={t('dashboard.raised')} value={formatOmr(d.raisedAmount, language)} />
          <Stat label={t('fields.goal')} value={d.goal === null ? '—' : formatOmr(d.goal, language)} />
          <Stat label={t('dashboard.investors')} value={n(d.investorsCount)} />
          <Stat label={t('detail.followers')} value={n(d.followersCount)} />
          <Stat label={t('dashboard.saves')} value={n(d.savedCount)} />
          <Stat label={t('dashboard.earlyBirds')} value={n(d.earlyBirdCount)} />
          <Stat label={t('dashboard.updates')} value={n(d.updatesCount)} />
          <Stat label={t('dashboard.pendingComments')} value={n(d.comments?.pending)} />
          <Stat label={t('detail.daysLeft')} value={d.daysLeft === null ? '—' : n(d.daysLeft)} />
        </Grid>
      </Stack>
    ),
    updates: <UpdatesTab campaignId={id} canPost={live} />,
    discussion: <DiscussionTab campaignId={id} />,
    investments: <CampaignInvestmentsTab campaignId={id} />,
    followers: <FollowersTab campaignId={id} />,
    repayment: <RepaymentSchedule campaignId={id} />,
  };
  return (
    <Container size="xl" className="campaign-page">
      <PageHeader
        title={c.campaignName || c.companyName}
        description={c.statusLabel ?? t(`status.${c.statusKey ?? 'draft'}`)}
        actions={
          <Cluster gap={2}>
            <Ribbon campaign={c} />
            {c.status === CAMPAIGN_STATUS.draft || c.status === CAMPAIGN_STATUS.declined ? (
              <Link to={stepPath('company-info', c.id)} className={buttonClass('primary')}>
                {t('myCampaigns.continue')}
              </Link>
            ) : null}
            <Link to={`/campaign-detail-page/${encodeURIComponent(c.slug)}`} className={buttonClass('outline')}>
              {t('dashboard.viewPage')}
            </Link>
          </Cluster>
        }
      />
      <Tabs
        label={t('dashboard.tabsLabel')}
        value={tab}
        onValueChange={(v) => setTab(v as Tab)}
        items={TABS.map((value) => ({ value, label: t(`dashboard.tabs.${value}`), content: tab === value ? content[value] : null }))}
      />
    </Container>
  );
}
