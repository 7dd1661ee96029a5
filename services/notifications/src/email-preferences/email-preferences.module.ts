import { Module } from '@nestjs/common';
import { EmailPreferencesService } from './email-preferences.service';

@Module({ providers: [EmailPreferencesService], exports: [EmailPreferencesService] })
export class EmailPreferencesModule {}
