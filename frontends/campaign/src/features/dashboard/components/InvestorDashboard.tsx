import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiLanguage, useCurrentUser, type ListPage } from '@cf/api-client';
import { VERIFICATION_STATUS_TONE, type CampaignCard } from '@cf/contracts/rest';
import { formatInteger } from '@cf/i18n';
import { Badge, buttonClass, Card, EmptyState, Grid, LoadError, Money, PageHeader, Skeleton, useLanguage } from '@cf/ui';
import { campaignsApi } from '../../../api/campaigns-api';
import { investApi } from '../../../api/invest-api';
import { CampaignCardView, CardSkeletons } from '../../../shared/CampaignCard';
import { CampaignRow } from '../../../shared/CampaignRow';

const SHOWN = 3;

/** A row of the user's campaigns (saved or followed) with its "see all" link and an empty state with a next step. */
function SavedOrFollowed({
  id,
  title,
  query,
  empty,
  seeAll,
}: {
  id: string;
  title: string;
  query: { isPending: boolean; isError: boolean; error: unknown; data?: ListPage<CampaignCard>; refetch: () => unknown };
  empty: string;
  seeAll?: string;
}) {
  const { t } = useTranslation('campaign');
  const docs = query.data?.docs ?? [];
  return (
    <CampaignRow id={id} title={title} more={seeAll && docs.length > 0 ? { to: seeAll, label: t('investorDashboard.seeAll') } : undefined}>
      {query.isPending ? (
        <CardSkeletons count={SHOWN} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : docs.length === 0 ? (
        <EmptyState
          title={empty}
          action={
            <Link to="/browse-companies" className={buttonClass('outline')}>
              {t('investorDashboard.browse')}
            </Link>
          }
        />
      ) : (
        <Grid min="17rem" gap={4}>
          {docs.slice(0, SHOWN).map((c) => (
            <CampaignCardView key={c.id} campaign={c} />
          ))}
        </Grid>
      )}
    </CampaignRow>
  );
}

/**
 * /dashboard for an investor: the portfolio (total invested, number of investments, the way to /investments),
 * the wallet balance, account verification, and the campaigns they saved and follow.
 */
export function InvestorDashboard() {
  const { t } = useTranslation('campaign');
  const lng = useApiLanguage();
  const me = useCurrentUser();
  const wallet = useQuery({ queryKey: ['campaign', 'investor-dashboard', 'wallet', lng], queryFn: campaignsApi.walletDetail, retry: false });
  const verification = useQuery({ queryKey: ['campaign', 'investor-dashboard', 'verification', lng], queryFn: campaignsApi.myVerification, retry: false });
  const saved = useQuery({ queryKey: ['campaign', 'investor-dashboard', 'saved', lng], queryFn: () => campaignsApi.saved(SHOWN) });
  const followed = useQuery({ queryKey: ['campaign', 'investor-dashboard', 'followed', lng], queryFn: () => campaignsApi.followed(SHOWN) });
  const portfolio = useQuery({ queryKey: ['invest', 'amounts', 'OMR', lng], queryFn: () => investApi.amounts('OMR'), retry: false });
  const language = useLanguage();
  const firstName = me.data?.firstName;

  return (
    <div className="campaign-home">
      <PageHeader title={t('investorDashboard.title')} description={firstName ? t('investorDashboard.greeting', { name: firstName }) : undefined} />
      <div className="campaign-dashboard-cards">
        <Card title={t('investorDashboard.portfolio')} headingLevel={2}>
          {portfolio.isPending ? (
            <Skeleton lines={2} />
          ) : portfolio.isError ? (
            <LoadError error={portfolio.error} onRetry={() => void portfolio.refetch()} />
          ) : (
            <>
              <dl className="campaign-figures">
                <div>
                  <dt>{t('portfolio.totalInvested')}</dt>
                  <dd className="campaign-figures__big">
                    <Money amount={portfolio.data.totalInvested} />
                  </dd>
                </div>
                <div>
                  <dt>{t('investorDashboard.investments')}</dt>
                  <dd>{portfolio.data.investmentsCount === 0 ? t('investorDashboard.none') : formatInteger(portfolio.data.investmentsCount, language)}</dd>
                </div>
              </dl>
              <Link to="/investments" className={buttonClass('outline')}>
                {t('investorDashboard.openPortfolio')}
              </Link>
            </>
          )}
        </Card>
        <Card title={t('investorDashboard.wallet')} headingLevel={2}>
          {wallet.isPending ? (
            <Skeleton lines={2} />
          ) : wallet.isError ? (
            <LoadError error={wallet.error} onRetry={() => void wallet.refetch()} />
          ) : (
            <dl className="campaign-figures">
              <div>
                <dt>{t('investorDashboard.available')}</dt>
                <dd className="campaign-figures__big">
                  <Money amount={wallet.data.available} />
                </dd>
              </div>
              {wallet.data.held > 0 ? (
                <div>
                  <dt>{t('investorDashboard.held')}</dt>
                  <dd>
                    <Money amount={wallet.data.held} />
                  </dd>
                </div>
              ) : null}
            </dl>
          )}
          <Link to="/settings/wallet" className={buttonClass('outline', 'sm')}>
            {t('investorDashboard.openWallet')}
          </Link>
        </Card>
        <Card title={t('investorDashboard.verification')} headingLevel={2}>
          {verification.isPending ? (
            <Skeleton lines={2} />
          ) : verification.isError ? (
            <LoadError error={verification.error} onRetry={() => void verification.refetch()} />
          ) : (
            <>
              <p>
                <Badge tone={VERIFICATION_STATUS_TONE[verification.data.status]}>{t(`investorDashboard.verificationStatus.${verification.data.status}`)}</Badge>
              </p>
              {verification.data.investorClass ? <p>{verification.data.investorClass.label}</p> : null}
              <p className="campaign-muted">{t(`investorDashboard.verificationHelp.${verification.data.status}`)}</p>
            </>
          )}
          <Link to={verification.data?.status === 'ACCEPTED' ? '/settings/investment-account' : '/account-kyc-verification'} className={buttonClass('outline', 'sm')}>
            {verification.data?.status === 'ACCEPTED' ? t('investorDashboard.seeLimits') : t('investorDashboard.openVerification')}
          </Link>
        </Card>
      </div>
      <SavedOrFollowed id="dashboard-saved" title={t('investorDashboard.saved')} query={saved} empty={t('investorDashboard.noSaved')} seeAll="/saved-campaign" />
      <SavedOrFollowed id="dashboard-followed" title={t('investorDashboard.followed')} query={followed} empty={t('investorDashboard.noFollowed')} />
    </div>
  );
}
