import { forwardRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '@cf/api-client';
import { Button, Card, ServerError, TextField } from '@cf/ui';
import { walletApi, type WalletDetail } from '../../../api/wallet-api';
import { useRuleText } from '../../../shared/components';
import { checkTopupAmount, type RuleMessage } from '../../../shared/rules';

/**
 * Top-up (A4.6): the amount is checked here with the service's rules (A5.11, limits never shown),
 * a preapproval is created, and the payment page takes over: `/topup-payment/<preapprovalId>`.
 */
export const TopUpForm = forwardRef<HTMLInputElement, { detail: WalletDetail }>(function TopUpForm({ detail }, ref) {
  const { t } = useTranslation('wallet');
  const ruleText = useRuleText();
  const navigate = useNavigate();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<RuleMessage | undefined>();
  const [serverField, setServerField] = useState<string | undefined>();
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    setServerField(undefined);
    const checked = checkTopupAmount(amount, detail.limits);
    setError(checked.error);
    if (checked.error) {
      (event.currentTarget as HTMLFormElement).querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    setBusy(true);
    try {
      const preapproval = await walletApi.createPreapproval(Number(checked.baisa));
      navigate(`/topup-payment/${encodeURIComponent(preapproval._id)}`);
    } catch (e) {
      const field = isApiError(e) ? e.fieldMessage('amount') : undefined;
      if (field) setServerField(field);
      else setFailure(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('topup.title')} className="wallet-topup">
      <form onSubmit={(e) => void submit(e)} noValidate className="wallet-form">
        <p className="wallet-muted">{t('topup.intro')}</p>
        <ServerError error={failure} onClose={() => setFailure(null)} />
        <TextField
          ref={ref}
          label={t('topup.amount')}
          hint={t('amountHint')}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          required
          value={amount}
          onChange={(e) => {
            setAmount(e.target.value);
            setServerField(undefined);
            if (submitted) setError(checkTopupAmount(e.target.value, detail.limits).error);
          }}
          endAdornment={<span aria-hidden="true">OMR</span>}
          error={ruleText(error, serverField)}
        />
        <Button type="submit" loading={busy}>
          {t('topup.continue')}
        </Button>
      </form>
    </Card>
  );
});
