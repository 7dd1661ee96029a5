import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass, Card, EmptyState, LoadError, Spinner, Stack } from '@cf/ui';
import { SettingsPage } from '../../../shared/SettingsPage';
import { useInvestorAccount, useInvestorLimits, useMyVerification } from '../hooks';
import { AccreditedAccountForm } from './AccreditedAccountForm';
import { LimitsTable } from './LimitsTable';

/** `/settings/investment-account` (A2.22, A3.10, A6.4): the investor's class and limits, and, for US persons, the US-style accredited investor account. */
export default function InvestmentAccountPage() {
  const { t } = useTranslation('settings');
  const limits = useInvestorLimits();
  const verification = useMyVerification();
  const account = useInvestorAccount();
  // A3.10's US-style accredited account is for those it concerns: an investor who declared being a US
  // person (A3.9), or who has saved one already. Everyone else is not asked for a social security number.
  const usAccreditation = verification.data?.declarations?.usPerson === 'yes' || Boolean(account.data);
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
        {usAccreditation ? <AccreditedAccountForm /> : verification.isPending || account.isPending ? null : <p className="settings-muted">{t('verification.usAccreditationOnlyForUsPersons')}</p>}
      </Stack>
    </SettingsPage>
  );
}
