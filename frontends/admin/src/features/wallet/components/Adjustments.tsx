import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminApi, isApiError, useCurrentUser } from '@cf/api-client';
import { formatDateTime, formatOmr, parseOmrInput } from '@cf/i18n';
import { Alert, Badge, Button, Card, ConfirmDialog, EmptyState, Money, Select, Stack, TextArea, TextField, useLanguage, useToast } from '@cf/ui';
import { ErrorPanel, ListSkeleton, useFailureText } from '../../../shared/feedback';
import { ADMIN_KEY, useAdminList, useRefresh } from '../../../shared/admin-queries';
import { AdminListFooter, AdminTable } from '../../../shared/AdminTable';
import { REASON_MAX, ReasonDialog } from '../../../shared/ReasonDialog';
import { adjustmentId, makerOf, newIdempotencyKey, userLabel, walletAdminApi, type Adjustment, type AdjustmentKind } from '../../../api/wallet-admin-api';

interface FormValues {
  user: string;
  kind: AdjustmentKind | '';
  amount: string;
  reason: string;
}
const EMPTY: FormValues = { user: '', kind: '', amount: '', reason: '' };

/**
 * A manual credit or refund (A1.1 "administrators refund and credit wallets") with its reason. The
 * user is named by e-mail (looked up in identity) or by ID. Above the maker-checker threshold the
 * service keeps it `awaiting_approval` until ANOTHER administrator approves it.
 */
