import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useApiLanguage, useSession } from '@cf/api-client';
import { useToast } from '@cf/ui';
import { useRefreshWallet, useWalletDetail, WALLET_KEY } from '../../../api/hooks';
import { walletApi } from '../../../api/wallet-api';

export function useAchAccounts() {
  const session = useSession();
  const lng = useApiLanguage();
  const token = session?.token ?? null;
  return useQuery({
    queryKey: [WALLET_KEY, token, lng, 'ach-accounts'],
    queryFn: walletApi.achAccounts,
    enabled: token !== null,
    retry: false,
  });
}

/**
 * ACH goes through the card payment provider's account connection: it is offered only when the
 * wallet service reports that provider (`stripe`) enabled. `null` while that is not known yet.
 */
export function useAchAvailable(): boolean | null {
  const detail = useWalletDetail();
  if (!detail.data) return detail.isError ? true : null;
  return detail.data.paymentMethods.some((m) => m.id === 'stripe' && m.enabled);
}

/** The connection address answers a string or `{ url }` / `{ connectionUrl }`. */
export function connectionUrlOf(answer: unknown): string | null {
  if (typeof answer === 'string') return answer || null;
  const value = answer as { url?: unknown; connectionUrl?: unknown } | null;
  const url = value?.url ?? value?.connectionUrl;
  return typeof url === 'string' && url ? url : null;
}

/**
 * Back from the provider (`?result=success&session_id=…`, or `?code=…`): the connection is finished
 * with `connect-ach-account {sessionId}`, then the list opens without the query. `?result=cancel`
 * (or `?error=`) says the person stopped on the provider's page.
 */
export function useFinishAchConnection() {
  const { t } = useTranslation('wallet');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const refresh = useRefreshWallet();
  const sessionId = params.get('session_id') ?? params.get('code');
  const cancelled = params.get('result') === 'cancel' || params.has('error');
  const [failure, setFailure] = useState<unknown>(null);
  const [finishing, setFinishing] = useState(sessionId !== null && !cancelled);
  const started = useRef(false);

  useEffect(() => {
    if (!sessionId || cancelled || started.current) return;
    started.current = true;
    walletApi
      .connectAch({ sessionId })
      .then(() => {
        toast.show({ tone: 'success', message: t('ach.connected') });
        void refresh();
        navigate('/settings/ach-account-list', { replace: true });
      })
      .catch((e: unknown) => setFailure(e))
      .finally(() => setFinishing(false));
  }, [sessionId, cancelled, navigate, toast, t, refresh]);

  return { finishing, failure, cancelled, clearFailure: () => setFailure(null) };
}
