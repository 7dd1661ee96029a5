import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApiLanguage, useSession } from '@cf/api-client';
import { campaignsApi } from './campaigns-api';

/** Keys carry the language (server labels are translated) and the token (answers depend on who asks). */
export const campaignKeys = {
  bySlug: (slug: string, lng: string, token: string | null) => ['campaign', 'slug', slug, lng, token] as const,
  byId: (campaignId: string, lng: string) => ['campaign', 'id', campaignId, lng] as const,
  options: (list: string, lng: string) => ['campaign', 'options', list, lng] as const,
};

export function useCampaignBySlug(slug: string) {
  const lng = useApiLanguage();
  const token = useSession()?.token ?? null;
  return useQuery({ queryKey: campaignKeys.bySlug(slug, lng, token), queryFn: () => campaignsApi.bySlug(slug), retry: false, enabled: slug !== '' });
}

/** The editor's copy (owner or admin): with paymentDetail and completeness. */
export function useCampaignById(campaignId: string) {
  const lng = useApiLanguage();
  return useQuery({ queryKey: campaignKeys.byId(campaignId, lng), queryFn: () => campaignsApi.byId(campaignId), retry: false, enabled: campaignId !== '' });
}

/** After a save: every cached copy of campaigns is refreshed. */
export function useRefreshCampaigns() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: ['campaign'] }), [client]);
}

const HOUR = 60 * 60_000;
type OptionList = 'company-industry' | 'campaign-stage' | 'investing-round' | 'team-member-type' | 'categories' | 'deal-types' | 'banks' | 'countries';

/** A site option list in the reader's language (campaigns store the keys). */
export function useOptionList(list: OptionList, enabled = true) {
  const lng = useApiLanguage();
  return useQuery({
    enabled,
    queryKey: campaignKeys.options(list, lng),
    queryFn: async () => {
      if (list === 'categories') return campaignsApi.categories();
      if (list === 'deal-types') return campaignsApi.dealTypes();
      if (list === 'banks') return (await campaignsApi.banks()).map((b) => ({ id: b.id, key: b.name, name: b.name }));
      if (list === 'countries') return (await campaignsApi.options('countries')).map((c) => ({ ...c, key: (c as { code?: string }).code ?? c.key }));
      return campaignsApi.options(list);
    },
    staleTime: HOUR,
    retry: false,
  });
}
