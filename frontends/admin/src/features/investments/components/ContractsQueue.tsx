import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTRACT_SIGNATURE_LIMITS, type AdminContractView } from '@cf/contracts/rest';
import { formatDateTime } from '@cf/i18n';
import { Alert, Badge, Button, Cluster, LoadError, Modal, Money, Select, Skeleton, Stack, TextArea, useLanguage, useToast } from '@cf/ui';
import { investmentsAdminApi } from '../../../api/investments-admin-api';
import { ADMIN_KEY, useAdminList, useRefresh } from '../../../shared/admin-queries';
import { AdminListFooter, AdminTable } from '../../../shared/AdminTable';
import { ListStates, useFailureText } from '../../../shared/feedback';

type QueueStatus = 'under-review' | 'accepted' | 'rejected';

/**
 * C4.14, A6.5 the contract review queue: signed contracts oldest first with the answer due within 48
 * working hours (late ones marked); each opens with the signed PDF beside the signature, to accept or
 * to reject with a reason (the investor is asked to sign again).
 */
export function ContractsQueue() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [status, setStatus] = useState<QueueStatus>('under-review');
  const [reviewing, setReviewing] = useState<AdminContractView | null>(null);
  const list = useAdminList<AdminContractView>(['contracts', status], (limit) => investmentsAdminApi.contracts(limit, status));

  return (
    <Stack gap={3}>
      <Cluster gap={3} className="admin-contracts__header">
        <h3 className="admin-section__subtitle">{t('contracts.title')}</h3>
        <Select label={t('contracts.show')} value={status} onChange={(e) => setStatus(e.target.value as QueueStatus)} options={(['under-review', 'accepted', 'rejected'] as const).map((s) => ({ value: s, label: t(`contracts.statuses.${s}`) }))} />
      </Cluster>
      <ListStates list={list} emptyDescription={t(status === 'under-review' ? 'contracts.empty' : 'contracts.emptyDecided')} />
      {list.docs.length > 0 ? (
        <>
          <AdminTable
            rows={list.docs}
            rowKey={(row) => row.investmentId}
            columns={[
              { header: t('contracts.investor'), rowHeader: true, cell: (row) => <span dir="auto">{row.investorName}</span> },
              { header: t('investments.campaign'), cell: (row) => row.campaignName },
              { header: t('investments.amount'), cell: (row) => <Money amount={row.amount} /> },
              { header: t('contracts.signedAt'), className: 'admin-table__narrow', cell: (row) => (row.signedAt ? formatDateTime(row.signedAt, language) : '—') },
              {
                header: status === 'under-review' ? t('contracts.dueBy') : t('common.status'),
                cell: (row) =>
                  status === 'under-review' ? (
                    <span className="admin-badges">
                      {row.reviewDueBy ? formatDateTime(row.reviewDueBy, language) : '—'}
                      {row.overdue ? <Badge tone="danger">{t('contracts.overdue')}</Badge> : null}
                    </span>
                  ) : (
                    <Badge tone={row.state === 'accepted' ? 'success' : 'danger'}>{t(`contracts.statuses.${row.state}`)}</Badge>
                  ),
              },
            ]}
            actions={(row) => (
              <Button size="sm" variant={status === 'under-review' ? 'primary' : 'outline'} onClick={() => setReviewing(row)}>
                {t(status === 'under-review' ? 'contracts.review' : 'contracts.view')}
              </Button>
            )}
          />
          <AdminListFooter list={list} shown={list.docs.length} />
        </>
      ) : null}
      {reviewing ? <ContractReview contract={reviewing} onClose={() => setReviewing(null)} /> : null}
    </Stack>
  );
}

