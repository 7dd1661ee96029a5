import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { AppError, ServiceClient } from '@cf/platform';
import type { InvestmentsConfig } from '../config/env';
import { INVESTMENTS_CONFIG } from '../investments.tokens';

/** Who a public profile is and whether they show their investments: identity's public API (users/profile/{slug}). */
@Injectable()
export class PublicProfilesClient implements OnModuleDestroy {
  private readonly client: ServiceClient;

  constructor(@Inject(INVESTMENTS_CONFIG) config: InvestmentsConfig) {
    this.client = new ServiceClient(config.platform.identityUrl);
  }

  /** Identity's 404 for a slug nobody has (or an inactive account) is answered as it is. */
  async profile(slug: string): Promise<{ id: string; investmentsPublic: boolean }> {
    const profile = await this.client.request<{ id: string; investmentsPublic?: boolean }>('GET', `/api/v1/users/profile/${encodeURIComponent(slug)}`);
    if (!profile?.id) throw AppError.notFound();
    return { id: profile.id, investmentsPublic: profile.investmentsPublic === true };
  }

  async onModuleDestroy(): Promise<void> {
    await this.client.close();
  }
}
