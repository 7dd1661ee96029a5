import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError, useApiLanguage } from '@cf/api-client';
import type { InvestmentPaymentType, InvestOfferView } from '@cf/contracts/rest';
import { formatDateTime, formatInteger, formatOmr } from '@cf/i18n';
import {
  Alert,
  Button,
  buttonClass,
  Card,
  Checkbox,
  Container,
  LoadError,
  Money,
  PageHeader,
  ServerError,
  Skeleton,
  TextField,
  useLanguage,
} from '@cf/ui';
import { campaignsApi } from '../../../api/campaigns-api';
import { investApi } from '../../../api/invest-api';
import '../../../campaign.css';
import { checkInvestment, type InvestMode, type InvestRuleMessage } from '../invest-rules';
import { LimitMeter } from './LimitMeter';
import { PaymentMethodChoice, paypalOffered } from './PaymentMethodChoice';
import './invest.css';

/**
 * `/invest/:id` (C2.17, C5.11, C5.13): amount or share units within the campaign's bounds and the
 * investor's limits, the terms of use and the risk acknowledgement, the payment method; then the
 * place is reserved and `/payment/:investmentId` takes the payment.
 */
export default function InvestPage() {
  const { t } = useTranslation('campaign');
  const { id = '' } = useParams();
  const lng = useApiLanguage();
  const offer = useQuery({ queryKey: ['invest', 'offer', id, lng], queryFn: () => investApi.offer(id), retry: false });

  return (
    <Container size="lg" className="campaign-page invest-page">
      {offer.isPending ? (
        <div role="status" aria-live="polite">
          <span className="cf-visually-hidden">{t('common.loading')}</span>
          <Skeleton lines={8} />
        </div>
      ) : offer.isError ? (
        <LoadError error={offer.error} onRetry={() => void offer.refetch()} />
      ) : (
        <InvestForm offer={offer.data} />
      )}
    </Container>
  );
}

