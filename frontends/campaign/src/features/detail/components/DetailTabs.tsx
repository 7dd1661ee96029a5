import { WrittenIn } from '../../../shared/WrittenIn';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, useIsSignedIn } from '@cf/api-client';
import { formatDate, formatInteger, formatOmr, formatPercent } from '@cf/i18n';
import { Button, Card, EmptyState, Grid, LoadError, LoadMoreFooter, Modal, Stack, useGrowingList, useLanguage, useToast } from '@cf/ui';
import { campaignsApi, PAGE_SIZE } from '../../../api/campaigns-api';
import { useOptionList } from '../../../api/hooks';
import type { CampaignFull, CampaignUpdate, GalleryItem } from '@cf/contracts/rest';
import { CardSkeletons } from '../../../shared/CampaignCard';
import { SignInPrompt } from '../../../shared/SignInPrompt';
import { safeEmbed } from '../../../shared/video';
import { ReturnCalculator } from './ReturnCalculator';
import { RepaymentRecord } from '../../repayments/components/RepaymentRecord';

const isDebtLike = (slug: string) => slug === 'debt' || slug === 'equity-with-dividends';

/** Overview: story (in the reader's language), highlights, company, terms, team, lead investors, calculator. */
export function OverviewTab({ campaign }: { campaign: CampaignFull }) {
  const { t } = useTranslation('campaign');
  const language = useLanguage();
  // The story is written in Arabic and English: a French reader gets the English one, said so.
  const arabicStory = campaign.story?.campaignStoryAr;
  const englishStory = campaign.story?.campaignStory;
  const [story, storyLanguage] = language === 'ar' ? (arabicStory ? [arabicStory, 'ar'] : [englishStory, 'en']) : englishStory ? [englishStory, 'en'] : [arabicStory, 'ar'];
  const highlights = campaign.highlights ?? campaign.story?.highlights ?? [];
  const company = campaign.companyProfile;
  const terms = campaign.terms;
  // Team roles are keys of the site's option list (founder, cto…): show the list's name in the reader's language.
  const roles = useOptionList('team-member-type', Boolean(campaign.teamMembers?.length));
  const roleName = (role: string) => roles.data?.find((o) => o.key === role)?.name ?? role;
  const money = (v: number | null | undefined) => (v === null || v === undefined ? '—' : formatOmr(v, language));
  const facts: Array<[string, string]> = [
    [t('fields.goal'), money(campaign.goal)],
    [t('fields.minimumRaise'), money(campaign.fundraising?.minimumRaise ?? campaign.minimumRaise)],
    [t('fields.maximumRaise'), money(campaign.fundraising?.maximumRaise)],
  ];
  if (isDebtLike(campaign.termsSlug)) {
    if (terms?.interestRate !== null && terms?.interestRate !== undefined)
      facts.push([t('fields.interestRate'), formatPercent(terms.interestRate, language)]);
    if (terms?.termLength) facts.push([t('fields.termLength'), t('detail.months', { n: terms.termLength })]);
    if (terms?.investFrequency)
      facts.push([t('fields.investFrequency'), t(`frequencies.${terms.investFrequency}`, { defaultValue: terms.investFrequency })]);
  } else {
    if (terms?.equityAvailable !== null && terms?.equityAvailable !== undefined)
      facts.push([t('fields.equityAvailable'), formatPercent(terms.equityAvailable, language)]);
    if (terms?.availableShares) facts.push([t('fields.availableShares'), formatInteger(terms.availableShares, language)]);
    if (terms?.pricePerShare) facts.push([t('fields.pricePerShare'), money(terms.pricePerShare)]);
  }
  if (terms?.preMoneyValuation) facts.push([t('fields.preMoneyValuation'), money(terms.preMoneyValuation)]);
  return (
    <Stack gap={4}>
      {story ? (
        <Card title={t('detail.story')} headingLevel={2}>
          <p className="campaign-story" dir="auto" lang={storyLanguage}>
            {story}
          </p>
          <WrittenIn language={storyLanguage} />
        </Card>
      ) : null}
      {highlights.length ? (
        <Card title={t('fields.highlights')} headingLevel={2}>
          <ul lang={campaign.textLanguage}>
            {highlights.map((h, i) => (
              <li key={i} dir="auto">
                {h}
              </li>
            ))}
          </ul>
          <WrittenIn language={campaign.textLanguage} />
        </Card>
      ) : null}
      <Card title={t('detail.terms')} headingLevel={2}>
        <dl className="campaign-facts">
          {facts.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd className="campaign-amount">{v}</dd>
            </div>
          ))}
        </dl>
      </Card>
      {company ? (
        <Card title={t('detail.company')} headingLevel={2}>
          <p dir="auto">
            {language === 'ar' ? company.descriptionAr || company.description : company.description || company.descriptionAr}
          </p>
          <dl className="campaign-facts">
            {company.website ? (
              <div>
                <dt>{t('fields.website')}</dt>
                <dd>
                  <a href={company.website} target="_blank" rel="noopener noreferrer" dir="ltr">
                    {company.website}
                  </a>
                </dd>
              </div>
            ) : null}
            {company.address ? (
              <div>
                <dt>{t('fields.address')}</dt>
                <dd dir="auto">{company.address}</dd>
              </div>
            ) : null}
            {company.yearFounded ? (
              <div>
                <dt>{t('fields.yearFounded')}</dt>
                <dd>{company.yearFounded}</dd>
              </div>
            ) : null}
          </dl>
        </Card>
      ) : null}
      {campaign.teamMembers?.length ? (
        <Card title={t('detail.team')} headingLevel={2}>
          <Grid min="14rem" gap={3}>
            {campaign.teamMembers.map((m) => (
              <div key={m.id} className="campaign-person">
                {/* Decorative beside the name (which says who it is). */}
                {m.photo ? <img className="campaign-person__photo" src={m.photo} alt="" width={64} height={64} loading="lazy" /> : null}
                <div>
                  <bdi>
                    <strong>{m.fullName}</strong>
                  </bdi>
                  <p className="campaign-muted">{roleName(m.role)}</p>
                  <p dir="auto" lang={m.bioLanguage ?? undefined}>
                    {m.bio}
                  </p>
                  <WrittenIn language={m.bioLanguage ?? undefined} />
                </div>
              </div>
            ))}
          </Grid>
        </Card>
      ) : null}
      {campaign.leadInvestors?.length ? (
        <Card title={t('detail.leadInvestors')} headingLevel={2}>
          <Grid min="14rem" gap={3}>
            {campaign.leadInvestors.map((l) => (
              <div key={l.id} className="campaign-person">
                {l.photo ? <img className="campaign-person__photo" src={l.photo} alt="" width={64} height={64} loading="lazy" /> : null}
                <div>
                  <bdi>
                    <strong>{l.name}</strong>
                  </bdi>
                  <p className="campaign-muted">{t(`investorTypes.${l.investorType}`)}</p>
                  <p dir="auto">{l.bio}</p>
                </div>
              </div>
            ))}
          </Grid>
        </Card>
      ) : null}
      {isDebtLike(campaign.termsSlug) ? <ReturnCalculator interestRate={terms?.interestRate} minimumInvestment={campaign.fundraising?.minimumRaise ?? campaign.minimumRaise} /> : null}
      {isDebtLike(campaign.termsSlug) ? <RepaymentRecord campaignId={campaign.id} /> : null}
    </Stack>
  );
}

