import { Module } from '@nestjs/common';
import { NewsletterController } from './newsletter.controller';
import { NewsletterService } from './newsletter.service';
import { NewsletterSubscriptionsRepository } from './newsletter-subscriptions.repository';

@Module({ controllers: [NewsletterController], providers: [NewsletterService, NewsletterSubscriptionsRepository] })
export class NewsletterModule {}
