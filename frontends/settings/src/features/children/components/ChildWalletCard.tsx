import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '@cf/api-client';
import { formatDate, formatOmr, parseOmrInput } from '@cf/i18n';
import { Button, buttonClass, Card, Grid, LoadError, Money, Select, ServerError, Skeleton, Stack, TextField, useLanguage, useToast } from '@cf/ui';
import { BANK_ACCOUNT_TYPES, childrenApi, useChildWallet, useChildWrite, type ChildRegistrationView } from '../children-api';

/**
 * A3.15, A2.21 "child wallet details" and "child contribution": an accepted child's wallet (minor,
 * owner type, guardian, wallet ID, balance), money in from the guardian's wallet and back to it
 * (ADR 0026: the only ways in and out), the last movements, and the child's investments.
 */
export function ChildWalletCard({ child }: { child: ChildRegistrationView }) {
  const { t } = useTranslation('settings');
  const language = useLanguage();
  const { wallet, transactions, guardian } = useChildWallet(child.id, true);
  if (wallet.isPending || guardian.isPending) return <Skeleton lines={4} />;
  if ((wallet.isError && wallet.data === undefined) || (guardian.isError && guardian.data === undefined))
    return <LoadError error={wallet.error ?? guardian.error} onRetry={() => void Promise.all([wallet.refetch(), guardian.refetch()])} />;
  const w = wallet.data;
  return (
    <Card title={t('children.wallet.title')}>
      <Stack gap={4}>
        <dl className="children-summary">
          <div>
            <dt>{t('children.wallet.balance')}</dt>
            <dd>
              <Money amount={w.balance} />
            </dd>
          </div>
          <div>
            <dt>{t('children.wallet.available')}</dt>
            <dd>
              <Money amount={w.available} />
            </dd>
          </div>
          <div>
            <dt>{t('children.wallet.ownerType')}</dt>
            <dd>{t('children.wallet.minor')}</dd>
          </div>
          <div>
            <dt>{t('children.wallet.walletId')}</dt>
            <dd>
              <bdi dir="ltr">{w.walletId}</bdi>
            </dd>
          </div>
        </dl>
        <Grid min="16rem" gap={4}>
          <MoveForm direction="in" child={child} limit={guardian.data.available} />
          <MoveForm direction="out" child={child} limit={w.available} />
          <PayForChildForm child={child} />
        </Grid>
        <BankWithdrawForm child={child} limit={w.available} />
        <p className="settings-muted">{t('children.wallet.rule')}</p>
        <div>
          <Link className={buttonClass('outline', 'sm')} to={`/child-investments/${encodeURIComponent(child.id)}`}>
            {t('children.wallet.investments')}
          </Link>
        </div>
        {transactions.data && transactions.data.docs.length > 0 ? (
          <ul className="children-moves" aria-label={t('children.wallet.moves')}>
            {transactions.data.docs.map((tx) => (
              <li key={tx.id}>
                <span>{formatDate(tx.createdAt, language)}</span> <span>{t(`children.wallet.types.${tx.type}`, { defaultValue: tx.type })}</span>{' '}
                <strong>
                  {tx.entryType === 'DEBIT' ? '−' : '+'}
                  {formatOmr(tx.amount, language)}
                </strong>
              </li>
            ))}
          </ul>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Money in from the guardian's wallet ("in") or back to it ("out"), at most `limit` (baisa). */
function MoveForm({ direction, child, limit }: { direction: 'in' | 'out'; child: ChildRegistrationView; limit: number }) {
  const { t } = useTranslation('settings');
  const language = useLanguage();
  const toast = useToast();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<unknown>(null);
  const move = useChildWrite(childrenApi.move);
  // One key per attempt: a retried click of the same attempt moves the money once.
  const attempt = useRef<{ amount: string; key: string } | null>(null);
  const id = `child-move-${direction}`;
  return (
    <form
      noValidate
      className="settings-form"
      aria-labelledby={`${id}-title`}
      onSubmit={async (event) => {
        event.preventDefault();
        const baisa = parseOmrInput(amount);
        if (baisa === null || baisa <= 0n) return setError(t('children.wallet.amountInvalid'));
        if (baisa > BigInt(limit)) return setError(t(direction === 'in' ? 'children.wallet.notEnoughYours' : 'children.wallet.notEnoughChild', { amount: formatOmr(limit, language) }));
        setError(undefined);
        setFailure(null);
        if (attempt.current?.amount !== amount) attempt.current = { amount, key: childrenApi.newKey() };
        try {
          await move.mutateAsync({ direction, childId: child.id, amount: Number(baisa), key: attempt.current.key });
          attempt.current = null;
          setAmount('');
          toast.show({ tone: 'success', message: t(direction === 'in' ? 'children.wallet.addedIn' : 'children.wallet.movedOut') });
        } catch (e) {
          setFailure(e);
        }
      }}
    >
      <Stack gap={2}>
        <h3 id={`${id}-title`} className="children-move__title">
          {t(direction === 'in' ? 'children.wallet.inTitle' : 'children.wallet.outTitle')}
        </h3>
        <ServerError error={failure} />
        <TextField
          label={t('children.wallet.amount')}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          hint={t(direction === 'in' ? 'children.wallet.yoursAvailable' : 'children.wallet.childAvailable', { amount: formatOmr(limit, language) })}
          error={error}
        />
        <div>
          <Button type="submit" size="sm" loading={move.isPending}>
            {t(direction === 'in' ? 'children.wallet.addIn' : 'children.wallet.moveOut')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** Money in by card or bank transfer, paid by the guardian (ADR 0026): the wallet's payment page takes it from the preapproval. */
function PayForChildForm({ child }: { child: ChildRegistrationView }) {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      noValidate
      className="settings-form"
      aria-labelledby="child-pay-title"
      onSubmit={async (event) => {
        event.preventDefault();
        const baisa = parseOmrInput(amount);
        if (baisa === null || baisa <= 0n) return setError(t('children.wallet.amountInvalid'));
        setError(undefined);
        setFailure(null);
        setBusy(true);
        try {
          const preapproval = await childrenApi.preapprove({ childId: child.id, amount: Number(baisa) });
          navigate(`/topup-payment/${encodeURIComponent(preapproval.id)}`);
        } catch (e) {
          setFailure(e);
          setBusy(false);
        }
      }}
    >
      <Stack gap={2}>
        <h3 id="child-pay-title" className="children-move__title">
          {t('children.wallet.payTitle')}
        </h3>
        <ServerError error={failure} />
        <TextField label={t('children.wallet.amount')} inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} hint={t('children.wallet.payHint')} error={error} />
        <div>
          <Button type="submit" size="sm" variant="outline" loading={busy}>
            {t('children.wallet.pay')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

type BankFields = { amount: string; accountHolderName: string; bankName: string; iban: string; accountNumber: string; confirmAccountNumber: string; routingNumber: string; swiftCode: string; accountType: string };
type BankTextField = 'accountHolderName' | 'bankName' | 'iban' | 'accountNumber' | 'confirmAccountNumber' | 'routingNumber' | 'swiftCode';

/**
 * Out to a bank account in the child's name (ADR 0026): held at once, paid when an administrator
 * approves it. The service checks the holder is the child and the bank rules; its field messages
 * show on the fields.
 */
function BankWithdrawForm({ child, limit }: { child: ChildRegistrationView; limit: number }) {
  const { t } = useTranslation('settings');
  const language = useLanguage();
  const toast = useToast();
  // The account holder is written as banks write it (Latin letters); the titles speak the reader's language.
  const latinName = [child.childFirstName, child.childMiddleName, child.childLastName].filter(Boolean).join(' ');
  const childName = language === 'ar' ? [child.childFirstNameAr, child.childMiddleNameAr, child.childLastNameAr].filter(Boolean).join(' ') : latinName;
  const empty: BankFields = { amount: '', accountHolderName: latinName, bankName: '', iban: '', accountNumber: '', confirmAccountNumber: '', routingNumber: '', swiftCode: '', accountType: 'current' };
  const [values, setValues] = useState<BankFields>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof BankFields, string>>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const withdraw = useChildWrite(childrenApi.withdrawToBank);
  const attempt = useRef<{ values: string; key: string } | null>(null);
  const server = isApiError(failure) ? failure : null;
  const field = (name: BankTextField, extra: { dir?: 'ltr'; hint?: string; required?: boolean } = {}) => (
    <TextField
      label={t(`children.bank.${name}`)}
      autoComplete="off"
      required={extra.required ?? true}
      dir={extra.dir}
      hint={extra.hint}
      value={values[name]}
      onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      error={errors[name] ?? server?.fieldMessage(name)}
    />
  );
  return (
    <details className="children-bank">
      <summary>{t('children.bank.title', { name: childName })}</summary>
      <form
        noValidate
        className="settings-form"
        aria-label={t('children.bank.title', { name: childName })}
        onSubmit={async (event) => {
          event.preventDefault();
          const found: Partial<Record<keyof BankFields, string>> = {};
          const baisa = parseOmrInput(values.amount);
          if (baisa === null || baisa <= 0n) found.amount = t('children.wallet.amountInvalid');
          else if (baisa > BigInt(limit)) found.amount = t('children.wallet.notEnoughChild', { amount: formatOmr(limit, language) });
          for (const name of ['accountHolderName', 'bankName', 'accountNumber', 'confirmAccountNumber', 'routingNumber'] as const) if (!values[name].trim()) found[name] = t('children.bank.required');
          if (!found.confirmAccountNumber && values.confirmAccountNumber !== values.accountNumber) found.confirmAccountNumber = t('children.bank.mismatch');
          setErrors(found);
          if (Object.keys(found).length > 0) return;
          setFailure(null);
          const snapshot = JSON.stringify(values);
          if (attempt.current?.values !== snapshot) attempt.current = { values: snapshot, key: childrenApi.newKey() };
          try {
            await withdraw.mutateAsync({
              key: attempt.current.key,
              body: {
                childId: child.id,
                amount: Number(baisa),
                accountHolderName: values.accountHolderName.trim(),
                bankName: values.bankName.trim(),
                accountType: values.accountType as (typeof BANK_ACCOUNT_TYPES)[number],
                accountNumber: values.accountNumber.trim(),
                confirmAccountNumber: values.confirmAccountNumber.trim(),
                routingNumber: values.routingNumber.trim(),
                swiftCode: values.swiftCode.trim() || null,
                iban: values.iban.trim() || null,
              },
            });
            attempt.current = null;
            setValues(empty);
            toast.show({ tone: 'success', message: t('children.bank.requested') });
          } catch (e) {
            setFailure(e);
          }
        }}
      >
        <Stack gap={3}>
          <p className="settings-muted">{t('children.bank.rule', { name: childName })}</p>
          <ServerError error={failure} />
          <Grid min="14rem" gap={3}>
            <TextField
              label={t('children.wallet.amount')}
              inputMode="decimal"
              autoComplete="off"
              required
              value={values.amount}
              onChange={(e) => setValues({ ...values, amount: e.target.value })}
              hint={t('children.wallet.childAvailable', { amount: formatOmr(limit, language) })}
              error={errors.amount ?? server?.fieldMessage('amount')}
            />
            {field('accountHolderName')}
            {field('bankName')}
            <Select
              label={t('children.bank.accountType')}
              value={values.accountType}
              onChange={(e) => setValues({ ...values, accountType: e.target.value })}
              options={BANK_ACCOUNT_TYPES.filter((type) => type !== 'checking').map((type) => ({ value: type, label: t(`children.bank.types.${type}`) }))}
            />
            {field('iban', { dir: 'ltr', hint: t('children.bank.ibanHint'), required: false })}
            {field('accountNumber', { dir: 'ltr' })}
            {field('confirmAccountNumber', { dir: 'ltr' })}
            {field('routingNumber', { dir: 'ltr' })}
            {field('swiftCode', { dir: 'ltr', required: false })}
          </Grid>
          <div>
            <Button type="submit" size="sm" loading={withdraw.isPending}>
              {t('children.bank.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </details>
  );
}
