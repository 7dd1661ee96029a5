import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletTransaction } from '../api/wallet-api';

const KNOWN_GATEWAYS = ['sandbox_card', 'bank_transfer', 'stripe', 'paymob', 'paypal', 'ach', 'wallet', 'admin'];

/** A4.6 reasons and types, gateways: in the reader's language, the raw value when unknown. */
export function useTransactionLabels() {
  const { t } = useTranslation('wallet');
  const what = useCallback(
    (tx: Pick<WalletTransaction, 'type' | 'reason'>) =>
      tx.reason ? t(`reasons.${tx.reason}`, { defaultValue: tx.reason }) : t(`types.${tx.type}`, { defaultValue: tx.type }),
    [t],
  );
  const gateway = useCallback(
    (value: string | null | undefined) =>
      !value ? '—' : KNOWN_GATEWAYS.includes(value) ? t(`gateways.${value}`) : value,
    [t],
  );
  return useMemo(() => ({ what, gateway }), [what, gateway]);
}
