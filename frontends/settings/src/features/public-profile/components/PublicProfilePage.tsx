import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isApiError, useApiLanguage, useSession } from '@cf/api-client';
import { formatDate, formatInteger, formatOmr, toLanguage } from '@cf/i18n';
import { Button, buttonClass, Card, EmptyState, LoadError, LoadMoreFooter, Skeleton, Stack, useGrowingList, useToast } from '@cf/ui';
import { SettingsPage } from '../../../shared/SettingsPage';
import { PROFILE_PAGE_SIZE, publicProfileApi, type ProfileCampaign, type PublicProfile } from '../public-profile-api';

function displayName(user: PublicProfile, language: string): string {
  const latin = [user.firstName, user.middleName, user.lastName].filter(Boolean).join(' ');
  if (language === 'ar' && user.fullNameAr) return user.fullNameAr;
  return user.profileName || latin || user.fullNameEn || user.slug;
}

function initials(user: PublicProfile): string {
  return `${user.firstName?.[0] ?? ''}${user.lastName?.[0] ?? ''}`.toUpperCase() || user.slug.slice(0, 1).toUpperCase();
}

/** One campaign of the profile: picture, name (link to its page), company, status and the amounts. */
function CampaignItem({ campaign }: { campaign: ProfileCampaign }) {
  const { t, i18n } = useTranslation('settings');
  const language = toLanguage(i18n.language);
  const image = campaign.coverImage ?? campaign.companyLogo;
  const name = campaign.campaignName || campaign.companyName || '';
  return (
    <li>
      <article className="settings-profile-campaign" aria-labelledby={`profile-campaign-${campaign.id}`}>
        {image ? <img src={image} alt="" loading="lazy" width={140} height={100} className="settings-profile-campaign__image" /> : null}
        <div>
          <h3 id={`profile-campaign-${campaign.id}`} className="settings-profile-campaign__name">
            <Link to={`/campaign-detail-page/${encodeURIComponent(campaign.slug)}`}>{name}</Link>
          </h3>
          {campaign.companyName && campaign.companyName !== name ? <p className="settings-muted">{campaign.companyName}</p> : null}
          <p className="settings-muted">
            {[campaign.ribbon?.label ?? campaign.statusLabel, campaign.termsName].filter(Boolean).join(' · ')}
          </p>
          {campaign.goal !== null ? (
            <p>{t('publicProfile.raised', { raised: formatOmr(campaign.raisedAmount ?? 0, language), goal: formatOmr(campaign.goal, language) })}</p>
          ) : null}
        </div>
      </article>
    </li>
  );
}

