import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '@cf/api-client';
import type { OfflineRepaymentRequestView, ScheduleRowView } from '@cf/contracts/rest';
import { formatDate, formatInteger, formatOmr, formatOmrExact, parseOmrInput } from '@cf/i18n';
import {
  Alert,
  Button,
  buttonClass,
  Card,
  ConfirmDialog,
  Container,
  LoadError,
  Money,
  PageHeader,
  FileField,
  readAsDataUrl,
  ServerError,
  Skeleton,
  Stack,
  TextArea,
  TextField,
  useLanguage,
} from '@cf/ui';
import { campaignsApi } from '../../../api/campaigns-api';
import { REPAYMENT_DATA_STALE_MS, repaymentsApi, type RepaymentCheckout } from '../../../api/repayments-api';
import '../../../campaign.css';
import '../../invest/components/invest.css';

/**
 * /campaign-dashboard/payment/:id (C2.15, C7.4 online-repayment): the owner pays a row — all that is
 * outstanding or a part — from the wallet or by card, after a confirmation. The payment's id is made
 * when the page opens, so a retry (a double click, a lost answer) answers the same payment and never
 * pays twice. By card, the card fees and the total are shown before the owner leaves for the
 * provider's page, which comes back to the receipt. Paid already by bank transfer, the owner reports
 * it with the transfer's proof (C7.4 upload-user-contact, ADR 0028) and an administrator approves it.
 */

type RepaymentMethod = 'wallet' | 'card' | 'transfer';
const PROOF_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];
const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export default function RepaymentPaymentPage() {
  const { t } = useTranslation('campaign');
  const { t: tc } = useTranslation();
  const { id = '' } = useParams();
  const single = useQuery({
    queryKey: ['repayments', 'row', id],
    queryFn: () => repaymentsApi.row(id),
    retry: false,
    staleTime: REPAYMENT_DATA_STALE_MS,
  });
  return (
    <Container size="md" className="campaign-page invest-page">
      <PageHeader title={t('repayments.payment.title')} description={t('repayments.payment.intro')} />
      {single.isPending ? (
        <div role="status" aria-live="polite">
          <span className="cf-visually-hidden">{tc('common.loading')}</span>
          <Skeleton lines={6} />
        </div>
      ) : single.isError ? (
        <LoadError error={single.error} onRetry={() => void single.refetch()} />
      ) : (
        <PayForm campaignId={single.data.campaign.campaignId} campaignName={single.data.campaign.campaignName} row={single.data.row} />
      )}
    </Container>
  );
}

