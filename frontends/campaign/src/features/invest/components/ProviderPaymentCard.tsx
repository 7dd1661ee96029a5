import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { SLIP_RULES, slipProblem, type InvestmentCheckoutView, type InvestmentPaymentView, type InvestmentView } from '@cf/contracts/rest';
import { formatDateTime } from '@cf/i18n';
import { Alert, Button, buttonClass, Card, LoadError, Money, ServerError, Skeleton, useLanguage } from '@cf/ui';
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
  return (
    <div aria-live="polite">
      {left ? (
        <Alert tone="warning" title={t('payment.card.leftTitle')}>
          <p>{t('payment.card.left')}</p>
        </Alert>
      ) : (
        <p role="status">{t('payment.card.waiting')}</p>
      )}
      <p>
        {t('payment.card.total')} <Money amount={payment.totalAmount} />
        {payment.totalFees > 0 ? (
          <span className="campaign-muted">
            {' '}
            ({t('payment.card.fees')} <Money amount={payment.totalFees} />)
          </span>
        ) : null}
      </p>
      {payment.redirectUrl ? (
        <a href={payment.redirectUrl} className={buttonClass('primary')}>
          {t('payment.card.goToPage')}
        </a>
      ) : null}
    </div>
  );
}

function BankTransfer({ payment, onSent }: { payment: InvestmentPaymentView; onSent: () => void }) {
  const { t } = useTranslation('campaign');
  const details = payment.bankTransfer;
  return (
    <>
      <h2 className="invest-side__title">{t('payment.bank.accountTitle')}</h2>
      {details ? (
        <dl className="invest-facts">
          <div>
            <dt>{t('payment.bank.bankName')}</dt>
            <dd>{details.bankName}</dd>
          </div>
          <div>
            <dt>{t('payment.bank.accountName')}</dt>
            <dd>{details.accountName}</dd>
          </div>
          <div>
            <dt>{t('payment.bank.iban')}</dt>
            <dd>
              <bdi className="invest-code">{details.iban}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('payment.bank.swift')}</dt>
            <dd>
              <bdi className="invest-code">{details.swift}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('payment.bank.reference')}</dt>
            <dd>
              <bdi className="invest-code">{payment.transactionNumber}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('payment.bank.toTransfer')}</dt>
            <dd>
              <Money amount={payment.totalAmount} />
            </dd>
          </div>
        </dl>
      ) : null}
      {payment.status === 0 ? (
        <Alert tone="info" title={t('payment.bank.slipReceivedTitle')}>
          <p>{t('payment.bank.slipReceived')}</p>
        </Alert>
      ) : (
        <SlipForm transactionId={payment.transactionId} onSent={onSent} />
      )}
    </>
  );
}

function SlipForm({ transactionId, onSent }: { transactionId: string; onSent: () => void }) {
  const { t } = useTranslation('campaign');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const found = slipProblem(file);
    setProblem(found);
    if (found || !file) {
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await investApi.uploadSlip(transactionId, file);
      onSent();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void send(e)} noValidate className="invest-form">
      <ServerError error={failure} onClose={() => setFailure(null)} />
      <div className={problem ? 'cf-field cf-field--invalid' : 'cf-field'}>
        <label htmlFor={inputId} className="cf-field__label">
          {t('payment.bank.slip')}
          <span className="cf-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          name="slip"
          className="cf-input"
          accept={[...SLIP_RULES.extensions, ...SLIP_RULES.types].join(',')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-error ${inputId}-hint` : `${inputId}-hint`}
          aria-required
          onChange={(e) => {
            const picked = e.target.files?.[0] ?? null;
            setFile(picked);
            setProblem(picked ? slipProblem(picked) : null);
          }}
        />
        {problem ? (
          <p id={`${inputId}-error`} className="cf-field__error">
            {t(`payment.bank.problems.${problem}`)}
          </p>
        ) : null}
        <p id={`${inputId}-hint`} className="cf-field__hint">
          {t('payment.bank.slipHint')}
        </p>
      </div>
      <Button type="submit" loading={busy}>
        {t('payment.bank.send')}
      </Button>
    </form>
  );
}
