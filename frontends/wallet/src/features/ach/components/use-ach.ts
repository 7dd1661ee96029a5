import { useQuery } from '@tanstack/react-query';
import { useApiLanguage, useSession } from '@cf/api-client';
import { WALLET_KEY } from '../../../api/hooks';
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

/** The connection address answers a string or `{ url }` / `{ connectionUrl }`. */
export function connectionUrlOf(answer: unknown): string | null {
  if (typeof answer === 'string') return answer || null;
  const value = answer as { url?: unknown; connectionUrl?: unknown } | null;
  const url = value?.url ?? value?.connectionUrl;
  return typeof url === 'string' && url ? url : null;
}
