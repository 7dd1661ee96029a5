import '../../../campaign.css';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClass, Cluster, Container } from '@cf/ui';

/** /create-campaign/thank-you/:id (C2.12, C4.2): submitted for review; the team e-mails the result. */
export default function ThankYouPage() {
  const { t } = useTranslation('campaign');
  const { id = '' } = useParams();
  return (
    <Container size="md" className="campaign-page">
      {/* The page's heading (h1), styled like an empty state's title. */}
      <div className="cf-empty">
        <h1 className="cf-empty__title">{t('thankYou.title')}</h1>
        <p className="cf-empty__text">{t('thankYou.body')}</p>
        <div className="cf-empty__action">
          <Cluster gap={2} justify="center">
            <Link to={`/campaign-dashboard/${encodeURIComponent(id)}`} className={buttonClass('primary')}>
              {t('thankYou.dashboard')}
            </Link>
            <Link to="/dashboard" className={buttonClass('outline')}>
              {t('thankYou.myCampaigns')}
            </Link>
          </Cluster>
        </div>
      </div>
    </Container>
  );
}