function InvestForm({ offer }: { offer: InvestOfferView }) {
  const { t } = useTranslation('campaign');
  const language = useLanguage();
  const navigate = useNavigate();
  const formId = useId();
  const wallet = useQuery({ queryKey: ['invest', 'wallet'], queryFn: () => campaignsApi.walletDetail(), retry: false });
  // A2.12: a guardian may invest for a child, from the child's wallet and within the child's limits.
  const children = useQuery({ queryKey: ['invest', 'child-wallets'], queryFn: () => investApi.childWallets(), retry: false });
  const [forChild, setForChild] = useState('');
  const child = children.data?.find((c) => c.childId === forChild) ?? null;
  const childName = child ? (language === 'ar' ? `${child.minor.firstNameAr} ${child.minor.lastNameAr}` : `${child.minor.firstName} ${child.minor.lastName}`) : undefined;
  const [mode, setMode] = useState<InvestMode>('amount');
  const [value, setValue] = useState('');
  const [terms, setTerms] = useState(false);
  const [risk, setRisk] = useState(false);
  const [paymentType, setPaymentType] = useState<InvestmentPaymentType>('wallet');
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const standing = offer.investor;
  const byUnits = offer.pricePerShare !== null;

  const ruleText = (rule: InvestRuleMessage) =>
    t(`invest.rules.${rule.key}`, {
      amount: rule.params?.amount !== undefined ? formatOmr(rule.params.amount, language) : undefined,
      max: rule.params?.max !== undefined ? formatInteger(rule.params.max, language) : undefined,
    });
  const checked = checkInvestment(value, mode, offer);
  const valueError = submitted && checked.error ? ruleText(checked.error) : (serverErrors.amount ?? serverErrors.shareUnits);
  const termsError = submitted && !terms ? t('invest.rules.acceptTerms') : serverErrors.acceptTerms;
  const riskError = submitted && !risk ? t('invest.rules.acceptRisk') : serverErrors.acceptRisk;

  if (offer.state !== 'open') {
    return (
      <>
        <PageHeader title={t('invest.title', { name: offer.campaignName })} />
        <Alert tone="warning" title={t(`invest.state.${offer.state}`)}>
          {offer.state === 'not-open' && offer.opensAt ? (
            <p>{t('invest.opensAt', { date: formatDateTime(offer.opensAt, language) })}</p>
          ) : null}
        </Alert>
        <p className="invest-after-alert">
          <Link to={`/campaign-detail-page/${encodeURIComponent(offer.slug)}`} className={buttonClass('outline')}>
            {t('invest.backToCampaign')}
          </Link>
        </p>
      </>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    setFailure(null);
    if (checked.error || !terms || !risk) {
      (event.currentTarget as HTMLFormElement).querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      const body = checked.shareUnits !== undefined ? { shareUnits: checked.shareUnits } : { amount: checked.amount };
      const investment = await investApi.create(offer.campaignId, { ...body, acceptTerms: terms, acceptRisk: risk, ...(child ? { childId: child.childId } : {}) });
      navigate(`/payment/${encodeURIComponent(investment.id)}?method=${child ? 'wallet' : paymentType}`);
    } catch (error) {
      if (isApiError(error) && error.status === 400) setServerErrors(error.fieldMessages());
      else setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const unverified = !standing?.verified;
  return (
    <>
      <PageHeader
        title={t('invest.title', { name: offer.campaignName })}
        description={t('invest.intro', { minutes: formatInteger(offer.reservationMinutes, language) })}
      />
      <div className="invest-layout">
        <Card className="invest-main">
          {unverified && standing?.verificationStatus === 'UNDER-REVIEW' ? (
            // Nothing to do but wait: no form to fill, no "verify" button (issue 36).
            <Alert tone="info" title={t('invest.underReview.title')}>
              <p>{t('invest.underReview.body')}</p>
              <Link to="/user-kyc" className={buttonClass('outline')}>
                {t('invest.underReview.action')}
              </Link>
            </Alert>
          ) : unverified ? (
            <Alert tone="warning" title={t('invest.notVerified.title')}>
              <p>{t('invest.notVerified.body')}</p>
              <Link to="/user-kyc" className={buttonClass('primary')}>
                {t('invest.notVerified.action')}
              </Link>
            </Alert>
          ) : standing.maxNow === 0 ? (
            <Alert tone="danger" title={t('invest.noRoom.title')}>
              <p>{t('invest.noRoom.body')}</p>
            </Alert>
          ) : null}
          {standing?.firstInvestment ? (
            <Alert tone="warning" title={t('risk.title')} className="invest-risk">
              <p>{t('invest.firstRisk')}</p>
              <p>
                <Link to="/content-page/risk-warning">{t('risk.more')}</Link>
              </p>
            </Alert>
          ) : null}
          {/* Until the account is verified there is nothing to fill in: the form would offer amounts it cannot take. */}
          {unverified ? null : (
            <form id={formId} onSubmit={(e) => void submit(e)} noValidate className="invest-form" aria-describedby={`${formId}-bounds`}>
              <ServerError error={failure} onClose={() => setFailure(null)} />
              {byUnits ? (
                <fieldset className="invest-mode">
                  <legend>{t('invest.modeLegend')}</legend>
                  {(['amount', 'units'] as const).map((m) => (
                    <label key={m} className="invest-mode__option">
                      <input
                        type="radio"
                        name="mode"
                        value={m}
                        checked={mode === m}
                        onChange={() => {
                          setMode(m);
                          setValue('');
                          setServerErrors({});
                        }}
                      />
                      {t(`invest.mode.${m}`)}
                    </label>
                  ))}
                </fieldset>
              ) : null}
              <TextField
                label={mode === 'units' ? t('invest.units') : t('invest.amount')}
                name={mode === 'units' ? 'shareUnits' : 'amount'}
                inputMode={mode === 'units' ? 'numeric' : 'decimal'}
                autoComplete="off"
                required
                value={value}
                disabled={unverified}
                onChange={(e) => {
                  setValue(e.target.value);
                  setServerErrors({});
                }}
                endAdornment={<span aria-hidden="true">{mode === 'units' ? t('invest.unitsSuffix') : offer.currency}</span>}
                hint={
                  mode === 'units' && offer.pricePerShare !== null && !checked.error ? (
                    <>
                      {t('invest.unitsTotal')} <Money amount={checked.amount} />
                    </>
                  ) : (
                    t('invest.boundsHint', {
                      min: formatOmr(offer.minimum, language),
                      max: formatOmr(Math.min(offer.maximum, standing?.maxNow || offer.maximum), language),
                      step: formatOmr(offer.step, language),
                    })
                  )
                }
                error={valueError}
              />
              {children.data && children.data.length > 0 ? (
                <fieldset className="invest-mode">
                  <legend>{t('invest.child.legend')}</legend>
                  {[{ id: '', label: t('invest.child.me') }, ...children.data.map((c) => ({ id: c.childId, label: language === 'ar' ? `${c.minor.firstNameAr} ${c.minor.lastNameAr}` : `${c.minor.firstName} ${c.minor.lastName}` }))].map((choice) => (
                    <label key={choice.id || 'me'} className="invest-mode__option">
                      <input type="radio" name="investFor" value={choice.id} checked={forChild === choice.id} onChange={() => setForChild(choice.id)} />
                      <span dir="auto">{choice.label}</span>
                    </label>
                  ))}
                  {child ? <p className="campaign-muted">{t('invest.child.limitsNote')}</p> : null}
                </fieldset>
              ) : null}
              <PaymentMethodChoice
                name="paymentType"
                value={child ? 'wallet' : paymentType}
                onChange={setPaymentType}
                walletAvailable={child ? child.available : (wallet.data?.available ?? null)}
                paypal={paypalOffered(wallet.data)}
                childName={childName}
              />
              <Checkbox
                checked={terms}
                onChange={(e) => setTerms(e.target.checked)}
                label={
                  <>
                    {t('invest.acceptTerms')} <Link to="/content-page/terms-of-use">{t('invest.termsLink')}</Link>
                  </>
                }
                error={termsError}
              />
              <Checkbox checked={risk} onChange={(e) => setRisk(e.target.checked)} label={t('invest.acceptRisk')} error={riskError} />
              <p className="campaign-muted">
                {offer.cancellation.notWithinHoursOfClose > 0
                  ? t('invest.cancellationNote', {
                      hours: formatInteger(offer.cancellation.hours, language),
                      closeHours: formatInteger(offer.cancellation.notWithinHoursOfClose, language),
                    })
                  : t('invest.cancellationNoteNoClose', { hours: formatInteger(offer.cancellation.hours, language) })}
              </p>
              <Button type="submit" loading={busy} disabled={unverified || standing?.maxNow === 0}>
                {t('invest.continue')}
              </Button>
            </form>
          )}
        </Card>
        <aside className="invest-side">
          <Card>
            <h2 className="invest-side__title" id={`${formId}-bounds`}>
              {t('invest.offerTitle')}
            </h2>
            <dl className="invest-facts">
              <div>
                <dt>{t('invest.minimum')}</dt>
                <dd>
                  <Money amount={offer.minimum} />
                </dd>
              </div>
              <div>
                <dt>{t('invest.maximum')}</dt>
                <dd>
                  <Money amount={offer.maximum} />
                </dd>
              </div>
              <div>
                <dt>{t('invest.available')}</dt>
                <dd>
                  <Money amount={offer.available} />
                </dd>
              </div>
              {offer.pricePerShare !== null ? (
                <div>
                  <dt>{t('invest.pricePerShare')}</dt>
                  <dd>
                    <Money amount={offer.pricePerShare} />
                  </dd>
                </div>
              ) : null}
              {standing ? (
                <div>
                  <dt>{t('invest.maxNow')}</dt>
                  <dd>
                    <Money amount={standing.maxNow} />
                  </dd>
                </div>
              ) : null}
            </dl>
          </Card>
          {standing?.verified ? (
            <Card>
              <LimitMeter standing={standing} />
            </Card>
          ) : null}
        </aside>
      </div>
    </>
  );
}