function PayForm({ campaignId, campaignName, row }: { campaignId: string; campaignName: string; row: ScheduleRowView }) {
  const { t } = useTranslation('campaign');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const client = useQueryClient();
  const wallet = useQuery({ queryKey: ['invest', 'wallet'], queryFn: () => campaignsApi.walletDetail(), retry: false });
  const [paymentId, setPaymentId] = useState(() => crypto.randomUUID());
  const [method, setMethod] = useState<RepaymentMethod>('wallet');
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [proof, setProof] = useState<File | null>(null);
  const [transferErrors, setTransferErrors] = useState<{ reference?: string; proof?: string }>({});
  const [reported, setReported] = useState<OfflineRepaymentRequestView | null>(null);
  const [checkout, setCheckout] = useState<RepaymentCheckout | null>(null);
  const [text, setText] = useState(() => (row.outstandingAmount / 1000).toFixed(3));
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const back = `/campaign-dashboard/repayment/${encodeURIComponent(campaignId)}`;

  if (row.outstandingAmount <= 0 || row.writtenOff) {
    return (
      <Alert tone="info" title={row.writtenOff ? t('repayments.payment.writtenOff') : t('repayments.payment.nothingDue')}>
        <Link to={back} className={buttonClass('outline')}>
          {t('repayments.backToSchedule')}
        </Link>
      </Alert>
    );
  }
  const amount = parseOmrInput(text);
  const baisa = amount === null ? null : Number(amount);
  const short = method === 'wallet' && wallet.data && baisa !== null ? wallet.data.available < baisa : false;
  const check = (event: FormEvent) => {
    event.preventDefault();
    if (baisa === null || baisa <= 0) return setError(t('repayments.amountInvalid'));
    if (baisa > row.outstandingAmount)
      return setError(t('repayments.payment.tooMuch', { amount: formatOmr(row.outstandingAmount, language) }));
    setError(undefined);
    if (method === 'transfer') {
      const problems = {
        reference: reference.trim() ? undefined : tc('validation.required'),
        proof: !proof
          ? t('repayments.transfer.proofRequired')
          : !PROOF_TYPES.includes(proof.type)
            ? t('repayments.transfer.proofType')
            : proof.size > PROOF_MAX_BYTES
              ? t('repayments.transfer.proofTooLarge')
              : undefined,
      };
      setTransferErrors(problems);
      if (problems.reference || problems.proof) return;
    }
    setConfirming(true);
  };
  const pay = async () => {
    if (baisa === null) return;
    setBusy(true);
    setFailure(null);
    try {
      if (method === 'transfer') {
        if (!proof) return;
        const report = await repaymentsApi.reportTransfer({
          requestId: paymentId,
          rowId: row.id,
          amount: baisa,
          reference: reference.trim(),
          note: note.trim() || undefined,
          proof: await readAsDataUrl(proof),
        });
        setConfirming(false);
        await client.invalidateQueries({ queryKey: ['repayments'] });
        setReported(report);
        return;
      }
      if (method === 'card') {
        const started = await repaymentsApi.payByCard({ paymentId, rowId: row.id, amount: baisa, paymentType: 'card' });
        setConfirming(false);
        // Paid already (a retry after the card was paid): the receipt; otherwise the charges, then the provider's page.
        if (started.payment.state !== 'pending' || !started.checkout)
          navigate(`/campaign-dashboard/receipt/${encodeURIComponent(started.payment.id)}`);
        else setCheckout(started.checkout);
        return;
      }
      const receipt = await repaymentsApi.pay({ paymentId, rowId: row.id, amount: baisa, paymentType: 'wallet' });
      await client.invalidateQueries({ queryKey: ['repayments'] });
      await client.invalidateQueries({ queryKey: ['invest', 'wallet'] });
      navigate(`/campaign-dashboard/receipt/${encodeURIComponent(receipt.id)}`);
    } catch (failed) {
      setConfirming(false);
      // A refusal (422/409) recorded this payment id: the next try is a new payment.
      if (isApiError(failed) && (failed.status === 422 || failed.status === 409)) setPaymentId(crypto.randomUUID());
      setFailure(failed);
    } finally {
      setBusy(false);
    }
  };
  if (checkout) return <CardCheckoutCard checkout={checkout} />;
  if (reported)
    return (
      <Alert tone="success" title={t('repayments.transfer.reportedTitle')}>
        <Stack gap={2}>
          <p>{t('repayments.transfer.reportedBody', { amount: formatOmr(reported.amount, language), reference: reported.reference })}</p>
          <div>
            <Link to={back} className={buttonClass('outline')}>
              {t('repayments.backToSchedule')}
            </Link>
          </div>
        </Stack>
      </Alert>
    );
  return (
    <Card>
      <Stack gap={3}>
        <ServerError error={failure} onClose={() => setFailure(null)} />
        <dl className="invest-facts">
          <div>
            <dt>{t('repayments.payment.campaign')}</dt>
            <dd>{campaignName}</dd>
          </div>
          <div>
            <dt>{t('repayments.columns.number')}</dt>
            <dd>
              {t(`repayments.kinds.${row.kind}`)} {formatInteger(row.repaymentNumber, language)}
            </dd>
          </div>
          <div>
            <dt>{t('repayments.columns.expectedDate')}</dt>
            <dd>{formatDate(row.expectedDate, language, { dateStyle: 'long' })}</dd>
          </div>
          <div>
            <dt>{t('repayments.columns.total')}</dt>
            <dd>
              <Money amount={row.totalRepayment} />
            </dd>
          </div>
          <div>
            <dt>{t('repayments.columns.paid')}</dt>
            <dd>
              <Money amount={row.paid} />
            </dd>
          </div>
          <div>
            <dt>{t('repayments.columns.outstanding')}</dt>
            <dd>
              <Money amount={row.outstandingAmount} />
            </dd>
          </div>
          <div>
            <dt>{t('repayments.payment.walletAvailable')}</dt>
            <dd>{wallet.data ? <Money amount={wallet.data.available} /> : '…'}</dd>
          </div>
        </dl>
        {row.delayDays > 0 ? (
          <Alert tone="warning">{t('repayments.payment.lateNote', { days: formatInteger(row.delayDays, language) })}</Alert>
        ) : null}
        <form onSubmit={check} noValidate>
          <Stack gap={3}>
            <fieldset className="invest-payment">
              <legend>{t('repayments.payment.methodLegend')}</legend>
              {(['wallet', 'card', 'transfer'] as const).map((choice) => (
                <label key={choice} className="invest-mode__option invest-payment__option">
                  <input
                    type="radio"
                    name="repayment-method"
                    value={choice}
                    checked={method === choice}
                    onChange={() => setMethod(choice)}
                  />
                  <span>
                    {t(`repayments.payment.methods.${choice}`)}
                    <span className="campaign-muted invest-payment__hint">{t(`repayments.payment.methodHints.${choice}`)}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            <TextField
              label={t('repayments.payment.amount')}
              hint={t('repayments.payment.amountHint')}
              inputMode="decimal"
              required
              value={text}
              onChange={(e) => setText(e.target.value)}
              error={error}
            />
            {method === 'transfer' ? (
              <>
                <TextField
                  label={t('repayments.transfer.reference')}
                  hint={t('repayments.transfer.referenceHint')}
                  required
                  maxLength={100}
                  value={reference}
                  onChange={(e) => setReference(e.target.value)}
                  error={transferErrors.reference}
                />
                <FileField
                  label={t('repayments.transfer.proof')}
                  hint={t('repayments.transfer.proofHint')}
                  pickerLabels={{ pick: t('repayments.transfer.proofPick'), none: t('repayments.transfer.proofNone') }}
                  accept={PROOF_TYPES.join(',')}
                  required
                  error={transferErrors.proof}
                  onFile={setProof}
                />
                <TextArea
                  label={t('repayments.transfer.note')}
                  rows={2}
                  maxLength={500}
                  value={note}
                  onChange={(e) => setNote(e.target.value)}
                />
              </>
            ) : null}
            {short ? (
              <Alert tone="warning" title={t('payment.short.title')}>
                <p>{t('payment.short.body', { amount: formatOmr((baisa ?? 0) - (wallet.data?.available ?? 0), language) })}</p>
                <Link to="/settings/wallet?topup=1" className={buttonClass('outline')}>
                  {t('payment.short.topUp')}
                </Link>
              </Alert>
            ) : null}
            <div>
              <Button type="submit" disabled={short || wallet.isPending}>
                {t(
                  method === 'card'
                    ? 'repayments.payment.payByCard'
                    : method === 'transfer'
                      ? 'repayments.transfer.submit'
                      : 'repayments.payment.pay',
                  { amount: baisa !== null && baisa > 0 ? formatOmr(baisa, language) : '' },
                )}
              </Button>
            </div>
          </Stack>
        </form>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t(method === 'transfer' ? 'repayments.transfer.confirmTitle' : 'repayments.payment.confirmTitle')}
          message={t(
            method === 'card'
              ? 'repayments.payment.confirmCardBody'
              : method === 'transfer'
                ? 'repayments.transfer.confirmBody'
                : 'repayments.payment.confirmBody',
            { amount: formatOmr(baisa ?? 0, language), name: campaignName },
          )}
          confirmLabel={t(method === 'transfer' ? 'repayments.transfer.confirm' : 'repayments.payment.confirm')}
          cancelLabel={tc('common.cancel')}
          closeLabel={tc('common.close')}
          onConfirm={() => void pay()}
          busy={busy}
        />
      </Stack>
    </Card>
  );
}

/** Before leaving for the card provider: the amount, its fees and what the card is charged in all. */
export function CardCheckoutCard({ checkout }: { checkout: RepaymentCheckout }) {
  const { t } = useTranslation('campaign');
  const language = useLanguage();
  return (
    <Card>
      <Stack gap={3}>
        <p role="status">{t('repayments.payment.cardWaiting')}</p>
        <dl className="invest-facts invest-charges">
          <div>
            <dt>{t('repayments.payment.amount')}</dt>
            <dd>
              <Money amount={checkout.amount} exact />
            </dd>
          </div>
          <div>
            <dt>{t('payment.charges.cardFees')}</dt>
            <dd>
              <Money amount={checkout.totalFees} exact />
            </dd>
          </div>
          <div className="invest-charges__total">
            <dt>{t('payment.charges.total')}</dt>
            <dd>
              <Money amount={checkout.totalAmount} exact />
            </dd>
          </div>
        </dl>
        {checkout.redirectUrl ? (
          <div>
            <a href={checkout.redirectUrl} className={buttonClass('primary')}>
              {t('payment.card.goToPage', { amount: formatOmrExact(checkout.totalAmount, language) })}
            </a>
          </div>
        ) : null}
      </Stack>
    </Card>
  );
}
