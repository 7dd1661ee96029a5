import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useApiLanguage, useSession } from '@cf/api-client';
import { TRANSACTIONS_PAGE_SIZE, walletApi } from './wallet-api';

/** Every wallet query key starts with this (and carries the token and the language). */
export const WALLET_KEY = 'wallet';

function useKeyBase() {
  const session = useSession();
  const lng = useApiLanguage();
  const token = session?.token ?? null;
  return { token, lng, base: [WALLET_KEY, token, lng] as const };
}

export function useWalletDetail() {
  const { token, base } = useKeyBase();
  return useQuery({ queryKey: [...base, 'detail'], queryFn: walletApi.detail, enabled: token !== null, retry: false });
}

/** A9.3: the list grows by 10 per "Load more"; the rows shown stay while the longer page arrives. */
export function useTransactions() {
  const { token, base } = useKeyBase();
  const [pages, setPages] = useState(1);
  const limit = pages * TRANSACTIONS_PAGE_SIZE;
  const query = useQuery({
    queryKey: [...base, 'transactions', limit],
    queryFn: () => walletApi.transactions(limit),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const docs = query.data?.docs ?? [];
  const total = query.data?.totalCount ?? 0;
  const hasMore = query.data ? query.data.displayLoadMore === true || total > docs.length : false;
  const loadMore = useCallback(() => setPages((p) => p + 1), []);
  return { query, docs, total, hasMore, loadMore, limit, loadingMore: query.isFetching && query.isPlaceholderData };
}

export function useBalanceHistory(days = 90) {
  const { token, base } = useKeyBase();
  return useQuery({
    queryKey: [...base, 'balance-history', days],
    queryFn: () => walletApi.balanceHistory(days),
    enabled: token !== null,
    retry: false,
  });
}

export function useBanks() {
  const lng = useApiLanguage();
  return useQuery({ queryKey: ['banks', lng], queryFn: walletApi.banks, retry: false, staleTime: 60 * 60 * 1000 });
}

export function usePreapproval(id: string) {
  const { token, base } = useKeyBase();
  return useQuery({
    queryKey: [...base, 'preapproval', id],
    queryFn: () => walletApi.preapproval(id),
    enabled: token !== null && id !== '',
    retry: false,
  });
}

export function useTransaction(id: string) {
  const { token, base } = useKeyBase();
  return useQuery({
    queryKey: [...base, 'transaction', id],
    queryFn: () => walletApi.transaction(id),
    enabled: token !== null && id !== '',
    retry: false,
  });
}

/** After money moved: balance, list and chart are read again. */
/** A3.11: the saved withdrawal accounts, the primary first. */
export function useSavedBankAccounts() {
  const { token, base } = useKeyBase();
  return useQuery({ queryKey: [...base, 'bank-accounts'], queryFn: walletApi.bankAccounts, enabled: token !== null, retry: false });
}

export function useRefreshWallet() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: [WALLET_KEY] }), [client]);
}
