import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, useApiLanguage } from '@cf/api-client';
import { CONTRACT_SIGNATURE_LIMITS, pathOf, signedContractPdfEndpoint, type ContractSignatureView, type ContractState, type InvestmentView } from '@cf/contracts/rest';
import { formatDateTime, formatInteger } from '@cf/i18n';
import {
  Alert,
  Badge,
  Button,
  CodeCountdown,
  EMPTY_SIGNATURE,
  LoadError,
  Modal,
  ServerError,
  SignatureInput,
  signatureMissing,
  Skeleton,
  Stack,
  TextField,
  useLanguage,
  useSecondsUntil,
  useToast,
  type BadgeTone,
  type SignatureValue,
} from '@cf/ui';
import { investApi } from '../../../api/invest-api';
import { DownloadButton } from './DownloadButton';

const CODE = /^[0-9]{6}$/;
const TONES: Record<ContractState, BadgeTone> = { unsigned: 'warning', 'awaiting-code': 'warning', 'under-review': 'info', accepted: 'success', rejected: 'danger' };
/** Investments whose contract can still be signed (the money is on its way or in). */
const SIGNABLE = new Set(['reserved', 'processing', 'committed', 'confirmed']);

/** The contract's state as a badge (C4.14). */
export function ContractBadge({ state }: { state: ContractState }) {
  const { t } = useTranslation('campaign');
  return <Badge tone={TONES[state]}>{t(`contract.states.${state}`)}</Badge>;
}

/**
 * C2.17, C2.24, C4.14: where an investment's contract stands and what the investor can do with it:
 * read and sign (the contract and signature modal), sign again after a rejection, or download the
 * signed PDF.
 */
export function ContractActions({ investment, compact = false }: { investment: InvestmentView; compact?: boolean }) {
  const { t } = useTranslation('campaign');
  const [open, setOpen] = useState(false);
  const state = investment.contractStatus;
  const signable = SIGNABLE.has(investment.state) && (state === 'unsigned' || state === 'awaiting-code' || state === 'rejected');
  return (
    <span className={compact ? 'invest-contract-actions invest-contract-actions--compact' : 'invest-contract-actions'}>
      <ContractBadge state={state} />
      {signable ? (
        <Button size="sm" variant={compact ? 'outline' : 'primary'} onClick={() => setOpen(true)}>
          {state === 'rejected' ? t('contract.signAgain') : state === 'awaiting-code' ? t('contract.enterCode') : t('contract.readAndSign')}
        </Button>
      ) : null}
      {state === 'under-review' || state === 'accepted' ? (
        <DownloadButton variant="ghost" path={pathOf(signedContractPdfEndpoint, { investmentId: investment.id })} fileName={`contract-${investment.referenceId}-signed.pdf`} label={t('contract.downloadSigned')} />
      ) : null}
      {open ? <ContractModal investment={investment} open={open} onOpenChange={setOpen} /> : null}
    </span>
  );
}