/** Updates: signed-in readers only (C6.1). */
export function UpdatesTab({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation('campaign');
  const signedIn = useIsSignedIn();
  if (!signedIn) return <SignInPrompt message={t('detail.updatesSignIn')} />;
  return <UpdatesList campaignId={campaignId} />;
}

export function UpdatesList({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation('campaign');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const list = useGrowingList<CampaignUpdate>(
    ['campaign', 'updates', campaignId],
    (limit) => campaignsApi.updates(campaignId, limit),
    PAGE_SIZE.comments,
  );
  if (list.query.isPending) return <CardSkeletons count={1} />;
  if (list.query.isError && !list.query.data) return <LoadError error={list.query.error} onRetry={() => void list.query.refetch()} />;
  if (list.docs.length === 0) return <EmptyState title={tc('common.noRecord')} description={t('detail.noUpdates')} />;
  return (
    <>
      <ul className="campaign-list">
        {list.docs.map((u) => (
          <li key={u.id} className="campaign-comment">
            <p className="campaign-muted">{formatDate(u.createdAt, language)}</p>
            {u.title ? <h3 dir="auto">{u.title}</h3> : null}
            <p className="campaign-story" dir="auto">
              {u.description}
            </p>
          </li>
        ))}
      </ul>
      <LoadMoreFooter
        centered
        shown={list.docs.length}
        total={list.total}
        hasMore={list.hasMore}
        loading={list.loadingMore}
        onLoadMore={list.loadMore}
      />
    </>
  );
}

/** Documents: the service lists only what the reader may see (private ones to owner and admins, C6.3). */
export function DocumentsTab({ campaign }: { campaign: CampaignFull }) {
  const { t } = useTranslation('campaign');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const [opening, setOpening] = useState<string | null>(null);
  const open = async (documentId: string) => {
    setOpening(documentId);
    try {
      const { url } = await campaignsApi.signedUrl(documentId);
      window.open(url, '_blank', 'noopener');
    } catch (error) {
      toast.show({ tone: 'danger', message: isApiError(error) && error.message ? error.message : tc('common.error') });
    } finally {
      setOpening(null);
    }
  };
  if (!campaign.documents?.length) return <EmptyState title={tc('common.noRecord')} description={t('detail.noDocuments')} />;
  return (
    <ul className="campaign-list">
      {campaign.documents.map((d) => (
        <li key={d.id} className="campaign-item-row">
          <span>
            {d.title}{' '}
            <span className={`campaign-badge ${d.visibility === 'private' ? 'campaign-badge--warning' : ''}`}>
              {t(`visibility.${d.visibility}`)}
            </span>
          </span>
          <Button size="sm" variant="outline" loading={opening === d.id} onClick={() => void open(d.id)}>
            {t('detail.openDocument')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

export function FaqsTab({ campaign }: { campaign: CampaignFull }) {
  const { t } = useTranslation('campaign');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const answered = (campaign.faqs ?? []).filter((f) => f.answer || f.answerAr);
  if (answered.length === 0) return <EmptyState title={tc('common.noRecord')} description={t('detail.noFaqs')} />;
  return (
    <div>
      {answered.map((f) => (
        <details key={f.id} className="campaign-comment">
          <summary>
            <bdi>{language === 'ar' ? f.questionAr || f.question : f.question}</bdi>
          </summary>
          <p className="campaign-story" dir="auto">
            {language === 'ar' ? f.answerAr || f.answer : f.answer || f.answerAr}
          </p>
        </details>
      ))}
    </div>
  );
}

/** Gallery: images open in a lightbox; YouTube and Vimeo videos play in an embedded player. */
export function GalleryTab({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation('campaign');
  const { t: tc } = useTranslation();
  const [shown, setShown] = useState<GalleryItem | null>(null);
  const list = useGrowingList<GalleryItem>(
    ['campaign', 'gallery', campaignId],
    (limit) => campaignsApi.gallery(campaignId, limit),
    PAGE_SIZE.gallery,
  );
  if (list.query.isPending) return <CardSkeletons count={2} />;
  if (list.query.isError && !list.query.data) return <LoadError error={list.query.error} onRetry={() => void list.query.refetch()} />;
  if (list.docs.length === 0) return <EmptyState title={tc('common.noRecord')} description={t('detail.noGallery')} />;
  const images = list.docs.filter((g) => g.kind === 'image');
  const videos = list.docs.filter((g) => g.kind === 'video');
  return (
    <Stack gap={4}>
      {images.length ? (
        <ul className="campaign-gallery">
          {images.map((image) => (
            <li key={image.id}>
              <button type="button" onClick={() => setShown(image)} aria-label={t('detail.enlarge', { title: image.title })}>
                <img src={image.url} alt={image.title} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {videos.map((video) => {
        const src = safeEmbed(video.embedUrl, video.url);
        return src ? (
          <figure key={video.id}>
            <div className="campaign-video">
              <iframe
                src={src}
                title={video.title}
                loading="lazy"
                allow="encrypted-media; picture-in-picture; fullscreen"
                referrerPolicy="strict-origin-when-cross-origin"
              />
            </div>
            <figcaption>{video.title}</figcaption>
          </figure>
        ) : null;
      })}
      <LoadMoreFooter
        centered
        shown={list.docs.length}
        total={list.total}
        hasMore={list.hasMore}
        loading={list.loadingMore}
        onLoadMore={list.loadMore}
      />
      <Modal
        open={shown !== null}
        onOpenChange={(open) => !open && setShown(null)}
        title={shown?.title ?? ''}
        description={shown?.description ?? undefined}
        closeLabel={tc('common.close')}
        size="lg"
      >
        {shown ? (
          <div className="campaign-lightbox">
            <img src={shown.url} alt={shown.title} />
          </div>
        ) : null}
      </Modal>
    </Stack>
  );
}

/** Investors: filled by the investments service (not built yet), so empty for now. */
export function InvestorsTab({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation('campaign');
  const { t: tc } = useTranslation();
  const list = useGrowingList(
    ['campaign', 'investors', campaignId],
    (limit) => campaignsApi.investors(campaignId, limit),
    PAGE_SIZE.follows,
  );
  if (list.query.isPending) return <CardSkeletons count={1} />;
  if (list.docs.length === 0) return <EmptyState title={tc('common.noRecord')} description={t('detail.noInvestors')} />;
  return (
    <ul className="campaign-list">
      {list.docs.map((i) => (
        <li key={i.investorId} className="campaign-item-row">
          {i.name}
        </li>
      ))}
    </ul>
  );
}
