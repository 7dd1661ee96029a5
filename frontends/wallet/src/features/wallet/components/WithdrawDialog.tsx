import { useMemo, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@cf/api-client';
import { parseOmrInput } from '@cf/i18n';
import { Button, Checkbox, Modal, Money, Select, ServerError, Stack, TextField, useToast } from '@cf/ui';
import { useBanks, useRefreshWallet, useSavedBankAccounts } from '../../../api/hooks';
import { newIdempotencyKey, walletApi, type AccountType, type WalletDetail } from '../../../api/wallet-api';
import { useRuleText } from '../../../shared/components';
import {
  ACCOUNT_TYPES,
  checkWithdraw,
  checkWithdrawAmount,
  friendlyIban,
  type WithdrawErrors,
  type WithdrawValues,
} from '../../../shared/rules';

const EMPTY: WithdrawValues = {
  amount: '',
  bankName: '',
  accountHolderName: '',
  accountType: '',
  accountNumber: '',
  confirmAccountNumber: '',
  routingNumber: '',
  swiftCode: '',
  iban: '',
};

/** "Send to": one of the saved accounts (A3.11) or another one, typed. */
const ANOTHER = 'another';

/**
 * Withdrawal (A4.6, A5.7, A5.11): a saved account (the primary one chosen first) or the bank
 * details typed, with the amount, checked as the service checks them; then a confirmation step; then `POST wallet/wallet-withdraw` with an Idempotency-Key made
 * once per attempt (a retried submit of the same attempt cannot withdraw twice). The amount is held
 * until an administrator approves or rejects the withdrawal.
 */
export function WithdrawDialog({
  open,
  onOpenChange,
  detail,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  detail: WalletDetail;
}) {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  const ruleText = useRuleText();
  const toast = useToast();
  const refresh = useRefreshWallet();
  const banks = useBanks();
  const saved = useSavedBankAccounts();
  const savedAccounts = saved.data?.docs ?? [];
  // Until the person picks, the primary saved account (or typing a new one when none is saved).
  const [picked, setPicked] = useState<string | null>(null);
  const target = picked ?? savedAccounts.find((a) => a.isPrimary)?.id ?? savedAccounts[0]?.id ?? ANOTHER;
  const savedTarget = savedAccounts.find((a) => a.id === target) ?? null;
  const [saveAccount, setSaveAccount] = useState(false);
  const [values, setValues] = useState<WithdrawValues>(EMPTY);
  const [errors, setErrors] = useState<WithdrawErrors>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const attemptKey = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const bankOptions = useMemo(() => (banks.data ?? []).map((b) => ({ value: b.name, label: b.name })), [banks.data]);
  const useBankList = bankOptions.length > 0;

  const reset = () => {
    setValues(EMPTY);
    setPicked(null);
    setSaveAccount(false);
    setErrors({});
    setServerErrors({});
    setSubmitted(false);
    setStep('form');
    setFailure(null);
    attemptKey.current = null;
  };

  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const set = (name: keyof WithdrawValues, value: string) => {
    setValues((prev) => {
      const next = { ...prev, [name]: value };
      if (name === 'bankName' && !prev.swiftCode) {
        const swift = banks.data?.find((b) => b.name === value)?.swift;
        if (swift) next.swiftCode = swift;
      }
      if (submitted) setErrors(check(next));
      return next;
    });
    setServerErrors((prev) => {
      if (!(name in prev)) return prev;
      const rest = { ...prev };
      delete rest[name];
      return rest;
    });
  };

  /** A saved account needs only the amount; a typed one every field. */
  const check = (next: WithdrawValues): WithdrawErrors => {
    if (!savedTarget) return checkWithdraw(next, detail.available, detail.limits);
    const amount = checkWithdrawAmount(next.amount, detail.available, detail.limits);
    return amount.error ? { amount: amount.error } : {};
  };

  const review = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    // A new attempt: one key for it, kept if the same attempt is sent again.
    attemptKey.current = newIdempotencyKey();
    setFailure(null);
    setStep('confirm');
  };

  const confirm = async (event: MouseEvent) => {
    // The second click of a double-click on "Review" lands here: it must not send the withdrawal
    // unread. Only a click of its own confirms.
    if (event.detail > 1) return;
    const baisa = parseOmrInput(values.amount);
    if (baisa === null || !attemptKey.current) return;
    setBusy(true);
    setFailure(null);
    try {
      await walletApi.withdraw(
        savedTarget
          ? { amount: Number(baisa), bankAccountId: savedTarget.id }
          : {
              amount: Number(baisa),
              saveAccount: saveAccount || undefined,
              bankName: values.bankName.trim(),
              accountHolderName: values.accountHolderName.trim(),
              accountType: values.accountType as AccountType,
              accountNumber: values.accountNumber.trim(),
              confirmAccountNumber: values.confirmAccountNumber.trim(),
              routingNumber: values.routingNumber.trim(),
              swiftCode: values.swiftCode.trim() || undefined,
              iban: values.iban.trim() || undefined,
            },
        attemptKey.current,
      );
      toast.show({ tone: 'success', message: t('withdraw.requested') });
      void refresh();
      close(false);
    } catch (e) {
      if (isApiError(e) && e.errors.length > 0) {
        setServerErrors(e.fieldMessages());
        setStep('form');
        attemptKey.current = null;
      }
      setFailure(e);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof WithdrawValues) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
    error: ruleText(errors[name], serverErrors[name]),
  });

  const amountBaisa = parseOmrInput(values.amount);

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={step === 'form' ? t('withdraw.title') : t('withdraw.confirmTitle')}
      description={step === 'form' ? t('withdraw.intro') : t('withdraw.confirmIntro')}
      closeLabel={tc('common.close')}
      size="md"
      keepOpenOnOutsideClick
    >
      {step === 'form' ? (
        <form ref={formRef} onSubmit={review} noValidate className="wallet-form">
          <Stack gap={3}>
            <ServerError error={failure} onClose={() => setFailure(null)} />
            <p className="wallet-muted">
              {t('withdraw.availableNow')} <Money amount={detail.available} />
            </p>
            {savedAccounts.length > 0 ? (
              <Select
                name="sendTo"
                label={t('withdraw.sendTo')}
                value={target}
                onChange={(e) => {
                  setPicked(e.target.value);
                  if (submitted) setErrors({});
                }}
                options={[
                  ...savedAccounts.map((a) => ({
                    value: a.id,
                    label: `${t('withdraw.savedAccount', { bank: a.bankName, holder: a.accountHolderName, last4: a.accountNumberLast4 })}${a.isPrimary ? ` (${t('withdraw.primary')})` : ''}`,
                  })),
                  { value: ANOTHER, label: t('withdraw.anotherAccount') },
                ]}
              />
            ) : null}
            <TextField
              {...field('amount')}
              label={t('withdraw.amount')}
              hint={t('amountHint')}
              inputMode="decimal"
              autoComplete="off"
              required
              endAdornment={<span aria-hidden="true">OMR</span>}
            />
            {savedTarget ? null : (
              <>
                {useBankList ? (
                  <Select
                    {...field('bankName')}
                    label={t('withdraw.bankName')}
                    options={bankOptions}
                    placeholder={t('withdraw.chooseBank')}
                    required
                  />
                ) : (
                  <TextField {...field('bankName')} label={t('withdraw.bankName')} required autoComplete="off" />
                )}
                <TextField {...field('accountHolderName')} label={t('withdraw.accountHolderName')} required autoComplete="name" />
                <Select
                  {...field('accountType')}
                  label={t('withdraw.accountType')}
                  options={ACCOUNT_TYPES.map((type) => ({ value: type, label: t(`accountTypes.${type}`) }))}
                  placeholder={t('withdraw.chooseAccountType')}
                  required
                />
                <TextField
                  {...field('accountNumber')}
                  label={t('withdraw.accountNumber')}
                  inputMode="numeric"
                  dir="ltr"
                  required
                  autoComplete="off"
                />
                <TextField
                  {...field('confirmAccountNumber')}
                  label={t('withdraw.confirmAccountNumber')}
                  inputMode="numeric"
                  dir="ltr"
                  required
                  autoComplete="off"
                  onPaste={(e) => e.preventDefault()}
                />
                <TextField
                  {...field('routingNumber')}
                  label={t('withdraw.routingNumber')}
                  hint={t('withdraw.routingHint')}
                  inputMode="numeric"
                  dir="ltr"
                  required
                  autoComplete="off"
                />
                <TextField {...field('swiftCode')} label={t('withdraw.swiftCode')} dir="ltr" autoComplete="off" />
                <TextField
                  {...field('iban')}
                  label={t('withdraw.iban')}
                  hint={t('withdraw.ibanHint')}
                  dir="ltr"
                  autoComplete="off"
                  spellCheck={false}
                />
                <Checkbox
                  name="saveAccount"
                  label={t('withdraw.saveAccount')}
                  checked={saveAccount}
                  onChange={(e) => setSaveAccount(e.target.checked)}
                />
              </>
            )}
            <div className="wallet-actions">
              <Button variant="ghost" onClick={() => close(false)}>
                {tc('common.cancel')}
              </Button>
              <Button type="submit">{t('withdraw.review')}</Button>
            </div>
          </Stack>
        </form>
      ) : (
        <Stack gap={3}>
          <ServerError error={failure} onClose={() => setFailure(null)} />
          <dl className="cf-facts">
            <div>
              <dt>{t('withdraw.amount')}</dt>
              <dd>{amountBaisa !== null ? <Money amount={amountBaisa} /> : null}</dd>
            </div>
            {savedTarget ? (
              <>
                <div>
                  <dt>{t('withdraw.bankName')}</dt>
                  <dd>{savedTarget.bankName}</dd>
                </div>
                <div>
                  <dt>{t('withdraw.accountHolderName')}</dt>
                  <dd>{savedTarget.accountHolderName}</dd>
                </div>
                <div>
                  <dt>{t('withdraw.accountNumber')}</dt>
                  <dd>
                    <bdi dir="ltr">••••{savedTarget.accountNumberLast4}</bdi>
                  </dd>
                </div>
              </>
            ) : (
              <TypedAccountFacts values={values} />
            )}
          </dl>
          <p className="wallet-muted">{t('withdraw.holdNotice')}</p>
          <div className="wallet-actions">
            <Button variant="ghost" onClick={() => setStep('form')} disabled={busy}>
              {t('withdraw.edit')}
            </Button>
            <Button onClick={(e) => void confirm(e)} loading={busy}>
              {t('withdraw.confirm')}
            </Button>
          </div>
        </Stack>
      )}
    </Modal>
  );
}

