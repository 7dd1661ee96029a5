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

/** How far the event's stamp may trail the code's own start. */
const CLOCK_SLACK_MS = 5_000;

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

  async text(event: EventEnvelope<SealedCodeData>, template: 'phone-otp' | 'consent-otp' | 'contract-otp' | 'child-registration-otp'): Promise<void> {
    const { phone, sealedCode, expiresAt, language } = event.data;
    const code = this.sealed.open(sealedCode, event.type);
    // Whole minutes, rounded down, so the SMS never promises more time than the code has; the event
    // is stamped a moment after the code's clock started, so a few seconds short of a minute still
    // count as it (a 5-minute code said "4 minutes" while the screen counted down from 5:00).
    const minutes = Math.max(1, Math.floor((Date.parse(expiresAt) - Date.parse(event.occurredAt) + CLOCK_SLACK_MS) / 60000));
    await this.sms.enqueue({ to: phone, template, params: { code, minutes }, language, causationEventId: event.id });
  }
}
