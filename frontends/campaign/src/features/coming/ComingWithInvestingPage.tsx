import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass, Container, EmptyState } from '@cf/ui';
import '../../campaign.css';

/** Routes of the investing work (invest, payment, receipts, my investments, repayments): a clear notice until they ship. */
export function ComingWithInvesting() {
  const { t } = useTranslation('campaign');
  return (
    <Container size="md" className="campaign-page">
      <EmptyState
        title={t('coming.title')}
        description={t('coming.body')}
        action={
          <Link to="/browse-companies" className={buttonClass('outline')}>
            {t('coming.browse')}
          </Link>
        }
      />
    </Container>
  );
}

export default ComingWithInvesting;
