import { Inject, Injectable } from '@nestjs/common';
import type { EventEnvelope, Language } from '@cf/contracts';
import { SecretBox } from '@cf/platform';
import type { NotificationsConfig } from '../config/env';
import { NOTIFICATIONS_CONFIG } from '../notifications.tokens';
import { SmsQueue } from './sms-queue.service';

/** What an event carrying a one-time code holds (identity's phone code, a consent's or a contract's signature code). */
export interface SealedCodeData {
  phone: string;
  sealedCode: string;
  expiresAt: string;
  language: Language;
}

/**
 * Texts a code that reached notifications sealed (DELIVERY_KEYRING, bound to the event's type):
 * opened here and nowhere else, with the minutes it lives.
 */
@Injectable()
export class TextedCodes {
  private readonly sealed: SecretBox;

  constructor(
    private readonly sms: SmsQueue,
    @Inject(NOTIFICATIONS_CONFIG) config: NotificationsConfig,
  ) {
    this.sealed = SecretBox.fromKeyring(config.deliveryKeyring);
  }

  async text(event: EventEnvelope<SealedCodeData>, template: 'phone-otp' | 'consent-otp' | 'contract-otp'): Promise<void> {
    const { phone, sealedCode, expiresAt, language } = event.data;
    const code = this.sealed.open(sealedCode, event.type);
    // Whole minutes, rounded down: the SMS never promises more time than the code has.
    const minutes = Math.max(1, Math.floor((Date.parse(expiresAt) - Date.parse(event.occurredAt)) / 60000));
    await this.sms.enqueue({ to: phone, template, params: { code, minutes }, language, causationEventId: event.id });
  }
}
