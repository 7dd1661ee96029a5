import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClass, Container, PageHeader } from '@cf/ui';
import '../../../campaign.css';
import { RepaymentSchedule } from './RepaymentSchedule';

/** /campaign-dashboard/repayment/:id (C2.14): the owner's repayment tab on its own page (reminders and the bell link here). */
export default function RepaymentPage() {
  const { t } = useTranslation('campaign');
  const { id = '' } = useParams();
  return (
    <Container size="xl" className="campaign-page">
      <PageHeader
        title={t('repayments.pageTitle')}
        description={t('repayments.pageIntro')}
        actions={
          <Link to={`/campaign-dashboard/${encodeURIComponent(id)}`} className={buttonClass('outline')}>
            {t('repayments.backToDashboard')}
          </Link>
        }
      />
      <RepaymentSchedule campaignId={id} />
    </Container>
  );
}
