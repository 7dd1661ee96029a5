import { Injectable } from '@nestjs/common';
import { SiteSettingsUpdatedV1 } from '@cf/contracts';
import { OnEvent } from '@cf/platform';
import { SiteSettingsClient } from './clients';

/** A site settings change (e.g. onlyAdminCreateCampaign) drops the cached copy at once. */
@Injectable()
export class SiteSettingsConsumer {
  constructor(private readonly site: SiteSettingsClient) {}

  @OnEvent(SiteSettingsUpdatedV1)
  async settingsUpdated(): Promise<void> {
    this.site.invalidate();
  }
}