/** The user's public campaigns, 6 more per "Load more" (A9.3). */
function ProfileCampaigns({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const language = toLanguage(i18n.language);
  const lng = useApiLanguage();
  const [pages, setPages] = useState(1);
  const limit = pages * PROFILE_PAGE_SIZE;
  const query = useQuery({
    queryKey: ['settings', 'profile-campaigns', slug, lng, limit],
    queryFn: () => publicProfileApi.campaigns(slug, limit),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const docs = query.data?.docs ?? [];
  const total = query.data?.totalCount ?? 0;
  const hasMore = Boolean(query.data?.displayLoadMore) || total > docs.length;
  return (
    <Card title={t('publicProfile.campaigns')}>
      {query.isPending ? (
        <div role="status" aria-live="polite">
          <span className="cf-visually-hidden">{tc('common.loading')}</span>
          <Skeleton lines={4} />
        </div>
      ) : query.isError && !query.data ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : docs.length === 0 ? (
        <EmptyState title={t('publicProfile.noCampaigns')} />
      ) : (
        <Stack gap={3}>
          <ul className="settings-profile-campaigns">
            {docs.map((c) => (
              <CampaignItem key={c.id} campaign={c} />
            ))}
          </ul>
          <p className="settings-muted" aria-live="polite">
            {t('publicProfile.showing', { shown: formatInteger(docs.length, language), total: formatInteger(total, language) })}
          </p>
          {hasMore ? (
            <div>
              <Button variant="outline" onClick={() => setPages((p) => p + 1)} loading={query.isFetching && query.isPlaceholderData}>
                {t('publicProfile.loadMore')}
              </Button>
            </div>
          ) : null}
        </Stack>
      )}
    </Card>
  );
}

/**
 * The campaigns the person backed (A7.6 get-user-investments), only when they chose to show them;
 * never the amounts. Their owner is told where to change it.
 */
function ProfileInvestments({ slug, name, isSelf }: { slug: string; name: string; isSelf: boolean }) {
  const { t, i18n } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const language = toLanguage(i18n.language);
  const lng = useApiLanguage();
  const list = useGrowingList(['settings', 'profile-investments', slug, lng], (limit) => publicProfileApi.investments(slug, limit), PROFILE_PAGE_SIZE);
  const visible = (list.query.data as { visible?: boolean } | undefined)?.visible;
  return (
    <Card title={t('publicProfile.investments')}>
      {list.query.isPending ? (
        <div role="status" aria-live="polite">
          <span className="cf-visually-hidden">{tc('common.loading')}</span>
          <Skeleton lines={3} />
        </div>
      ) : list.query.isError && !list.query.data ? (
        <LoadError error={list.query.error} onRetry={() => void list.query.refetch()} />
      ) : visible === false ? (
        <p className="settings-muted">
          {isSelf ? (
            <>
              {t('publicProfile.investmentsPrivateSelf')} <Link to="/edit-profile">{t('profile.edit')}</Link>
            </>
          ) : (
            t('publicProfile.investmentsPrivate', { name })
          )}
        </p>
      ) : list.docs.length === 0 ? (
        <EmptyState title={t('publicProfile.noInvestments')} />
      ) : (
        <Stack gap={3}>
          <ul className="settings-profile-investments">
            {list.docs.map((item) => (
              <li key={item.campaignId}>
                <Link to={`/campaign-detail-page/${encodeURIComponent(item.campaignSlug)}`}>{item.campaignName}</Link>
                <span className="settings-muted">{t('publicProfile.investedOn', { date: formatDate(item.lastInvestedAt, language) })}</span>
              </li>
            ))}
          </ul>
          <LoadMoreFooter shown={list.docs.length} total={list.total} hasMore={list.hasMore} loading={list.loadingMore} onLoadMore={list.loadMore} />
        </Stack>
      )}
    </Card>
  );
}

/** `/profile/:slug` (C2.27, A2.4): a user's public profile — who they are, followers and following, their campaigns. */
export default function PublicProfilePage() {
  const { t, i18n } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const language = toLanguage(i18n.language);
  const { slug = '' } = useParams();
  const lng = useApiLanguage();
  const session = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [follow, setFollow] = useState<{ following: boolean; count: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const profile = useQuery({
    queryKey: ['settings', 'public-profile', slug, lng, session?.token ?? null],
    queryFn: () => publicProfileApi.profile(slug),
    retry: false,
    enabled: slug !== '',
  });
  const user = profile.data;

  if (profile.isPending)
    return (
      <SettingsPage title={t('publicProfile.loading')}>
        <Card>
          <Skeleton lines={6} />
        </Card>
      </SettingsPage>
    );
  if (profile.isError || !user) {
    const notFound = isApiError(profile.error) && profile.error.status === 404;
    return (
      <SettingsPage title={notFound ? t('publicProfile.notFound') : tc('common.error')}>
        {notFound ? <EmptyState title={t('publicProfile.notFound')} description={t('publicProfile.notFoundBody')} /> : <LoadError error={profile.error} onRetry={() => void profile.refetch()} />}
      </SettingsPage>
    );
  }

  const isSelf = session?.displayData.id === user.id || session?.displayData.slug === user.slug;
  const following = follow?.following ?? user.isFollowing;
  const followers = follow?.count ?? user.followersCount;
  const toggleFollow = async () => {
    if (!session) {
      toast.show({ tone: 'info', message: t('publicProfile.signInToFollow') });
      navigate('/login', { state: { from: location.pathname } });
      return;
    }
    setBusy(true);
    try {
      const answer = following ? await publicProfileApi.unfollow(user.id) : await publicProfileApi.follow(user.id);
      setFollow({ following: answer.following, count: answer.followersCount });
    } catch (error) {
      toast.show({ tone: 'danger', message: isApiError(error) && error.message ? error.message : tc('common.error') });
    } finally {
      setBusy(false);
    }
  };
  const links = Object.entries(user.outsideLinks ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1]));
  const name = displayName(user, language);

  return (
    <SettingsPage
      title={name}
      actions={
        isSelf ? (
          <Link to="/edit-profile" className={buttonClass('outline')}>
            {t('profile.edit')}
          </Link>
        ) : (
          <Button variant={following ? 'secondary' : 'primary'} aria-pressed={following} loading={busy} onClick={() => void toggleFollow()}>
            {following ? t('publicProfile.unfollow') : t('publicProfile.follow')}
          </Button>
        )
      }
    >
      <Stack gap={5}>
        <section className="settings-profile-card" aria-label={t('profile.summary')}>
          <div className="settings-profile-card__cover">{user.coverPhoto ? <img src={String(user.coverPhoto)} alt="" /> : null}</div>
          <div className="settings-profile-card__identity">
            {user.photo ? (
              <img className="settings-profile-card__avatar" src={String(user.photo)} alt={t('publicProfile.photoAlt', { name })} />
            ) : (
              <span className="settings-profile-card__avatar settings-profile-card__avatar--initials" aria-hidden="true">
                {initials(user)}
              </span>
            )}
            <div className="settings-profile-card__names">
              {user.userType ? <p className="settings-muted">{t(`publicProfile.userTypes.${user.userType === 'owner' ? 'owner' : 'investor'}`)}</p> : null}
              {user.investorType === 'company' && user.companyName ? <p className="settings-muted">{user.companyName}</p> : null}
              <dl className="settings-profile-counts">
                <div>
                  <dt>{t('publicProfile.followers')}</dt>
                  <dd>{formatInteger(followers, language)}</dd>
                </div>
                <div>
                  <dt>{t('publicProfile.following')}</dt>
                  <dd>{formatInteger(user.followingCount, language)}</dd>
                </div>
              </dl>
            </div>
          </div>
          {user.description ? <p className="settings-profile-card__description">{user.description}</p> : null}
        </section>

        {links.length > 0 ? (
          <Card title={t('outsideLinks.title')}>
            <ul className="settings-outside-list">
              {links.map(([key, url]) => (
                <li key={key}>
                  <span className="settings-outside-list__name">{key}</span>{' '}
                  <a href={url} target="_blank" rel="noopener noreferrer nofollow" dir="ltr">
                    {url}
                  </a>
                </li>
              ))}
            </ul>
          </Card>
        ) : null}

        <ProfileCampaigns slug={user.slug} />

        <ProfileInvestments slug={user.slug} name={name} isSelf={isSelf} />
      </Stack>
    </SettingsPage>
  );
}
