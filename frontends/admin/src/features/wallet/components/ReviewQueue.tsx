import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatOmr } from '@cf/i18n';
import { Alert, Badge, Button, ConfirmDialog, EmptyState, Modal, Money, Select, Stack, TextField, useLanguage, useToast } from '@cf/ui';
import { ErrorPanel, ListSkeleton, useFailureText } from '../../../shared/feedback';
import { ADMIN_KEY, useAdminList, useRefresh } from '../../../shared/admin-queries';
import { AdminListFooter, AdminTable } from '../../../shared/AdminTable';
import { ReasonDialog } from '../../../shared/ReasonDialog';
import {
  ADMIN_TX_STATUSES,
  fetchSlip,
  STATUS_KEYS,
  TX_GATEWAYS,
  TX_TYPES,
  userLabel,
  walletAdminApi,
  type AdminTxStatus,
  type AdminWalletTransaction,
  type TransactionFilters,
} from '../../../api/wallet-admin-api';

const SEARCH_DELAY_MS = 350;
const TONES: Record<AdminTxStatus, 'warning' | 'info' | 'success' | 'danger'> = { 0: 'warning', 1: 'info', 2: 'success', 3: 'danger', 4: 'danger' };

/** Bank-transfer top-ups and withdrawals wait here (status 0) for an administrator (A4.6). */
const reviewable = (tx: AdminWalletTransaction) => tx.status === 0 && (tx.type === 'topup' || tx.type === 'withdrawal');

export function TxStatusBadge({ status }: { status: AdminTxStatus }) {
  const { t } = useTranslation('admin');
  return <Badge tone={TONES[status] ?? 'neutral'}>{t(`wallet.status.${STATUS_KEYS[status] ?? 'pending'}`)}</Badge>;
}

