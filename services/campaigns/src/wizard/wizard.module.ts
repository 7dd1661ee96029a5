import { Module } from '@nestjs/common';
import { CampaignsCoreModule } from '../core/campaigns-core.module';
import { WizardController } from './wizard.controller';
import { WizardService } from './wizard.service';

@Module({ imports: [CampaignsCoreModule], controllers: [WizardController], providers: [WizardService], exports: [WizardService] })
export class WizardModule {}
