import { Inject, Injectable } from '@nestjs/common';
import {
  DEFAULT_LANGUAGE,
  ActivationLinkIssuedV1,
  InviteSentV1,
  LoginCodeIssuedV1,
  NewsletterSubscribedV1,
  PasswordChangedV1,
  PasswordResetRequestedV1,
  PhoneOtpIssuedV1,
  SignInAttemptsDetectedV1,
  SignupAttemptedForExistingAccountV1,
  TwoFactorCodeIssuedV1,
  TwoFactorDisabledV1,
  TwoFactorSwitchedV1,
  type EventData,
  type EventEnvelope,
} from '@cf/contracts';
import { OnEvent, SecretBox } from '@cf/platform';
import type { NotificationsConfig } from '../config/env';
import { MailQueue } from '../mail/mail-queue.service';
import { NOTIFICATIONS_CONFIG } from '../notifications.tokens';
import { TextedCodes } from '../sms/texted-codes';

type Event<C extends Parameters<typeof OnEvent>[0]> = EventEnvelope<EventData<C>>;

/**
 * Turns identity's events into e-mails and SMS in the event's language. Each handler runs once per
 * event (the kernel's inbox), so a redelivered event never sends a second message.
 */
@Injectable()
export class IdentityMailConsumer {
  constructor(
    private readonly mail: MailQueue,
    private readonly codes: TextedCodes,
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
  ) {
    this.sealed = SecretBox.fromKeyring(config.deliveryKeyring);
  }

  private readonly sealed: SecretBox;

  /** The link or code an event carries sealed for this service, bound to the event's type. */
  private open(event: { type: string }, sealed: string): string {
    return this.sealed.open(sealed, event.type);
  }

  @OnEvent(SignupAttemptedForExistingAccountV1)
  async signupForExistingAccount(event: Event<typeof SignupAttemptedForExistingAccountV1>): Promise<void> {
    const { email, firstName, language } = event.data;
    const site = this.config.platform.publicUrl.replace(/\/+$/, '');
    await this.mail.enqueue({
      to: email,
      template: 'signup-existing-account',
      params: { firstName, signInLink: `${site}/login`, resetLink: `${site}/forgot-password` },
      language,
      causationEventId: event.id,
    });
  }

  @OnEvent(ActivationLinkIssuedV1)
  async activationLink(event: Event<typeof ActivationLinkIssuedV1>): Promise<void> {
    const { email, firstName, sealedLink, language } = event.data;
    await this.mail.enqueue({
      to: email,
      template: 'activation-link',
      params: { firstName, link: this.open(event, sealedLink) },
      language,
      causationEventId: event.id,
    });
  }

  @OnEvent(PasswordResetRequestedV1)
  async passwordReset(event: Event<typeof PasswordResetRequestedV1>): Promise<void> {
    const { email, firstName, sealedLink, expiresAt, language } = event.data;
    await this.mail.enqueue({
      to: email,
      template: 'password-reset',
      params: { firstName, link: this.open(event, sealedLink), expiresAt },
      language,
      causationEventId: event.id,
    });
  }

  @OnEvent(PasswordChangedV1)
  async passwordChanged(event: Event<typeof PasswordChangedV1>): Promise<void> {
    const { email, firstName, via, language } = event.data;
    await this.mail.enqueue({
      to: email,
      template: 'password-changed',
      params: { firstName, via },
      language,
      causationEventId: event.id,
    });
  }

  @OnEvent(LoginCodeIssuedV1)
  async loginCode(event: Event<typeof LoginCodeIssuedV1>): Promise<void> {
    const { email, firstName, sealedCode, expiresAt, language } = event.data;
    await this.mail.enqueue({
      to: email,
      template: 'login-code',
      params: { firstName, code: this.open(event, sealedCode), expiresAt },
      language,
      causationEventId: event.id,
    });
  }

  @OnEvent(TwoFactorCodeIssuedV1)
  async twoFactorCode(event: Event<typeof TwoFactorCodeIssuedV1>): Promise<void> {
    const { email, firstName, sealedCode, expiresAt, language } = event.data;
    await this.mail.enqueue({ to: email, template: 'two-factor-code', params: { firstName, code: this.open(event, sealedCode), expiresAt }, language, causationEventId: event.id });
  }

  /** The security e-mail about a change of the second factor (events older than it carry no recipient). */
  @OnEvent(TwoFactorSwitchedV1)
  async twoFactorSwitched(event: Event<typeof TwoFactorSwitchedV1>): Promise<void> {
    await this.twoFactorChanged(event.id, event.data, event.data.method);
  }

  @OnEvent(TwoFactorDisabledV1)
  async twoFactorDisabled(event: Event<typeof TwoFactorDisabledV1>): Promise<void> {
    await this.twoFactorChanged(event.id, event.data, 'NONE');
  }

  private async twoFactorChanged(eventId: string, data: { email?: string; firstName?: string; language?: 'ar' | 'en' | 'fr' }, method: 'EMAIL' | '2FA' | 'NONE'): Promise<void> {
    if (!data.email) return;
    await this.mail.enqueue({ to: data.email, template: 'two-factor-changed', params: { firstName: data.firstName ?? '', method }, language: data.language ?? DEFAULT_LANGUAGE, causationEventId: eventId });
  }

  @OnEvent(SignInAttemptsDetectedV1)
  async signInAttempts(event: Event<typeof SignInAttemptsDetectedV1>): Promise<void> {
    const { email, firstName, failures, language } = event.data;
    const site = this.config.platform.publicUrl.replace(/\/+$/, '');
    await this.mail.enqueue({
      to: email,
      template: 'sign-in-attempts',
      params: { firstName, failures, resetLink: `${site}/forgot-password` },
      language,
      causationEventId: event.id,
    });
  }

  @OnEvent(InviteSentV1)
  async invite(event: Event<typeof InviteSentV1>): Promise<void> {
    const { email, inviterName, message, link, language } = event.data;
    await this.mail.enqueue({
      to: email,
      template: 'invite',
      params: { inviterName, message, link },
      language,
      causationEventId: event.id,
    });
  }

  @OnEvent(NewsletterSubscribedV1)
  async newsletterWelcome(event: Event<typeof NewsletterSubscribedV1>): Promise<void> {
    const { email, language } = event.data;
    await this.mail.enqueue({ to: email, template: 'newsletter-welcome', params: {}, language, causationEventId: event.id });
  }

  @OnEvent(PhoneOtpIssuedV1)
  async phoneOtp(event: Event<typeof PhoneOtpIssuedV1>): Promise<void> {
    await this.codes.text(event, 'phone-otp');
  }
}
