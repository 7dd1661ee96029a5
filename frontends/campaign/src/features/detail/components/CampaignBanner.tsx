import { WrittenIn } from '../../../shared/WrittenIn';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { isApiError, useIsSignedIn } from '@cf/api-client';
import { formatDate, formatInteger, formatPercent } from '@cf/i18n';
import { Button, buttonClass, Cluster, Money, useLanguage, useToast } from '@cf/ui';
import { campaignsApi } from '../../../api/campaigns-api';
import { useRefreshCampaigns } from '../../../api/hooks';
import type { CampaignFull } from '@cf/contracts/rest';
import { Ribbon } from '../../../shared/CampaignCard';
import { CAMPAIGN_STATUS, daysLeft, displayLabel, percentRaised } from '../../../shared/campaign-status';
import { embedUrlOf } from '../../../shared/video';
import { ProgressBar } from '../../../shared/ProgressBar';

/**
 * Top banner of the campaign page (C2.4): picture, names, progress, days left, save/unsave and follow
 * (signed-out visitors are sent to sign in and come back), the early-bird request before opening.
 */
export function CampaignBanner({ campaign }: { campaign: CampaignFull }) {
  const { t } = useTranslation('campaign');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const signedIn = useIsSignedIn();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const refresh = useRefreshCampaigns();
  const [busy, setBusy] = useState<'save' | 'follow' | 'early' | null>(null);
  const [saved, setSaved] = useState({ isSaved: Boolean(campaign.isSaved), id: campaign.savedCampaignID });
  const [follow, setFollow] = useState({ isFollowing: campaign.isFollowing, count: campaign.followersCount });
  const [earlyBird, setEarlyBird] = useState(campaign.isEarlyBird);
  // Whether the banner's own Invest button has scrolled out of view (laptops then show the sticky panel).
  const [bannerInvest, setBannerInvest] = useState<HTMLAnchorElement | null>(null);
  const [bannerInvestAway, setBannerInvestAway] = useState(false);
  useEffect(() => {
    if (!bannerInvest || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setBannerInvestAway(!entry.isIntersecting && entry.boundingClientRect.top < 0));
    observer.observe(bannerInvest);
    return () => observer.disconnect();
  }, [bannerInvest]);
  const left = campaign.status === CAMPAIGN_STATUS.active ? (campaign.daysLeft ?? daysLeft(campaign.closeDate)) : null;
  const label = displayLabel({ ...campaign, raised: campaign.raisedAmount });
  const beforeOpening = campaign.status === CAMPAIGN_STATUS.active && (label === 'comingSoon' || label === 'earlyBird');

  const requireSignIn = () => {
    toast.show({ tone: 'info', message: t('detail.signInToAct') });
    navigate('/login', { state: { from: `${location.pathname}${location.search}` } });
  };

  const run = async (kind: 'save' | 'follow' | 'early', action: () => Promise<void>) => {
    if (!signedIn) return requireSignIn();
    setBusy(kind);
    try {
      await action();
      void refresh();
    } catch (error) {
      toast.show({ tone: 'danger', message: isApiError(error) && error.message ? error.message : tc('common.error') });
    } finally {
      setBusy(null);
    }
  };

  const toggleSave = () =>
    run('save', async () => {
      if (saved.isSaved) {
        const answer = await campaignsApi.unsave(saved.id ?? campaign.id);
        setSaved({ isSaved: false, id: null });
        toast.show({ tone: 'success', message: answer?.message || t('detail.unsaved') });
      } else {
        const answer = await campaignsApi.save(campaign.id);
        setSaved({ isSaved: true, id: answer.savedCampaignID });
        toast.show({ tone: 'success', message: answer?.message || t('detail.saved') });
      }
    });
  const toggleFollow = () =>
    run('follow', async () => {
      const answer = follow.isFollowing ? await campaignsApi.unfollow(campaign.id) : await campaignsApi.follow(campaign.id);
      setFollow({ isFollowing: answer.isFollowing, count: answer.followersCount });
    });
  const requestEarlyBird = () =>
    run('early', async () => {
      const answer = await campaignsApi.becomeEarlyBird(campaign.id);
      setEarlyBird(true);
      toast.show({ tone: 'success', message: answer?.message || t('detail.earlyBirdDone') });
    });

  const image = campaign.coverImage ?? campaign.story?.coverImage ?? campaign.companyLogo;
  // C5.1: an owner who chose a video pitch has it where the cover would be (the players the CSP allows in frames).
  const pitch = campaign.story?.uploadType === 'video' && campaign.story.videoUrl ? embedUrlOf(campaign.story.videoUrl) : null;
  return (
    <section className="campaign-banner" aria-labelledby="campaign-title">
      <div className={pitch ? 'campaign-banner__media campaign-banner__media--video' : 'campaign-banner__media'}>
        {pitch ? (
          <iframe
            src={pitch}
            title={t('detail.pitchVideo', { name: campaign.campaignName })}
            loading="lazy"
            allow="encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : image ? (
          <img src={image} alt={t('detail.imageAlt', { name: campaign.campaignName })} />
        ) : null}
        <Ribbon campaign={campaign} />
      </div>
      <div className="campaign-banner__facts">
        <Cluster gap={3}>
          {campaign.companyLogo ? (
            <img className="campaign-banner__logo" src={campaign.companyLogo} alt={t('detail.logoAlt', { name: campaign.companyName })} />
          ) : null}
          <div>
            {/* bdi: an English name in an Arabic page keeps its own order but the page's alignment. */}
            <h1 id="campaign-title" className="campaign-card__title">
              <bdi lang={campaign.textLanguage}>{campaign.campaignName || campaign.companyName}</bdi>
            </h1>
            <p className="campaign-muted">
              <bdi>{campaign.companyName}</bdi>
            </p>
          </div>
        </Cluster>
        {campaign.about ? (
          <p dir="auto" lang={campaign.textLanguage}>
            {campaign.about}
          </p>
        ) : null}
        <WrittenIn language={campaign.textLanguage} />
        <ProgressBar raised={campaign.raisedAmount} goal={campaign.goal} />
        <dl className="campaign-facts">
          {/* The key terms first, where a reader decides (issue 36): rate and term, or price and valuation; the minimum; who invested. */}
          {keyTerms(campaign).map(([key, value]) => (
            <div key={key}>
              <dt>{t(key)}</dt>
              <dd>{value.kind === 'money' ? <Money amount={value.amount} /> : value.kind === 'percent' ? formatPercent(value.amount, language) : t('detail.months', { n: formatInteger(value.amount, language) })}</dd>
            </div>
          ))}
          {campaign.investorsCount !== undefined ? (
            <div>
              <dt>{t('detail.investors')}</dt>
              <dd>{formatInteger(campaign.investorsCount, language)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('detail.daysLeft')}</dt>
            <dd>{left === null ? '—' : formatInteger(left, language)}</dd>
          </div>
          <div>
            <dt>{t('detail.type')}</dt>
            <dd>{campaign.termsName ?? t(`types.${campaign.termsSlug}`)}</dd>
          </div>
          <div>
            <dt>{t('detail.investingType')}</dt>
            <dd>{t(`investingTypes.${campaign.investingType}`)}</dd>
          </div>
          {campaign.openDate ? (
            <div>
              <dt>{t('detail.opens')}</dt>
              <dd>{formatDate(campaign.openDate, language, { dateStyle: 'medium' })}</dd>
            </div>
          ) : null}
          {campaign.closeDate ? (
            <div>
              <dt>{t('detail.closes')}</dt>
              <dd>{formatDate(campaign.closeDate, language, { dateStyle: 'medium' })}</dd>
            </div>
          ) : null}
        </dl>
        <Cluster gap={2}>
          {campaign.isOwner ? null : (
            <>
              <Button
                variant={saved.isSaved ? 'secondary' : 'outline'}
                aria-pressed={saved.isSaved}
                loading={busy === 'save'}
                onClick={() => void toggleSave()}
              >
                {saved.isSaved ? t('detail.unsave') : t('detail.save')}
              </Button>
              <Button
                variant={follow.isFollowing ? 'secondary' : 'outline'}
                aria-pressed={follow.isFollowing}
                loading={busy === 'follow'}
                onClick={() => void toggleFollow()}
              >
                {follow.isFollowing ? t('detail.unfollow') : t('detail.follow')}
              </Button>
              {follow.count > 0 ? <span className="campaign-muted campaign-banner__followers">{t('detail.followersCount', { n: formatInteger(follow.count, language) })}</span> : null}
            </>
          )}
          {beforeOpening && !campaign.isOwner ? (
            <Button variant="primary" disabled={earlyBird} loading={busy === 'early'} onClick={() => void requestEarlyBird()}>
              {earlyBird ? t('detail.earlyBirdRequested') : t('detail.earlyBird')}
            </Button>
          ) : null}
          {campaign.status === CAMPAIGN_STATUS.active && !beforeOpening && !campaign.isOwner ? (
            <Link ref={setBannerInvest} to={`/invest/${encodeURIComponent(campaign.id)}`} className={buttonClass('primary')} aria-describedby="invest-note">
              {t('detail.invest')}
            </Link>
          ) : null}
          {campaign.isOwner ? (
            <Link to={`/campaign-dashboard/${encodeURIComponent(campaign.id)}`} className={buttonClass('outline')}>
              {t('detail.dashboard')}
            </Link>
          ) : null}
        </Cluster>
        {campaign.status === CAMPAIGN_STATUS.active && !beforeOpening && !campaign.isOwner ? (
          <StickyInvestPanel campaign={campaign} daysLeft={left} away={bannerInvestAway} />
        ) : null}
        {campaign.status === CAMPAIGN_STATUS.active && !beforeOpening && !campaign.isOwner ? (
          <div className="campaign-invest-note">
            <p className="campaign-risk" id="invest-note">
              <strong>{t('risk.title')}</strong> {t('risk.body')} <Link to="/content-page/risk-warning">{t('risk.more')}</Link>
            </p>
          </div>
        ) : null}
      </div>
    </section>
  );
}

/**
 * On phones the invest action stays in reach while the story, documents and discussion scroll by: a
 * panel stuck to the bottom of the screen with the progress, the days left, the action and the risk
 * warning's link (issue 11 item 10). Hidden on wider screens, where the banner's own button is in view.
 */
function StickyInvestPanel({ campaign, daysLeft: left, away }: { campaign: CampaignFull; daysLeft: number | null; away: boolean }) {
  const { t } = useTranslation('campaign');
  const language = useLanguage();
  const percent = formatPercent(Math.trunc(percentRaised(campaign.raisedAmount, campaign.goal ?? 0)), language);
  return (
    <aside className={away ? 'campaign-sticky-invest campaign-sticky-invest--away' : 'campaign-sticky-invest'} aria-label={t('detail.investPanel')}>
      <p className="campaign-sticky-invest__facts">
        <strong>{t('detail.fundedPercent', { percent })}</strong>
        {left === null ? null : <span>{t('card.daysLeft', { days: formatInteger(left, language) })}</span>}
      </p>
      <div className="campaign-sticky-invest__action">
        <Link to={`/invest/${encodeURIComponent(campaign.id)}`} className={buttonClass('primary')} aria-describedby="invest-note-sticky">
          {t('detail.invest')}
        </Link>
        <p id="invest-note-sticky" className="campaign-sticky-invest__note">
          <Link to="/content-page/risk-warning">{t('risk.title')}</Link>
        </p>
      </div>
    </aside>
  );
}

type KeyTerm = [string, { kind: 'money' | 'percent' | 'months'; amount: number }];

/** The terms a reader weighs before anything else: debt by its profit rate and term, equity by price and valuation, and the minimum. */
function keyTerms(campaign: CampaignFull): KeyTerm[] {
  const terms = campaign.terms;
  const debtLike = campaign.termsSlug === 'debt' || campaign.termsSlug === 'equity-with-dividends';
  const found: KeyTerm[] = [];
  const add = (key: string, kind: KeyTerm[1]['kind'], amount: number | null | undefined) => {
    if (amount !== null && amount !== undefined) found.push([key, { kind, amount }]);
  };
  if (debtLike) {
    add('fields.interestRate', 'percent', terms?.interestRate);
    add('fields.termLength', 'months', terms?.termLength || null);
  } else {
    add('fields.pricePerShare', 'money', terms?.pricePerShare || null);
    add('fields.preMoneyValuation', 'money', terms?.preMoneyValuation || null);
  }
  add('detail.minimumInvestment', 'money', campaign.fundraising?.minimumRaise ?? campaign.minimumRaise);
  return found;
}