/** The signed PDF beside the signature, and the decision. */
function ContractReview({ contract, onClose }: { contract: AdminContractView; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const toast = useToast();
  const failureText = useFailureText();
  const refresh = useRefresh();
  const pdf = useQuery({ queryKey: [ADMIN_KEY, 'contract-pdf', contract.investmentId], queryFn: () => investmentsAdminApi.contractPdf(contract.investmentId), retry: false, staleTime: Infinity });
  const [pdfUrl, setPdfUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!pdf.data) return;
    const url = URL.createObjectURL(pdf.data);
    setPdfUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [pdf.data]);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState<'accept' | 'reject' | null>(null);
  const open = contract.state === 'under-review';

  const decide = async (decision: 'accept' | 'reject') => {
    const why = reason.trim();
    if (decision === 'reject') {
      if (!why) return setError(t('contracts.reasonRequired'));
      if (why.length > CONTRACT_SIGNATURE_LIMITS.reasonMax) return setError(t('validation.maxLength', { max: CONTRACT_SIGNATURE_LIMITS.reasonMax }));
    }
    setBusy(decision);
    try {
      await investmentsAdminApi.reviewContract(contract.investmentId, decision, decision === 'reject' ? why : undefined);
      toast.show({ tone: 'success', message: t(decision === 'accept' ? 'contracts.accepted' : 'contracts.rejected') });
      onClose();
    } catch (failure) {
      toast.show({ tone: 'danger', message: failureText(failure) });
    } finally {
      setBusy(null);
      void refresh([[ADMIN_KEY, 'contracts']]);
    }
  };

  return (
    <Modal open onOpenChange={(next) => !next && onClose()} title={t('contracts.reviewTitle', { reference: contract.referenceId })} closeLabel={tc('common.close')} size="lg" keepOpenOnOutsideClick>
      <div className="admin-contract-review">
        <section className="admin-contract-review__pdf" aria-label={t('contracts.pdf')}>
          {pdf.isPending ? <Skeleton height="24rem" /> : pdf.isError ? <LoadError error={pdf.error} onRetry={() => void pdf.refetch()} /> : pdfUrl ? <iframe title={t('contracts.pdf')} src={`${pdfUrl}#view=FitH`} className="admin-contract-review__frame" /> : null}
          <Button size="sm" variant="ghost" onClick={() => investmentsAdminApi.downloadContractPdf(contract.investmentId, contract.referenceId).catch((failure) => toast.show({ tone: 'danger', message: failureText(failure) }))}>
            {t('contracts.downloadPdf')}
          </Button>
        </section>
        <section className="admin-contract-review__side">
          <h4>{t('contracts.signature')}</h4>
          <div className="admin-contract-review__signature">
            {contract.signatureImage ? <img src={contract.signatureImage} alt={t('contracts.signature')} /> : <span dir="auto" className="admin-contract-review__typed">{contract.typedText}</span>}
          </div>
          <dl className="cf-facts">
            <div>
              <dt>{t('contracts.investor')}</dt>
              <dd dir="auto">{contract.investorName}</dd>
            </div>
            <div>
              <dt>{t('investments.campaign')}</dt>
              <dd>{contract.campaignName}</dd>
            </div>
            <div>
              <dt>{t('investments.amount')}</dt>
              <dd>
                <Money amount={contract.amount} />
              </dd>
            </div>
            <div>
              <dt>{t('contracts.kind')}</dt>
              <dd>{contract.kind ? t(`contracts.kinds.${contract.kind}`) : '—'}</dd>
            </div>
            <div>
              <dt>{t('contracts.signedAt')}</dt>
              <dd>{contract.signedAt ? formatDateTime(contract.signedAt, language) : '—'}</dd>
            </div>
            {contract.reviewDueBy && open ? (
              <div>
                <dt>{t('contracts.dueBy')}</dt>
                <dd>{formatDateTime(contract.reviewDueBy, language)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('contracts.hash')}</dt>
              <dd>
                <bdi dir="ltr" className="admin-contract-review__hash">
                  {contract.contractSha256}
                </bdi>
              </dd>
            </div>
          </dl>
          {contract.rejectReason ? (
            <Alert tone="danger" title={t('contracts.statuses.rejected')}>
              <span dir="auto">{contract.rejectReason}</span>
            </Alert>
          ) : null}
          {open ? (
            <Stack gap={2}>
              {rejecting ? (
                <TextArea label={t('contracts.reason')} required rows={3} value={reason} maxLength={CONTRACT_SIGNATURE_LIMITS.reasonMax} onChange={(e) => setReason(e.target.value)} error={error} hint={t('contracts.reasonHint')} />
              ) : null}
              <Cluster gap={2}>
                {!rejecting ? (
                  <Button onClick={() => void decide('accept')} loading={busy === 'accept'} disabled={busy !== null}>
                    {t('contracts.accept')}
                  </Button>
                ) : null}
                <Button variant="danger" onClick={() => (rejecting ? void decide('reject') : setRejecting(true))} loading={busy === 'reject'} disabled={busy !== null}>
                  {t(rejecting ? 'contracts.confirmReject' : 'contracts.reject')}
                </Button>
                {rejecting ? (
                  <Button variant="ghost" onClick={() => setRejecting(false)} disabled={busy !== null}>
                    {tc('common.cancel')}
                  </Button>
                ) : null}
              </Cluster>
            </Stack>
          ) : null}
        </section>
      </div>
    </Modal>
  );
}
