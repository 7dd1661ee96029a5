import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module';
import { ReferenceDataSeeder } from './reference-data.seeder';

@Module({ imports: [SettingsModule], providers: [ReferenceDataSeeder], exports: [ReferenceDataSeeder] })
export class SeedModule {}
