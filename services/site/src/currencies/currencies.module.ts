import { Module } from '@nestjs/common';
import { CurrenciesController } from './currencies.controller';
import { CurrenciesService } from './currencies.service';

@Module({ controllers: [CurrenciesController], providers: [CurrenciesService] })
export class CurrenciesModule {}
