import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError, useApiLanguage } from '@cf/api-client';
import { Alert, Button, Card, LoadError, Money, ServerError, Skeleton, Stack, TextField, useGoTo } from '@cf/ui';
import { WALLET_KEY } from '../../../api/hooks';
import { walletApi, type CheckoutSession, type PayAnswer } from '../../../api/wallet-api';
import { useRuleText, WalletPageFrame } from '../../../shared/components';
import { checkCard, digitsOf, formatCardNumber, formatExpiry, parseExpiry, TEST_CARDS, type CardErrors, type CardValues } from '../card';

const EMPTY: CardValues = { holderName: '', cardNumber: '', expiry: '', cvc: '' };
const SERVER_FIELDS: Record<string, keyof CardValues> = {
  holderName: 'holderName',
  cardNumber: 'cardNumber',
  expMonth: 'expiry',
  expYear: 'expiry',
  expiry: 'expiry',
  cvc: 'cvc',
};

/**
 * `/wallet-payment/:sessionId` (A2.7): the sandbox card provider's hosted checkout, inside the app.
 * A real card form (checked as the provider checks it), the merchant and amount, the test cards,
 * a 3-D-Secure-like code step, then back to the session's success or cancel address.
 */
export default function SandboxCheckoutPage() {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  const { id = '' } = useParams();
  const lng = useApiLanguage();
  const session = useQuery({
    queryKey: [WALLET_KEY, 'checkout-session', id, lng],
    queryFn: () => walletApi.session(id),
    enabled: id !== '',
    retry: false,
  });

  return (
    <WalletPageFrame title={t('checkout.title')} description={t('checkout.intro')} width="narrow">
      {session.isPending ? (
        <div role="status" aria-live="polite">
          <span className="cf-visually-hidden">{tc('common.loading')}</span>
          <Skeleton lines={6} height="1.75rem" />
        </div>
      ) : session.isError ? (
        <LoadError error={session.error} onRetry={() => void session.refetch()} />
      ) : session.data ? (
        // Keyed by status: Back to a session paid meanwhile starts from its new state, not the old form.
        <Checkout key={session.data.status} session={session.data} />
      ) : null}
    </WalletPageFrame>
  );
}