/** The contract and signature modal (C2.17): the contract's words, then the signature, then the texted code. */
export function ContractModal({ investment, open, onOpenChange }: { investment: InvestmentView; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('campaign');
  const { t: common } = useTranslation();
  const lng = useApiLanguage();
  const signature = useQuery({ queryKey: ['invest', 'contract', investment.id], queryFn: () => investApi.contractSignature(investment.id), retry: false });
  const document = useQuery({ queryKey: ['invest', 'contract-data', investment.id, lng], queryFn: () => investApi.contractData(investment.id), retry: false });
  const [signAgain, setSignAgain] = useState(false);
  const s = signature.data;
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={document.data?.title ?? t('contract.title')} closeLabel={common('common.close')} size="lg" keepOpenOnOutsideClick>
      {signature.isPending || document.isPending ? (
        <Skeleton lines={8} />
      ) : signature.isError || document.isError ? (
        <LoadError error={signature.error ?? document.error} onRetry={() => void Promise.all([signature.refetch(), document.refetch()])} />
      ) : s!.state === 'under-review' || s!.state === 'accepted' ? (
        <Signed signature={s!} investment={investment} />
      ) : s!.state === 'awaiting-code' && !signAgain ? (
        <CodeStep investment={investment} signature={s!} onSignAgain={() => setSignAgain(true)} />
      ) : (
        <Stack gap={4}>
          {s!.state === 'rejected' ? (
            <Alert tone="danger" title={t('contract.rejectedTitle')}>
              <span dir="auto">{s!.rejectReason}</span>
            </Alert>
          ) : null}
          <section className="invest-contract-text" tabIndex={0} aria-label={document.data!.title}>
            <ol>
              {document.data!.clauses.map((clause) => (
                <li key={clause}>{clause}</li>
              ))}
            </ol>
            <dl className="cf-facts">
              {document.data!.facts.map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd dir="auto">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <SignStep investment={investment} onSent={() => setSignAgain(false)} />
        </Stack>
      )}
    </Modal>
  );
}

function SignStep({ investment, onSent }: { investment: InvestmentView; onSent: () => void }) {
  const { t } = useTranslation('campaign');
  const { t: common } = useTranslation();
  const client = useQueryClient();
  const [value, setValue] = useState<SignatureValue>(EMPTY_SIGNATURE);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const server = isApiError(failure) ? failure : null;
  return (
    <form
      noValidate
      className="invest-contract-sign"
      onSubmit={async (event) => {
        event.preventDefault();
        if (signatureMissing(value)) {
          setError(common('signature.required'));
          return;
        }
        setError(undefined);
        setFailure(null);
        setBusy(true);
        try {
          const next = await investApi.signContract(investment.id, value.kind === 'typed' ? { kind: 'typed', text: value.text.trim() } : { kind: value.kind, image: value.image! });
          client.setQueryData(['invest', 'contract', investment.id], next);
          await client.invalidateQueries({ queryKey: ['invest', 'investment', investment.id] });
          onSent();
        } catch (caught) {
          setFailure(caught);
        } finally {
          setBusy(false);
        }
      }}
    >
      <Stack gap={3}>
        <h3 className="invest-contract-sign__title">{t('contract.signTitle')}</h3>
        <p className="campaign-muted">{t('contract.signHelp')}</p>
        <ServerError titled error={server?.fieldMessage('text') || server?.fieldMessage('image') ? null : failure} />
        <SignatureInput
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(undefined);
          }}
          error={error ?? server?.fieldMessage('text') ?? server?.fieldMessage('image')}
          typedMax={CONTRACT_SIGNATURE_LIMITS.typedMax}
          imageMaxBytes={CONTRACT_SIGNATURE_LIMITS.imageMaxBytes}
        />
        <div>
          <Button type="submit" loading={busy}>
            {t('contract.signAndSend')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function CodeStep({ investment, signature, onSignAgain }: { investment: InvestmentView; signature: ContractSignatureView; onSignAgain: () => void }) {
  const { t } = useTranslation('campaign');
  const { t: common } = useTranslation();
  const language = useLanguage();
  const toast = useToast();
  const client = useQueryClient();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState<'confirm' | 'resend' | 'withdraw' | null>(null);
  const expired = useSecondsUntil(signature.codeExpiresAt) === 0;
  const resendIn = useSecondsUntil(signature.resendAt);
  const settle = async (next: ContractSignatureView) => {
    client.setQueryData(['invest', 'contract', investment.id], next);
    await client.invalidateQueries({ queryKey: ['invest', 'investment', investment.id] });
    await client.invalidateQueries({ queryKey: ['invest', 'mine'] });
    await client.invalidateQueries({ queryKey: ['invest', 're-sign'] });
    // The receipt behind the modal shows the contract's state too.
    await client.invalidateQueries({ queryKey: ['invest', 'receipt', investment.id] });
  };
  const run = async (kind: 'confirm' | 'resend' | 'withdraw', action: () => Promise<ContractSignatureView>, done?: () => void) => {
    setFailure(null);
    setBusy(kind);
    try {
      await settle(await action());
      done?.();
    } catch (caught) {
      setFailure(caught);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap={4}>
      <h3 className="invest-contract-sign__title">{t('contract.codeTitle')}</h3>
      <CodeCountdown phoneMasked={signature.phoneMasked} expiresAt={signature.codeExpiresAt} expiredHelp={t('contract.timeExpiredHelp')} />
      <ServerError titled error={failure} />
      {!expired ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!CODE.test(code.trim())) {
              setCodeError(common('oneTimeCode.codeInvalid'));
              return;
            }
            setCodeError(undefined);
            void run('confirm', () => investApi.confirmContract(investment.id, code.trim()), () => toast.show({ tone: 'success', message: t('contract.signedToast') }));
          }}
        >
          <Stack gap={3}>
            <TextField label={common('oneTimeCode.code')} value={code} inputMode="numeric" autoComplete="one-time-code" dir="ltr" maxLength={6} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} error={codeError} />
            <div>
              <Button type="submit" loading={busy === 'confirm'}>
                {t('contract.confirm')}
              </Button>
            </div>
          </Stack>
        </form>
      ) : null}
      <div className="invest-contract-actions">
        <Button
          variant="outline"
          size="sm"
          disabled={resendIn > 0 || busy !== null}
          onClick={() => void run('resend', () => investApi.resendContractCode(investment.id), () => toast.show({ tone: 'success', message: common('oneTimeCode.codeSent') }))}
        >
          {resendIn > 0 ? common('oneTimeCode.resendIn', { seconds: formatInteger(resendIn, language) }) : common('oneTimeCode.resend')}
        </Button>
        <Button variant="ghost" size="sm" disabled={busy !== null} loading={busy === 'withdraw'} onClick={() => void run('withdraw', () => investApi.withdrawContractSignature(investment.id), onSignAgain)}>
          {t('contract.changeSignature')}
        </Button>
      </div>
    </Stack>
  );
}

function Signed({ signature, investment }: { signature: ContractSignatureView; investment: InvestmentView }) {
  const { t } = useTranslation('campaign');
  const language = useLanguage();
  return (
    <Stack gap={3}>
      <Alert tone={signature.state === 'accepted' ? 'success' : 'info'} title={t(`contract.states.${signature.state}`)}>
        {signature.state === 'under-review' && signature.reviewDueBy
          ? t('contract.underReviewBy', { signedAt: formatDateTime(signature.signedAt!, language), due: formatDateTime(signature.reviewDueBy, language), hours: formatInteger(CONTRACT_SIGNATURE_LIMITS.reviewWorkingHours, language) })
          : t('contract.acceptedBody', { signedAt: formatDateTime(signature.signedAt!, language) })}
      </Alert>
      <p className="campaign-muted">
        {t('contract.fingerprint')} <bdi dir="ltr" className="invest-code invest-contract-hash">{signature.contractSha256}</bdi>
      </p>
      <div>
        <DownloadButton path={pathOf(signedContractPdfEndpoint, { investmentId: investment.id })} fileName={`contract-${investment.referenceId}-signed.pdf`} label={t('contract.downloadSigned')} />
      </div>
    </Stack>
  );
}
