import { useTranslation } from 'react-i18next';
import type { InvestmentPaymentType } from '@cf/contracts/rest';
import { Money } from '@cf/ui';

export const PAYMENT_CHOICES: readonly InvestmentPaymentType[] = ['wallet', 'card', 'bank_transfer', 'paypal'];

export function isPaymentChoice(value: string | null): value is InvestmentPaymentType {
  return value !== null && (PAYMENT_CHOICES as readonly string[]).includes(value);
}

/** Whether the wallet's answer offers PayPal (a child's wallet carries no methods: it pays from itself). */
export const paypalOffered = (wallet: { paymentMethods?: ReadonlyArray<{ id: string; enabled: boolean }> } | undefined) =>
  wallet?.paymentMethods?.some((m) => m.id === 'paypal' && m.enabled) ?? false;

/**
 * C1.5 how the investment is paid: from the wallet (held at once), by card (the provider's page),
 * by PayPal (its page, where the platform set it up), or by bank transfer (the platform's account, a slip, an administrator's check). One radio group,
 * used by the invest form and the payment page.
 */
export function PaymentMethodChoice({
  value,
  onChange,
  walletAvailable,
  paypal,
  name,
  childName,
}: {
  value: InvestmentPaymentType;
  onChange: (value: InvestmentPaymentType) => void;
  walletAvailable: number | null;
  /** PayPal is offered only where the platform set it up (the wallet's payment methods say so). */
  paypal: boolean;
  name: string;
  /** An investment for a child is paid only from the child's wallet (ADR 0026). */
  childName?: string;
}) {
  const { t } = useTranslation('campaign');
  const choices = childName ? (['wallet'] as const) : PAYMENT_CHOICES.filter((choice) => choice !== 'paypal' || paypal);
  return (
    <fieldset className="invest-payment">
      <legend>{t('invest.paymentLegend')}</legend>
      {childName ? <p className="campaign-muted">{t('invest.child.walletOnly', { name: childName })}</p> : null}
      {choices.map((choice) => (
        <label key={choice} className="invest-mode__option invest-payment__option">
          <input type="radio" name={name} value={choice} checked={value === choice} onChange={() => onChange(choice)} />
          <span>
            {childName && choice === 'wallet' ? t('invest.child.wallet', { name: childName }) : t(`invest.paymentTypes.${choice}`)}
            <span className="campaign-muted invest-payment__hint">
              {choice === 'wallet' ? (
                walletAvailable !== null ? (
                  <>
                    {t('invest.walletAvailable')} <Money amount={walletAvailable} />
                  </>
                ) : null
              ) : (
                t(`invest.paymentHints.${choice}`)
              )}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