function Checkout({ session }: { session: CheckoutSession }) {
  const { t } = useTranslation('wallet');
  const ruleText = useRuleText();
  const goTo = useGoTo();
  const [values, setValues] = useState<CardValues>(EMPTY);
  const [errors, setErrors] = useState<CardErrors>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof CardValues, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [stage, setStage] = useState<'card' | 'challenge' | 'declined' | 'succeeded'>(
    session.status === 'challenge' ? 'challenge' : session.status === 'succeeded' ? 'succeeded' : session.status === 'open' ? 'card' : 'declined',
  );
  const [declineReason, setDeclineReason] = useState<string | undefined>(session.status === 'expired' ? t('checkout.expired') : undefined);
  const [returnUrl, setReturnUrl] = useState<string>(session.status === 'succeeded' ? session.successUrl : session.cancelUrl);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const formRef = useRef<HTMLFormElement>(null);

  // A session already paid never shows its card form again: the payer goes on to the merchant's
  // success address (the receipt), replacing this page in the history.
  useEffect(() => {
    if (session.status === 'succeeded') goTo(session.successUrl, { replace: true });
  }, [session.status, session.successUrl, goTo]);

  const set = (name: keyof CardValues, raw: string) => {
    const value = name === 'cardNumber' ? formatCardNumber(raw) : name === 'expiry' ? formatExpiry(raw) : name === 'cvc' ? digitsOf(raw).slice(0, 4) : raw;
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) setErrors(checkCard(next));
    setServerErrors((prev) => ({ ...prev, [name]: undefined }));
  };

  const handle = (answer: PayAnswer) => {
    if (answer.status === 'succeeded') {
      setStage('succeeded');
      goTo(answer.redirectUrl ?? session.successUrl);
    } else if (answer.status === 'challenge') {
      setStage('challenge');
    } else {
      setStage('declined');
      setDeclineReason(answer.declineReason);
      setReturnUrl(answer.redirectUrl ?? session.cancelUrl);
    }
  };

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = checkCard(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    const expiry = parseExpiry(values.expiry);
    if (!expiry) return;
    setBusy(true);
    setFailure(null);
    try {
      handle(
        await walletApi.pay(session.sessionId, {
          cardNumber: digitsOf(values.cardNumber),
          expMonth: expiry.month,
          expYear: expiry.year,
          cvc: values.cvc,
          holderName: values.holderName.trim(),
        }),
      );
    } catch (e) {
      if (isApiError(e) && e.errors.length > 0) {
        const mapped: Partial<Record<keyof CardValues, string>> = {};
        for (const { field, msg } of e.errors) {
          const target = SERVER_FIELDS[field];
          if (target && !mapped[target]) mapped[target] = msg;
        }
        setServerErrors(mapped);
        if (Object.keys(mapped).length === 0) setFailure(e);
      } else setFailure(e);
    } finally {
      setBusy(false);
    }
  };

  const answerChallenge = async (event: FormEvent) => {
    event.preventDefault();
    const digits = digitsOf(code);
    if (!/^\d{6}$/.test(digits)) {
      setCodeError(ruleText({ key: 'code' }));
      return;
    }
    setCodeError(undefined);
    setBusy(true);
    setFailure(null);
    try {
      handle(await walletApi.challenge(session.sessionId, digits));
    } catch (e) {
      setFailure(e);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof CardValues) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
    error: ruleText(errors[name], serverErrors[name]),
  });

  return (
    <Stack gap={4}>
      <Card title={t('checkout.summary')} headingLevel={2}>
        <dl className="cf-facts">
          <div>
            <dt>{t('checkout.merchant')}</dt>
            <dd>{session.merchantName}</dd>
          </div>
          {session.description ? (
            <div>
              <dt>{t('checkout.description')}</dt>
              <dd>{session.description}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('checkout.amount')}</dt>
            <dd className="wallet-amount-large">
              <Money amount={session.amount} />
            </dd>
          </div>
        </dl>
      </Card>
      <ServerError error={failure} onClose={() => setFailure(null)} />
      {stage === 'card' ? (
        <Card title={t('checkout.cardTitle')} headingLevel={2}>
          <form ref={formRef} onSubmit={(e) => void pay(e)} noValidate className="wallet-form">
            <Stack gap={3}>
              <TextField {...field('holderName')} label={t('checkout.holderName')} autoComplete="cc-name" required />
              <TextField
                {...field('cardNumber')}
                label={t('checkout.cardNumber')}
                inputMode="numeric"
                autoComplete="cc-number"
                dir="ltr"
                placeholder="1234 1234 1234 1234"
                required
              />
              <div className="wallet-two">
                <TextField
                  {...field('expiry')}
                  label={t('checkout.expiry')}
                  hint={t('checkout.expiryHint')}
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  dir="ltr"
                  placeholder="MM/YY"
                  required
                />
                <TextField {...field('cvc')} label={t('checkout.cvc')} inputMode="numeric" autoComplete="cc-csc" dir="ltr" required />
              </div>
              <div className="wallet-actions">
                <Button variant="ghost" onClick={() => goTo(session.cancelUrl)} disabled={busy}>
                  {t('checkout.cancel')}
                </Button>
                <Button type="submit" loading={busy}>
                  {t('checkout.pay')} <Money amount={session.amount} />
                </Button>
              </div>
            </Stack>
          </form>
          <details className="wallet-test-cards">
            <summary>{t('checkout.testCards')}</summary>
            <ul>
              {TEST_CARDS.map((card) => (
                <li key={card.number}>
                  <bdi className="wallet-code">{card.number}</bdi> — {t(`checkout.testOutcome.${card.outcome}`)}
                </li>
              ))}
            </ul>
            <p className="wallet-muted">{t('checkout.testHint')}</p>
          </details>
        </Card>
      ) : null}
      {stage === 'challenge' ? (
        <Card title={t('checkout.challengeTitle')} headingLevel={2}>
          <form onSubmit={(e) => void answerChallenge(e)} noValidate className="wallet-form">
            <Stack gap={3}>
              <p>{t('checkout.challengeIntro', { merchant: session.merchantName })}</p>
              <TextField
                label={t('checkout.challengeCode')}
                hint={t('checkout.challengeHint')}
                name="code"
                value={code}
                onChange={(e) => setCode(digitsOf(e.target.value).slice(0, 6))}
                inputMode="numeric"
                autoComplete="one-time-code"
                dir="ltr"
                error={codeError}
                required
              />
              <div className="wallet-actions">
                <Button type="submit" loading={busy}>
                  {t('checkout.verify')}
                </Button>
              </div>
            </Stack>
          </form>
        </Card>
      ) : null}
      {stage === 'declined' ? (
        <Alert
          tone="danger"
          title={t('checkout.declined')}
          action={
            <Button variant="outline" size="sm" onClick={() => goTo(returnUrl)}>
              {t('checkout.returnTo', { merchant: session.merchantName })}
            </Button>
          }
        >
          <p>{declineReason || t('checkout.declinedBody')}</p>
        </Alert>
      ) : null}
      {stage === 'succeeded' ? (
        <Alert
          tone="success"
          title={t('checkout.succeeded')}
          action={
            <Button variant="outline" size="sm" onClick={() => goTo(returnUrl)}>
              {t('checkout.returnTo', { merchant: session.merchantName })}
            </Button>
          }
        />
      ) : null}
    </Stack>
  );
}