/** The review queue: filters (status, type, gateway, search), a list growing 10 at a time, a detail with approve/reject. */
export function ReviewQueue() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const [filters, setFilters] = useState<TransactionFilters>({ status: '0', type: '', gateway: '', search: '' });
  const [input, setInput] = useState('');
  const [open, setOpen] = useState<AdminWalletTransaction | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setFilters((f) => (f.search === input.trim() ? f : { ...f, search: input.trim() })), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);

  const list = useAdminList<AdminWalletTransaction>(['wallet-transactions', filters], (limit) => walletAdminApi.transactions(filters, limit));
  const rows = list.docs;
  const set = (name: keyof TransactionFilters) => (e: { target: { value: string } }) => setFilters((f) => ({ ...f, [name]: e.target.value }));

  return (
    <Stack gap={4}>
      <form
        role="search"
        className="admin-toolbar"
        aria-label={t('wallet.filters')}
        onSubmit={(e) => {
          e.preventDefault();
          setFilters((f) => ({ ...f, search: input.trim() }));
        }}
      >
        <Select
          label={t('wallet.statusFilter')}
          value={filters.status}
          onChange={set('status')}
          placeholder={t('wallet.all')}
          options={ADMIN_TX_STATUSES.map((s) => ({ value: String(s), label: t(`wallet.status.${STATUS_KEYS[s]}`) }))}
        />
        <Select
          label={t('wallet.typeFilter')}
          value={filters.type}
          onChange={set('type')}
          placeholder={t('wallet.all')}
          options={TX_TYPES.map((type) => ({ value: type, label: t(`wallet.types.${type}`) }))}
        />
        <Select
          label={t('wallet.gatewayFilter')}
          value={filters.gateway}
          onChange={set('gateway')}
          placeholder={t('wallet.all')}
          options={TX_GATEWAYS.map((g) => ({ value: g, label: t(`wallet.gateways.${g}`) }))}
        />
        <TextField
          type="search"
          label={t('wallet.search')}
          hint={t('wallet.searchHint')}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          maxLength={100}
          autoComplete="off"
        />
        <Button type="submit" variant="outline" loading={list.switching}>
          {t('wallet.searchButton')}
        </Button>
      </form>
      {list.query.isPending ? <ListSkeleton /> : null}
      {list.query.isError && !list.query.data ? <ErrorPanel error={list.query.error} onRetry={() => void list.query.refetch()} /> : null}
      {list.query.isSuccess && rows.length === 0 ? <EmptyState title={filters.search ? tc('common.noResults') : tc('common.noRecord')} /> : null}
      {rows.length > 0 ? (
        <>
          <AdminTable
            caption={t('wallet.queueTitle')}
            busy={list.switching}
            rows={rows}
            rowKey={(tx) => tx._id}
            columns={[
              { header: t('wallet.number'), cell: (tx) => <bdi>{tx.transactionNumber}</bdi>, rowHeader: true },
              { header: t('wallet.user'), cell: (tx) => userLabel(tx), className: 'admin-break' },
              { header: t('wallet.type'), cell: (tx) => t(`wallet.types.${tx.type}`, { defaultValue: tx.type }) },
              { header: t('wallet.gateway'), cell: (tx) => (tx.gateway ? t(`wallet.gateways.${tx.gateway}`, { defaultValue: tx.gateway }) : '—') },
              { header: t('wallet.amount'), cell: (tx) => <Money amount={tx.amount} />, className: 'admin-table__narrow' },
              { header: t('common.status'), cell: (tx) => <TxStatusBadge status={tx.status} /> },
              { header: t('wallet.date'), cell: (tx) => formatDateTime(tx.createdAt, language), className: 'admin-table__narrow' },
            ]}
            actions={(tx) => (
              <Button
                size="sm"
                variant={reviewable(tx) ? 'outline' : 'ghost'}
                onClick={() => setOpen(tx)}
                aria-label={t('wallet.openNamed', { number: tx.transactionNumber })}
              >
                {reviewable(tx) ? t('wallet.review') : t('wallet.view')}
              </Button>
            )}
          />
          <AdminListFooter list={list} shown={rows.length} />
        </>
      ) : null}
      <TransactionDialog transaction={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}

/** One transaction: every detail, the slip, and approve (after confirmation) or reject (with a reason). */
function TransactionDialog({ transaction, onClose }: { transaction: AdminWalletTransaction | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const toast = useToast();
  const failureText = useFailureText();
  const refresh = useRefresh();
  const [action, setAction] = useState<'approve' | 'reject' | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setAction(null);
    setError(null);
  }, [transaction]);

  const tx = transaction;
  const run = async (kind: 'approve' | 'reject', reason?: string) => {
    if (!tx) return;
    setBusy(true);
    setError(null);
    try {
      if (kind === 'approve') await walletAdminApi.approve(tx._id);
      else await walletAdminApi.reject(tx._id, reason ?? '');
      toast.show({ tone: 'success', message: t(kind === 'approve' ? 'wallet.approved' : 'wallet.rejected', { number: tx.transactionNumber }) });
      setAction(null);
      onClose();
    } catch (e) {
      setError(failureText(e));
      setAction(null);
    } finally {
      setBusy(false);
      void refresh([
        [ADMIN_KEY, 'wallet-transactions'],
        [ADMIN_KEY, 'wallet-adjustments'],
      ]);
    }
  };

  const fees = tx?.fees ? Object.values(tx.fees).reduce((s, v) => s + (typeof v === 'number' ? v : 0), 0) : 0;
  const line = (label: string, value: React.ReactNode) => (
    <div key={label}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );

  return (
    <>
      <Modal
        open={tx !== null && action === null}
        onOpenChange={(o) => (!o ? onClose() : undefined)}
        title={tx ? t('wallet.detailTitle', { number: tx.transactionNumber }) : ''}
        closeLabel={tc('common.close')}
        size="lg"
        footer={
          tx && reviewable(tx) ? (
            <>
              <Button variant="ghost" className="admin-danger-text" onClick={() => setAction('reject')}>
                {t('wallet.reject')}
              </Button>
              <Button onClick={() => setAction('approve')}>{t('wallet.approve')}</Button>
            </>
          ) : undefined
        }
      >
        {tx ? (
          <Stack gap={3}>
            {error ? (
              <Alert tone="danger" onClose={() => setError(null)} closeLabel={tc('common.close')}>
                {error}
              </Alert>
            ) : null}
            <dl className="admin-wallet-detail">
              {line(t('wallet.user'), userLabel(tx))}
              {line(t('wallet.type'), t(`wallet.types.${tx.type}`, { defaultValue: tx.type }))}
              {line(t('wallet.entry'), t(`wallet.entries.${tx.entryType}`, { defaultValue: tx.entryType }))}
              {line(t('wallet.gateway'), tx.gateway ? t(`wallet.gateways.${tx.gateway}`, { defaultValue: tx.gateway }) : '—')}
              {line(t('wallet.amount'), <Money amount={tx.amount} />)}
              {line(t('wallet.fees'), <Money amount={fees} />)}
              {line(t('wallet.total'), <Money amount={tx.totalAmount ?? tx.amount + fees} />)}
              {line(t('common.status'), <TxStatusBadge status={tx.status} />)}
              {line(t('wallet.date'), formatDateTime(tx.createdAt, language))}
              {tx.details ? line(t('wallet.details'), tx.details) : null}
              {tx.rejectReason ? line(t('wallet.rejectReason'), tx.rejectReason) : null}
              {Object.entries(tx.bankDetails ?? {})
                .filter(([k, v]) => v && k !== 'accountNumberLast4')
                .map(([k, v]) =>
                  line(
                    t(`wallet.bank.${k}`, { defaultValue: k }),
                    k === 'accountType' ? t(`wallet.accountTypes.${String(v)}`, { defaultValue: String(v) }) : <bdi>{String(v)}</bdi>,
                  ),
                )}
            </dl>
            {tx.gateway === 'bank_transfer' && tx.type === 'topup' ? (
              tx.hasSlip ? (
                <SlipViewer transactionId={tx._id} />
              ) : (
                <Alert tone="warning">{t('wallet.noSlip')}</Alert>
              )
            ) : null}
            {reviewable(tx) ? <p className="admin-muted">{t(tx.type === 'withdrawal' ? 'wallet.withdrawalHelp' : 'wallet.topupHelp')}</p> : null}
          </Stack>
        ) : null}
      </Modal>
      <ConfirmDialog
        open={tx !== null && action === 'approve'}
        onOpenChange={(o) => (!o ? setAction(null) : undefined)}
        title={tx ? t('wallet.confirmApproveTitle', { number: tx.transactionNumber }) : ''}
        message={tx ? t('wallet.confirmApproveBody', { amount: formatOmr(tx.amount, language), user: userLabel(tx) }) : ''}
        confirmLabel={t('wallet.approve')}
        cancelLabel={tc('common.cancel')}
        closeLabel={tc('common.close')}
        onConfirm={() => void run('approve')}
        busy={busy}
      />
      <ReasonDialog
        open={tx !== null && action === 'reject'}
        title={tx ? t('wallet.confirmRejectTitle', { number: tx.transactionNumber }) : ''}
        description={t('wallet.confirmRejectBody')}
        confirmLabel={t('wallet.reject')}
        busy={busy}
        onCancel={() => setAction(null)}
        onConfirm={(reason) => void run('reject', reason)}
      />
    </>
  );
}

