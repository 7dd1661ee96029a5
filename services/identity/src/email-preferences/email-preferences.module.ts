import { Module } from '@nestjs/common';
import { EmailPreferencesController } from './email-preferences.controller';
import { EmailPreferencesService } from './email-preferences.service';
import { EmailPreferencesRepository } from './email-preferences.repository';

@Module({ controllers: [EmailPreferencesController], providers: [EmailPreferencesService, EmailPreferencesRepository] })
export class EmailPreferencesModule {}
