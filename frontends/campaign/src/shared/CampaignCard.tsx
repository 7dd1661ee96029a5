import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatInteger } from '@cf/i18n';
import { Grid, Skeleton, useLanguage } from '@cf/ui';
import type { CampaignCard as Card } from '@cf/contracts/rest';
import { CAMPAIGN_STATUS, daysLeft, displayLabel, ribbonTone } from './campaign-status';
import { ProgressBar } from './ProgressBar';

/** The ribbon: the display label (coming soon, early bird, closing soon, funded, live) or the status (C4.1). */
export function Ribbon({ campaign }: { campaign: Card }) {
  const { t } = useTranslation('campaign');
  const label = displayLabel({ ...campaign, raised: campaign.raisedAmount });
  const tone = campaign.ribbon?.color ?? ribbonTone(campaign.status);
  const text = label ? t(`labels.${label}`) : t(`status.${campaign.statusKey ?? 'draft'}`);
  return <span className={`campaign-ribbon campaign-ribbon--${tone}`}>{text}</span>;
}

export function CampaignCardView({ campaign, footer }: { campaign: Card; footer?: React.ReactNode }) {
  const { t } = useTranslation('campaign');
  const language = useLanguage();
  const left = campaign.status === CAMPAIGN_STATUS.active ? (campaign.daysLeft ?? daysLeft(campaign.closeDate)) : null;
  const image = campaign.coverImage ?? campaign.companyLogo;
  return (
    <article className="campaign-card" aria-labelledby={`campaign-${campaign.id}`}>
      <div className="campaign-card__media">
        {image ? <img src={image} alt="" loading="lazy" width={700} height={500} /> : null}
        <Ribbon campaign={campaign} />
      </div>
      <div className="campaign-card__body">
        <h3 className="campaign-card__title" id={`campaign-${campaign.id}`}>
          <Link to={`/campaign-detail-page/${encodeURIComponent(campaign.slug)}`}>
            <bdi lang={campaign.textLanguage}>{campaign.campaignName || campaign.companyName}</bdi>
          </Link>
        </h3>
        {campaign.companyName ? (
          <p className="campaign-muted">
            <bdi>{campaign.companyName}</bdi>
          </p>
        ) : null}
        {/* Owners write in Arabic or English: dir="auto" keeps an English sentence's punctuation in place. */}
        {campaign.about ? (
          <p className="campaign-muted" dir="auto" lang={campaign.textLanguage}>
            {campaign.about}
          </p>
        ) : null}
        <p className="campaign-card__facts">
          <span className="campaign-badge">{campaign.termsName ?? t(`types.${campaign.termsSlug}`)}</span>
          {campaign.investingType ? <span className="campaign-badge">{t(`investingTypes.${campaign.investingType}`)}</span> : null}
        </p>
        <ProgressBar raised={campaign.raisedAmount} goal={campaign.goal} />
        <p className="campaign-card__facts">
          <span>{left === null ? '' : t('card.daysLeft', { days: formatInteger(left, language) })}</span>
          {campaign.investorsCount !== undefined ? (
            <span>{t('card.investors', { n: formatInteger(campaign.investorsCount, language) })}</span>
          ) : null}
        </p>
        {footer}
      </div>
    </article>
  );
}

/** Card placeholders while a list loads. */
export function CardSkeletons({ count = 3 }: { count?: number }) {
  const { t } = useTranslation('campaign');
  return (
    <div role="status" aria-live="polite">
      <span className="cf-visually-hidden">{t('common.loading')}</span>
      <Grid min="17rem" gap={4}>
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="campaign-skeleton-card" aria-hidden="true">
            <Skeleton height="9rem" />
            <Skeleton lines={3} />
          </div>
        ))}
      </Grid>
    </div>
  );
}
