import { Module } from '@nestjs/common';
import { FeesController } from './fees.controller';
import { FeesService } from './fees.service';

/** Limits, fee quotes and the payment methods on offer. Needs PAYMENT_PROVIDERS in scope (ProvidersModule, global or imported). */
@Module({ controllers: [FeesController], providers: [FeesService], exports: [FeesService] })
export class FeesModule {}
