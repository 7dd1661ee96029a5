import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { InvestmentCheckoutView, InvestmentPaymentView, InvestmentView } from '@cf/contracts/rest';
import { formatDateTime, formatOmrExact } from '@cf/i18n';
import { Alert, BankTransferDetails, buttonClass, Card, LoadError, Money, Skeleton, SlipUploadForm, useLanguage } from '@cf/ui';
import { investApi } from '../../../api/invest-api';
import { InvestmentFacts } from './InvestmentFacts';

/** How often the page asks where a card or bank-transfer payment stands. */
const POLL_MS = 3000;

/**
 * `/payment/:id` while a card or bank-transfer payment is under way (C1.5, C7.6 check-payment-session):
 * the card provider's page to return to, or the platform's account, the reference and the slip; the
 * page follows the payment and moves to the receipt (or the failure page) when it is decided.
 */
export function ProviderPaymentCard({ investment }: { investment: InvestmentView }) {
  const { t } = useTranslation('campaign');
  const language = useLanguage();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const checked = useQuery({
    queryKey: ['invest', 'payment', investment.id],
    queryFn: () => investApi.checkPayment(investment.id),
    refetchInterval: (query) => (query.state.data?.investment.state === 'processing' ? POLL_MS : false),
    retry: false,
  });

  const decided = decision(checked.data);
  useEffect(() => {
    if (!decided || !checked.data) return;
    void client.invalidateQueries({ queryKey: ['invest'] });
    const current = checked.data.investment;
    if (decided === 'paid') navigate(`/receipt/${encodeURIComponent(current.id)}`, { replace: true });
    else
      navigate('/receipt-fail', {
        replace: true,
        state: { message: t(current.failureReason === 'investments.paymentTimedOut' ? 'payment.failures.timedOut' : 'payment.failures.failed'), referenceId: current.referenceId, campaignSlug: current.campaignSlug, campaignId: current.campaignId },
      });
  }, [decided, checked.data, client, navigate, t]);

  if (checked.isPending) {
    return (
      <div role="status" aria-live="polite">
        <span className="cf-visually-hidden">{t('common.loading')}</span>
        <Skeleton lines={6} />
      </div>
    );
  }
  if (checked.isError) return <LoadError error={checked.error} onRetry={() => void checked.refetch()} />;
  const payment = checked.data.payment;
  return (
    <Card>
      <InvestmentFacts investment={checked.data.investment} />
      <p className="campaign-muted">{t('payment.keptUntil', { time: formatDateTime(checked.data.investment.reservedUntil, language) })}</p>
      {!payment ? null : payment.method === 'bank_transfer' ? (
        <BankTransfer payment={payment} onSent={() => void checked.refetch()} />
      ) : (
        <CardWait payment={payment} left={params.get('result') === 'cancel'} />
      )}
    </Card>
  );
}

function decision(view: InvestmentCheckoutView | undefined): 'paid' | 'failed' | null {
  if (!view) return null;
  const { state } = view.investment;
  if (state === 'committed' || state === 'confirmed') return 'paid';
  if (state === 'failed' || state === 'expired') return 'failed';
  return null;
}

function CardWait({ payment, left }: { payment: InvestmentPaymentView; left: boolean }) {
  const { t } = useTranslation('campaign');
  const language = useLanguage();
  // PayPal's page is told apart from a card provider's: the payer meets another name and currency.
  const page = payment.method === 'paypal' ? 'paypal' : 'card';
  return (
    <div aria-live="polite">
      {left ? (
        <Alert tone="warning" title={t(`payment.${page}.leftTitle`)}>
          <p>{t(`payment.${page}.left`)}</p>
        </Alert>
      ) : (
        <p role="status">{t(`payment.${page}.waiting`)}</p>
      )}
      {/* What the card will be charged, fees apart, before leaving for the provider's page. */}
      <PaymentCharges payment={payment} />
      {payment.redirectUrl ? (
        <a href={payment.redirectUrl} className={buttonClass('primary')}>
          {t(`payment.${page}.goToPage`, { amount: formatOmrExact(payment.totalAmount, language) })}
        </a>
      ) : null}
    </div>
  );
}

/** The amount, the provider's fees and what is charged in all (the payment page and the receipt). */
export function PaymentCharges({ payment }: { payment: Pick<InvestmentPaymentView, 'amount' | 'totalFees' | 'totalAmount' | 'method'> }) {
  const { t } = useTranslation('campaign');
  const kind = payment.method === 'bank_transfer' ? 'bank' : payment.method === 'paypal' ? 'paypal' : 'card';
  return (
    <dl className="invest-facts invest-charges">
      <div>
        <dt>{t('payment.charges.amount')}</dt>
        <dd>
          <Money amount={payment.amount} exact />
        </dd>
      </div>
      <div>
        <dt>{t(`payment.charges.${kind}Fees`)}</dt>
        <dd>
          <Money amount={payment.totalFees} exact />
        </dd>
      </div>
      <div className="invest-charges__total">
        <dt>{t('payment.charges.total')}</dt>
        <dd>
          <Money amount={payment.totalAmount} exact />
        </dd>
      </div>
    </dl>
  );
}

function BankTransfer({ payment, onSent }: { payment: InvestmentPaymentView; onSent: () => void }) {
  const { t } = useTranslation('campaign');
  return (
    <>
      <h2 className="invest-side__title">{t('payment.bank.accountTitle')}</h2>
      {payment.bankTransfer ? <BankTransferDetails account={payment.bankTransfer} reference={payment.transactionNumber} amount={payment.totalAmount} /> : null}
      {payment.status === 0 ? (
        <Alert tone="info" title={t('payment.bank.slipReceivedTitle')}>
          <p>{t('payment.bank.slipReceived')}</p>
        </Alert>
      ) : (
        <SlipUploadForm
          className="invest-form"
          upload={async (file) => {
            await investApi.uploadSlip(payment.transactionId, file);
            onSent();
          }}
        />
      )}
    </>
  );
}