/** Fetches the slip with the token (a plain link would not carry it), then offers it, with a preview for images. */
function SlipViewer({ transactionId }: { transactionId: string }) {
  const { t } = useTranslation('admin');
  const failureText = useFailureText();
  const [slip, setSlip] = useState<{ url: string; image: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => (slip ? URL.revokeObjectURL(slip.url) : undefined), [slip]);

  const load = async () => {
    setBusy(true);
    setError(null);
    try {
      const blob = await fetchSlip(transactionId);
      setSlip({ url: URL.createObjectURL(blob), image: blob.type.startsWith('image/') });
    } catch (e) {
      setError(failureText(e));
    } finally {
      setBusy(false);
    }
  };

  if (!slip) {
    return (
      <Stack gap={2}>
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <div>
          <Button variant="outline" size="sm" onClick={() => void load()} loading={busy}>
            {t('wallet.showSlip')}
          </Button>
        </div>
      </Stack>
    );
  }
  return (
    <Stack gap={2}>
      {slip.image ? <img src={slip.url} alt={t('wallet.slipPreview')} className="admin-wallet-slip" /> : null}
      <p>
        <a href={slip.url} target="_blank" rel="noopener noreferrer">
          {t('wallet.openSlip')}
        </a>
      </p>
    </Stack>
  );
}
