import { Module } from '@nestjs/common';
import { CountriesBanksService } from './countries-banks.service';
import { OptionItemsService } from './option-items.service';
import { ReferenceController } from './reference.controller';

@Module({ controllers: [ReferenceController], providers: [OptionItemsService, CountriesBanksService] })
export class ReferenceModule {}
