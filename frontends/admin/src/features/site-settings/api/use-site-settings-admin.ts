import { useMutation, useQueryClient } from '@tanstack/react-query';
import { siteApi, type SiteSettings } from '@cf/api-client';

/** PATCH site-setting (admins): every cached language of site settings refetches afterwards. */
export function useUpdateSiteSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: Partial<SiteSettings>) => siteApi.updateSiteSettings(patch),
    onSuccess: () => client.invalidateQueries({ queryKey: ['site-settings'] }),
  });
}
