import { Module } from '@nestjs/common';
import { InvestmentsCoreModule } from '../core/investments-core.module';
import { OfferEventsConsumer } from './offer-events.consumer';

/** Campaign offers and their capacity, from campaigns' events. */
@Module({ imports: [InvestmentsCoreModule], providers: [OfferEventsConsumer] })
export class OffersModule {}
