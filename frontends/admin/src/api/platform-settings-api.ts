import { api } from '@cf/api-client';
import {
  settingsSectionsEndpoint,
  updateCampaignSettingsEndpoint,
  updateChildAccountSettingsEndpoint,
  updatePaymentGatewaysEndpoint,
  updateRevenueSettingsEndpoint,
  updateSocialSignupEndpoint,
  type EndpointResponse,
} from '@cf/contracts/rest';

/** The settings groups administrators change here, each with its PATCH path (A1.3, A3.5, A4.5, A7.8). */
export const SETTINGS_GROUPS = {
  campaign: updateCampaignSettingsEndpoint.path,
  revenue: updateRevenueSettingsEndpoint.path,
  'payment-gateway': updatePaymentGatewaysEndpoint.path,
  'child-account': updateChildAccountSettingsEndpoint.path,
  'social-login': updateSocialSignupEndpoint.path,
} as const;
export type SettingsGroup = keyof typeof SETTINGS_GROUPS;

export type SettingsSections = EndpointResponse<typeof settingsSectionsEndpoint>;

export const platformSettingsApi = {
  /** Every settings section with its stored values. */
  sections: () => api.get<SettingsSections>(settingsSectionsEndpoint.path),
  /** A partial change of one group; the service checks the rules between keys on the merged values. */
  update: (group: SettingsGroup, patch: Record<string, unknown>) => api.patch<Record<string, unknown>>(SETTINGS_GROUPS[group], patch),
};
