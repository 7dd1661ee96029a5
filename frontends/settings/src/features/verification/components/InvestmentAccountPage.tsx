import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass, Card, EmptyState, LoadError, Spinner, Stack } from '@cf/ui';
import { SettingsPage } from '../../../shared/SettingsPage';
import { useInvestorLimits } from '../hooks';
import { AccreditedAccountForm } from './AccreditedAccountForm';
import { LimitsTable } from './LimitsTable';

/** `/settings/investment-account` (A2.22, A3.10, A6.4): the investor's class and limits, and the US-style accredited investor account. */
export default function InvestmentAccountPage() {
  const { t } = useTranslation('settings');
  const limits = useInvestorLimits();
  if (limits.isPending) return <Spinner label={t('verification.loading')} />;
  if (limits.isError || !limits.data) return <LoadError error={limits.error} onRetry={() => void limits.refetch()} />;
  const { investorClass, proposedClass } = limits.data;
  return (
    <SettingsPage title={t('verification.investmentAccount')} description={t('verification.investmentAccountIntro')}>
      <Stack gap={4}>
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
        <AccreditedAccountForm />
      </Stack>
    </SettingsPage>
  );
}