/** The typed account, as the confirmation step shows it. */
function TypedAccountFacts({ values }: { values: WithdrawValues }) {
  const { t } = useTranslation('wallet');
  return (
    <>
      <div>
        <dt>{t('withdraw.bankName')}</dt>
        <dd>{values.bankName}</dd>
      </div>
      <div>
        <dt>{t('withdraw.accountHolderName')}</dt>
        <dd>{values.accountHolderName}</dd>
      </div>
      <div>
        <dt>{t('withdraw.accountType')}</dt>
        <dd>{values.accountType ? t(`accountTypes.${values.accountType}`) : ''}</dd>
      </div>
      <div>
        <dt>{t('withdraw.accountNumber')}</dt>
        <dd>
          <bdi>{values.accountNumber}</bdi>
        </dd>
      </div>
      <div>
        <dt>{t('withdraw.routingNumber')}</dt>
        <dd>
          <bdi>{values.routingNumber}</bdi>
        </dd>
      </div>
      {values.swiftCode ? (
        <div>
          <dt>{t('withdraw.swiftCode')}</dt>
          <dd>
            <bdi>{values.swiftCode}</bdi>
          </dd>
        </div>
      ) : null}
      {values.iban.trim() ? (
        <div>
          <dt>{t('withdraw.iban')}</dt>
          <dd>
            <bdi dir="ltr">{friendlyIban(values.iban)}</bdi>
          </dd>
        </div>
      ) : null}
    </>
  );
}
