import { Global, Module, type DynamicModule } from '@nestjs/common';
import { PlatformModule } from '@cf/platform';
import './i18n/messages';
import { CAMPAIGNS_CONFIG } from './campaigns.tokens';
import { CampaignsModule } from './campaigns.module';
import { CampaignFaqsModule } from './faqs/faqs.module';
import { MediaModule } from './media/media.module';
import { SubmissionModule } from './submission/submission.module';
import { TeamModule } from './team/team.module';
import { CampaignUpdatesModule } from './updates/updates.module';
import { WizardModule } from './wizard/wizard.module';
import { CampaignRow } from './core/entities/campaign.entity';
import {
  CampaignCommentRow,
  CampaignDocumentRow,
  CampaignFaqRow,
  CampaignFollowerRow,
  CampaignImageRow,
  CampaignUpdateRow,
  CampaignVideoRow,
  EarlyBirdRow,
  LeadInvestorRow,
  SavedCampaignRow,
  TeamMemberRow,
} from './core/entities/campaign-items.entity';
import type { CampaignsConfig } from './config/env';
import { CampaignsTables1770000000500 } from './migrations/1770000000500-campaigns-tables';
import { CampaignsSeedState1770000000600 } from './migrations/1770000000600-campaigns-seed-state';
import { CampaignTextTranslations1770000000700 } from './migrations/1770000000700-campaign-text-translations';
import { CampaignsSeedStateRow } from './seed/seed-state.entity';

export const CAMPAIGNS_ENTITIES = [
  CampaignRow,
  CampaignFaqRow,
  TeamMemberRow,
  LeadInvestorRow,
  CampaignUpdateRow,
  CampaignImageRow,
  CampaignVideoRow,
  CampaignDocumentRow,
  CampaignCommentRow,
  SavedCampaignRow,
  CampaignFollowerRow,
  EarlyBirdRow,
  CampaignsSeedStateRow,
];
export const CAMPAIGNS_MIGRATIONS = [CampaignsTables1770000000500, CampaignsSeedState1770000000600, CampaignTextTranslations1770000000700];

/** Makes the service's configuration injectable everywhere under CAMPAIGNS_CONFIG. */
@Global()
@Module({})
class CampaignsConfigModule {
  static register(config: CampaignsConfig): DynamicModule {
    return { module: CampaignsConfigModule, providers: [{ provide: CAMPAIGNS_CONFIG, useValue: config }], exports: [CAMPAIGNS_CONFIG] };
  }
}

@Module({})
export class AppModule {
  static register(config: CampaignsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forService(config.platform, { entities: CAMPAIGNS_ENTITIES, migrations: CAMPAIGNS_MIGRATIONS }),
        CampaignsConfigModule.register(config),
        // One module per feature (docs/adr/0015); CampaignsCoreModule holds what they share.
        WizardModule,
        CampaignFaqsModule,
        TeamModule,
        MediaModule,
        CampaignUpdatesModule,
        SubmissionModule,
        CampaignsModule,
      ],
    };
  }
}
