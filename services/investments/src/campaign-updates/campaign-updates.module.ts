import { Module } from '@nestjs/common';
import { CampaignUpdatesConsumer } from './campaign-updates.consumer';
import { CampaignUpdatesController } from './campaign-updates.controller';
import { CampaignUpdatesRepository } from './campaign-updates.repository';
import { CampaignUpdatesService } from './campaign-updates.service';

/** The campaigns' updates for their investors (C1.2, C7.9 get-campaign-updates), kept from campaigns' events. */
@Module({ controllers: [CampaignUpdatesController], providers: [CampaignUpdatesRepository, CampaignUpdatesService, CampaignUpdatesConsumer] })
export class CampaignUpdatesModule {}
