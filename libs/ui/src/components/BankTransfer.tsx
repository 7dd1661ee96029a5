import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SLIP_RULES, slipProblem } from '@cf/contracts/rest';
import { Button } from './Button';
import { Money } from './Money';
import { ServerError } from './ServerError';

export interface BankTransferAccount {
  bankName: string;
  accountName: string;
  iban: string;
  swift: string;
}

/**
 * Where to send an offline bank transfer (A1.3, C1.5): the platform's account, the reference the
 * payer must quote, and the amount. Used by the wallet's top-up and by an investment's payment.
 */
export function BankTransferDetails({ account, reference, amount }: { account: BankTransferAccount; reference: string; amount: number }) {
  const { t } = useTranslation();
  const rows: Array<[string, React.ReactNode]> = [
    ['bankTransfer.bankName', account.bankName],
    ['bankTransfer.accountName', account.accountName],
    ['bankTransfer.iban', <bdi className="cf-code">{account.iban}</bdi>],
    ['bankTransfer.swift', <bdi className="cf-code">{account.swift}</bdi>],
    ['bankTransfer.reference', <bdi className="cf-code">{reference}</bdi>],
    ['bankTransfer.toTransfer', <Money amount={amount} />],
  ];
  return (
    <dl className="cf-facts">
      {rows.map(([key, value]) => (
        <div key={key}>
          <dt>{t(key)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The transfer slip (PDF, JPG or PNG, at most 5 MB: the contracts' rules, checked again by the
 * wallet): checked before it is sent, the first problem shown under the field and focused.
 */
export function SlipUploadForm({ upload, className }: { upload: (file: File) => Promise<void>; className?: string }) {
  const { t } = useTranslation();
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
      await upload(file);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void send(e)} noValidate className={className ?? 'cf-stack'}>
      <ServerError error={failure} onClose={() => setFailure(null)} />
      <div className={problem ? 'cf-field cf-field--invalid' : 'cf-field'}>
        <label htmlFor={inputId} className="cf-field__label">
          {t('bankTransfer.slip')}
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
          className="cf-input cf-file"
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
            {t(`validation.${problem}`)}
          </p>
        ) : null}
        <p id={`${inputId}-hint`} className="cf-field__hint">
          {t('bankTransfer.slipHint')}
        </p>
      </div>
      <div>
        <Button type="submit" loading={busy}>
          {t('bankTransfer.send')}
        </Button>
      </div>
    </form>
  );
}
