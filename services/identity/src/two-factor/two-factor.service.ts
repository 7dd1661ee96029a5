import { Inject, Injectable } from '@nestjs/common';
import * as qrcode from 'qrcode';
import { type QrCodeAnswer, TwoFactorCodeIssuedV1, TwoFactorDisabledV1, TwoFactorSwitchedV1 } from '@cf/contracts';
import { AppError, type AuthenticatedUser, Clock, OutboxService, Transactions, ValidationFailedError } from '@cf/platform';
import { AT_REST_PURPOSE, AtRestSecrets, DeliverySeal } from '../core/sealed-secrets';
import type { IdentityConfig } from '../config/env';
import { LIMITS, type OtpTool } from '../core/constants';
import { IDENTITY_CONFIG } from '../core/identity-config.token';
import { requestLanguage, say } from '../core/language';
import { OneTimeCodesService } from '../core/one-time-codes.service';
import { PasswordHasher } from '../core/password-hasher';
import { User } from '../core/users/entities/user.entity';
import { UsersRepository } from '../core/users/users.repository';
import { newTotpSecret, totpKeyUri, totpStep } from './totp';

const CHANGE_CODE_ERRORS = {
  missing: 'identity.twoFactorCodeMissing',
  expired: 'identity.codeExpired',
  invalid: 'identity.codeInvalid',
  tooMany: 'identity.twoFactorCodeTooMany',
};


/**
 * Two-factor settings: authenticator set-up (QR code, confirmation) and the switch between methods.
 * Every change of the second factor needs the password and a code from the channel that proves it
 * (someone holding a signed-in browser alone cannot turn it off), and the owner gets a security
 * e-mail about it (identity.two-factor-switched / -disabled carry the recipient).
 */
@Injectable()
export class TwoFactorService {
  constructor(
    private readonly tx: Transactions,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly outbox: OutboxService,
    private readonly users: UsersRepository,
    private readonly seal: DeliverySeal,
    private readonly secrets: AtRestSecrets,
    private readonly clock: Clock,
    private readonly hasher: PasswordHasher,
    private readonly codes: OneTimeCodesService,
  ) {}

  private async me(caller: AuthenticatedUser, email?: string): Promise<User> {
    const user = await this.users.findById(caller.id);
    if (!user) throw AppError.unauthorized();
    if (email !== undefined && email !== user.email) throw new AppError('identity.emailMismatch', 403);
    return user;
  }

  /** users/regenerate-qr-code: a new secret to scan; the current one keeps working until confirmed. */
  async regenerateQrCode(caller: AuthenticatedUser): Promise<QrCodeAnswer> {
    const user = await this.me(caller);
    const secret = newTotpSecret();
    await this.users.update(user.id, { totpPendingSecret: this.secrets.seal(secret, AT_REST_PURPOSE.totpSecret), updatedAt: this.clock.nowIso() });
    const otpauthUrl = totpKeyUri(user.email, this.config.totpIssuer, secret);
    return { qrCode: await qrcode.toDataURL(otpauthUrl, { margin: 1, width: 240 }), secret, otpauthUrl, issuer: this.config.totpIssuer };
  }

  /** users/two-factor-code: e-mails the code that confirms turning e-mailed codes on, or e-mailed codes off. */
  async sendChangeCode(caller: AuthenticatedUser): Promise<{ message: string; expiresAt: string }> {
    const user = await this.me(caller);
    const expiresAt = await this.tx.run(async () => {
      const { row, code } = await this.codes.issue({ userId: user.id, purpose: 'two-factor', method: 'EMAIL', seconds: LIMITS.loginCodeSeconds, withCode: true });
      await this.outbox.append(TwoFactorCodeIssuedV1, user.id, {
        userId: user.id,
        email: user.email,
        firstName: user.firstName,
        sealedCode: this.seal.seal(TwoFactorCodeIssuedV1, code!),
        expiresAt: row.expiresAt,
        language: requestLanguage(user.language),
      });
      return row.expiresAt;
    });
    return { message: say('identity.twoFactorCodeSent'), expiresAt };
  }

