import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { ServiceClient } from '@cf/platform';
import type { CampaignsConfig } from '../config/env';
import { CAMPAIGNS_CONFIG } from '../campaigns.tokens';

export interface SiteFlags {
  onlyAdminCreateCampaign: 'yes' | 'no';
  timezone: string;
}

export interface CampaignSettings {
  currencyCode: string;
  minimumGoal: number;
  maximumGoal: number;
  minimumInvestment: number;
  fixedMaxDays: number;
  fixedExtendable: 'yes' | 'no';
  fixedExtendedMaxDays: number;
  flexibleMaxDays: number;
  equityEnabled: 'yes' | 'no';
  equityWithDividendsEnabled: 'yes' | 'no';
  debtEnabled: 'yes' | 'no';
}

/**
 * The site service's settings this service obeys (A1.5 onlyAdminCreateCampaign, campaign bounds),
 * read through site's public API and kept a few seconds; a settings-updated event drops the copy.
 */
@Injectable()
export class SiteSettingsClient implements OnModuleDestroy {
  private readonly client: ServiceClient;
  private cache = new Map<string, { at: number; value: unknown }>();

  constructor(@Inject(CAMPAIGNS_CONFIG) private readonly config: CampaignsConfig) {
    this.client = new ServiceClient(config.siteUrl);
  }

  private async cached<T>(path: string): Promise<T> {
    const hit = this.cache.get(path);
    if (hit && Date.now() - hit.at < this.config.siteSettingsCacheMs) return hit.value as T;
    const value = await this.client.request<T>('GET', path);
    this.cache.set(path, { at: Date.now(), value });
    return value;
  }

  site(): Promise<SiteFlags> {
    return this.cached<SiteFlags>('/api/v1/site-setting/front?lng=en');
  }

  campaign(): Promise<CampaignSettings> {
    return this.cached<CampaignSettings>('/api/v1/campaign-setting/front');
  }

  invalidate(): void {
    this.cache.clear();
  }

  async onModuleDestroy(): Promise<void> {
    await this.client.close();
  }
}

export interface IdentityMe {
  id: string;
  firstName: string | null;
  lastName: string | null;
  fullNameAr?: string | null;
  language?: string | null;
  slug?: string | null;
}

/** Identity's API: the caller's own name (with their token) and a user id from a profile slug. */
@Injectable()
export class IdentityClient implements OnModuleDestroy {
  private readonly client: ServiceClient;

  constructor(@Inject(CAMPAIGNS_CONFIG) config: CampaignsConfig) {
    this.client = new ServiceClient(config.platform.identityUrl);
  }

  /** Best effort: null when identity cannot answer (the name is only a courtesy in e-mails and comments). */
  async me(authorization: string | undefined): Promise<IdentityMe | null> {
    if (!authorization) return null;
    try {
      return await this.client.request<IdentityMe>('GET', '/api/v1/users/me', undefined, { authorization });
    } catch {
      return null;
    }
  }

  async userIdOfSlug(slug: string): Promise<string | null> {
    try {
      const profile = await this.client.request<{ id: string }>('GET', `/api/v1/users/profile/${encodeURIComponent(slug)}`);
      return profile?.id ?? null;
    } catch {
      return null;
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.client.close();
  }
}

export const displayName = (me: IdentityMe | null): string | null => {
  if (!me) return null;
  const name = [me.firstName, me.lastName].filter(Boolean).join(' ').trim();
  return name || null;
};
