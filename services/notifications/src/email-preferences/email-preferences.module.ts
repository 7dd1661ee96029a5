import { Module } from '@nestjs/common';
import { EmailPreferencesConsumer } from './email-preferences.consumer';
import { EmailPreferencesRepository } from './email-preferences.repository';
import { EmailPreferencesService } from './email-preferences.service';

@Module({ providers: [EmailPreferencesRepository, EmailPreferencesConsumer, EmailPreferencesService], exports: [EmailPreferencesService] })
export class EmailPreferencesModule {}
