import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass, Card, EmptyState, LoadError, Spinner } from '@cf/ui';
import { SettingsPage } from '../../../shared/SettingsPage';
import { useInvestorLimits } from '../hooks';
import { LimitsTable } from './LimitsTable';

/** `/settings/investment-account` (A6.4): the investor's class and the limits it carries. */
export default function InvestmentAccountPage() {
  const { t } = useTranslation('settings');
  const limits = useInvestorLimits();
  if (limits.isPending) return <Spinner label={t('verification.loading')} />;
  if (limits.isError || !limits.data) return <LoadError error={limits.error} onRetry={() => void limits.refetch()} />;
  const { investorClass, proposedClass } = limits.data;
  return (
    <SettingsPage title={t('verification.investmentAccount')} description={t('verification.investmentAccountIntro')}>
      {investorClass ? (
        <Card title={t('verification.classApproved')}>
          <LimitsTable investorClass={investorClass} />
        </Card>
      ) : (
        <EmptyState
          title={proposedClass ? t('verification.limitsAfterReview') : t('verification.limitsNotYet')}
          description={t('verification.limitsNotYetHelp')}
          action={
            <Link className={buttonClass()} to="/account-kyc-verification">
              {t('verification.openVerification')}
            </Link>
          }
        />
      )}
    </SettingsPage>
  );
}