  /**
   * users/validateSignupTwoFactorUser: the password and a right code from the app confirm the scanned
   * secret and make the app the second factor.
   */
  async confirmAuthenticator(
    caller: AuthenticatedUser,
    code: string,
    password: string,
    email?: string,
  ): Promise<{ otpPreferenceTool: OtpTool; message: string }> {
    const user = await this.me(caller, email);
    await this.checkPassword(user, password);
    if (!user.totpPendingSecret) throw new AppError('identity.totpSetupMissing', 400);
    const step = totpStep(this.secrets.open(user.totpPendingSecret, AT_REST_PURPOSE.totpSecret), code, this.clock.now());
    if (step === null) throw ValidationFailedError.single('code', 'identity.codeInvalid');
    const now = this.clock.nowIso();
    await this.tx.run(async () => {
      await this.users.update(user.id, {
          totpSecret: user.totpPendingSecret,
          totpPendingSecret: null,
          totpConfirmedAt: now,
          totpLastStep: step,
          otpPreferenceTool: '2FA',
          updatedAt: now,
        },
      );
      await this.outbox.append(TwoFactorSwitchedV1, user.id, { ...this.recipient(user), method: '2FA' });
    });
    return { otpPreferenceTool: '2FA', message: say('identity.twoFactorAppConfirmed') };
  }

  /** PATCH users/switch-to-two-factor-auth: EMAIL, 2FA (needs a confirmed app) or NONE, with the password and the proving code. */
  async switchTool(
    caller: AuthenticatedUser,
    tool: OtpTool,
    proof: { password?: string; code?: string },
    email?: string,
  ): Promise<{ otpPreferenceTool: OtpTool; message: string }> {
    const user = await this.me(caller, email);
    if (tool === '2FA' && (!user.totpSecret || !user.totpConfirmedAt)) throw new AppError('identity.totpNotConfigured', 400);
    if (tool === user.otpPreferenceTool) return { otpPreferenceTool: tool, message: say('identity.twoFactorUpdated') };
    await this.checkPassword(user, proof.password);
    const code = proof.code?.trim() ?? '';
    if (!code) throw ValidationFailedError.single('code', 'identity.twoFactorCodeRequired');
    // The app proves turning the app on, or off; the mailbox proves everything else.
    const byApp = tool === '2FA' || (tool === 'NONE' && user.otpPreferenceTool === '2FA');
    // Outside the change's transaction: a wrong answer's attempt must stay counted.
    if (byApp) await this.checkAppCode(user, code);
    else await this.codes.answer(await this.codes.latestOpen(user.id, 'two-factor'), (row) => this.codes.matches(row, code), LIMITS.loginCodeMaxAttempts, CHANGE_CODE_ERRORS);
    await this.tx.run(async () => {
      await this.users.update(user.id, { otpPreferenceTool: tool, updatedAt: this.clock.nowIso() });
      if (tool === 'NONE') await this.outbox.append(TwoFactorDisabledV1, user.id, this.recipient(user));
      else await this.outbox.append(TwoFactorSwitchedV1, user.id, { ...this.recipient(user), method: tool });
    });
    return { otpPreferenceTool: tool, message: say('identity.twoFactorUpdated') };
  }

  private recipient(user: User): { userId: string; email: string; firstName: string; language: 'ar' | 'en' | 'fr' } {
    return { userId: user.id, email: user.email, firstName: user.firstName, language: requestLanguage(user.language) };
  }

  private async checkPassword(user: User, password: string | undefined): Promise<void> {
    if (!password) throw ValidationFailedError.single('password', 'identity.passwordRequired');
    if (!(await this.hasher.verify(user.passwordHash, password))) throw ValidationFailedError.single('password', 'identity.currentPasswordWrong');
  }

  /** A code of the confirmed app, never one already used (replay within its 30 seconds). */
  private async checkAppCode(user: User, code: string): Promise<void> {
    const step = user.totpSecret ? totpStep(this.secrets.open(user.totpSecret, AT_REST_PURPOSE.totpSecret), code, this.clock.now()) : null;
    if (step === null || (user.totpLastStep !== null && step <= user.totpLastStep)) throw ValidationFailedError.single('code', 'identity.codeInvalid');
    if (!(await this.users.useTotpStep(user.id, step))) throw ValidationFailedError.single('code', 'identity.codeInvalid');
  }
}