export function AdjustmentForm() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const failureText = useFailureText();
  const refresh = useRefresh();
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof FormValues, string>>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<Adjustment | null>(null);
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const set = (name: keyof FormValues) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: e.target.value }));
    setErrors((er) => ({ ...er, [name]: undefined }));
  };

  const check = (v: FormValues) => {
    const found: Partial<Record<keyof FormValues, string>> = {};
    if (!v.user.trim()) found.user = t('validation.required');
    if (!v.kind) found.kind = t('validation.required');
    const baisa = parseOmrInput(v.amount);
    if (!v.amount.trim()) found.amount = t('validation.required');
    else if (baisa === null || baisa <= 0n) found.amount = t('wallet.amountInvalid');
    if (!v.reason.trim()) found.reason = t('wallet.reasonRequired');
    else if (v.reason.trim().length > REASON_MAX) found.reason = t('validation.maxLength', { max: REASON_MAX });
    return found;
  };

  /** An e-mail is looked up among the users; anything else is taken as the user's ID. */
  const resolveUser = async (text: string): Promise<string | null> => {
    const value = text.trim();
    if (!value.includes('@')) return value;
    const found = await adminApi.users(value, 10);
    return found.docs.find((u) => u.email.toLowerCase() === value.toLowerCase())?.id ?? null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    setFailure(null);
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    setBusy(true);
    try {
      const userId = await resolveUser(values.user);
      if (!userId) {
        setErrors({ user: t('wallet.userNotFound') });
        return;
      }
      const body = { userId, kind: values.kind as AdjustmentKind, amount: Number(parseOmrInput(values.amount)), reason: values.reason.trim() };
      // One key per attempt: sending the same form again (after a failure) cannot credit twice.
      const signature = JSON.stringify(body);
      if (attempt.current?.signature !== signature) attempt.current = { signature, key: newIdempotencyKey() };
      const saved = await walletAdminApi.createAdjustment(body, attempt.current.key);
      attempt.current = null;
      setResult(saved);
      setValues(EMPTY);
      toast.show({ tone: 'success', message: saved.status === 'awaiting_approval' ? t('wallet.adjustmentAwaiting') : t('wallet.adjustmentPosted') });
    } catch (e) {
      if (isApiError(e) && e.errors.length > 0) {
        const byField = e.fieldMessages();
        setErrors({ user: byField.userId, kind: byField.kind, amount: byField.amount, reason: byField.reason });
      }
      setFailure(failureText(e));
    } finally {
      setBusy(false);
      void refresh([[ADMIN_KEY, 'wallet-adjustments'], [ADMIN_KEY, 'wallet-transactions']]);
    }
  };

  return (
    <Card title={t('wallet.adjustTitle')} headingLevel={3}>
      <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap={3}>
          <p className="admin-muted">{t('wallet.adjustIntro')}</p>
          {failure ? <Alert tone="danger">{failure}</Alert> : null}
          {result ? (
            <Alert tone={result.status === 'awaiting_approval' ? 'info' : 'success'}>
              {result.status === 'awaiting_approval' ? t('wallet.adjustmentAwaitingBody') : t('wallet.adjustmentPosted')}
            </Alert>
          ) : null}
          <TextField label={t('wallet.adjustUser')} hint={t('wallet.adjustUserHint')} value={values.user} onChange={set('user')} error={errors.user} required dir="ltr" autoComplete="off" />
          <Select
            label={t('wallet.kind')}
            value={values.kind}
            onChange={set('kind')}
            placeholder={t('wallet.chooseKind')}
            options={[
              { value: 'credit', label: t('wallet.kinds.credit') },
              { value: 'refund', label: t('wallet.kinds.refund') },
            ]}
            error={errors.kind}
            required
          />
          <TextField label={t('wallet.amountOmr')} hint={t('wallet.amountHint')} value={values.amount} onChange={set('amount')} error={errors.amount} inputMode="decimal" dir="ltr" required autoComplete="off" />
          <TextArea label={t('wallet.reason')} value={values.reason} onChange={set('reason')} error={errors.reason} rows={3} maxLength={REASON_MAX} required />
          <div className="admin-form__actions">
            <Button type="submit" loading={busy}>
              {t('wallet.adjustSubmit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}

/** Adjustments awaiting a second approval: another administrator approves or rejects (maker-checker). */
export function AdjustmentsQueue() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const toast = useToast();
  const failureText = useFailureText();
  const refresh = useRefresh();
  const me = useCurrentUser();
  const list = useAdminList<Adjustment>(['wallet-adjustments', 'awaiting_approval'], (limit) => walletAdminApi.adjustments('awaiting_approval', limit));
  const [approving, setApproving] = useState<Adjustment | null>(null);
  const [rejecting, setRejecting] = useState<Adjustment | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (adj: Adjustment, reason?: string) => {
    setBusy(true);
    setError(null);
    try {
      if (reason === undefined) await walletAdminApi.approveAdjustment(adjustmentId(adj));
      else await walletAdminApi.rejectAdjustment(adjustmentId(adj), reason);
      toast.show({ tone: 'success', message: reason === undefined ? t('wallet.adjustmentApproved') : t('wallet.adjustmentRejected') });
    } catch (e) {
      setError(failureText(e));
    } finally {
      setBusy(false);
      setApproving(null);
      setRejecting(null);
      void refresh([[ADMIN_KEY, 'wallet-adjustments'], [ADMIN_KEY, 'wallet-transactions']]);
    }
  };

  const rows = list.docs;
  /** The maker may not approve their own adjustment (four eyes). */
  const isMine = (adj: Adjustment) => !!me.data?.id && makerOf(adj) === me.data.id;
  return (
    <Card title={t('wallet.awaitingTitle')} headingLevel={3}>
      <Stack gap={3}>
        <Alert tone="info" title={t('wallet.makerCheckerTitle')}>
          <p>{t('wallet.makerChecker')}</p>
        </Alert>
        {error ? (
          <Alert tone="danger" onClose={() => setError(null)} closeLabel={tc('common.close')}>
            {error}
          </Alert>
        ) : null}
        {list.query.isPending ? <ListSkeleton rows={3} /> : null}
        {list.query.isError && !list.query.data ? <ErrorPanel error={list.query.error} onRetry={() => void list.query.refetch()} /> : null}
        {list.query.isSuccess && rows.length === 0 ? <EmptyState title={t('wallet.noneAwaiting')} /> : null}
        {rows.length > 0 ? (
          <>
            <AdminTable
              caption={t('wallet.awaitingTitle')}
              rows={rows}
              rowKey={adjustmentId}
              columns={[
                { header: t('wallet.user'), cell: (adj) => userLabel(adj), rowHeader: true, className: 'admin-break' },
                { header: t('wallet.kind'), cell: (adj) => <Badge tone={adj.kind === 'refund' ? 'info' : 'success'}>{t(`wallet.kinds.${adj.kind}`)}</Badge> },
                { header: t('wallet.amount'), cell: (adj) => <Money amount={adj.amount} />, className: 'admin-table__narrow' },
                { header: t('wallet.reason'), cell: (adj) => adj.reason, className: 'admin-break' },
                { header: t('wallet.requestedBy'), cell: (adj) => (isMine(adj) ? t('wallet.you') : t('wallet.anotherAdmin')), className: 'admin-break' },
                { header: t('wallet.date'), cell: (adj) => (adj.createdAt ? formatDateTime(adj.createdAt, language) : '—'), className: 'admin-table__narrow' },
              ]}
              actions={(adj) =>
                isMine(adj) ? (
                  <span className="admin-muted">{t('wallet.needsAnother')}</span>
                ) : (
                  <span className="admin-badges">
                    <Button size="sm" variant="outline" onClick={() => setApproving(adj)}>
                      {t('wallet.approve')}
                    </Button>
                    <Button size="sm" variant="ghost" className="admin-danger-text" onClick={() => setRejecting(adj)}>
                      {t('wallet.reject')}
                    </Button>
                  </span>
                )
              }
            />
            <AdminListFooter list={list} shown={rows.length} />
          </>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={approving !== null}
        onOpenChange={(o) => (!o ? setApproving(null) : undefined)}
        title={t('wallet.confirmAdjustmentTitle')}
        message={approving ? t('wallet.confirmAdjustmentBody', { amount: formatOmr(approving.amount, language), user: userLabel(approving) }) : ''}
        confirmLabel={t('wallet.approve')}
        cancelLabel={tc('common.cancel')}
        closeLabel={tc('common.close')}
        onConfirm={() => (approving ? void run(approving) : undefined)}
        busy={busy}
      />
      <ReasonDialog
        open={rejecting !== null}
        title={t('wallet.rejectAdjustmentTitle')}
        description={t('wallet.rejectAdjustmentBody')}
        confirmLabel={t('wallet.reject')}
        busy={busy}
        onCancel={() => setRejecting(null)}
        onConfirm={(reason) => (rejecting ? void run(rejecting, reason) : undefined)}
      />
    </Card>
  );
}
