import { Inject, Injectable } from '@nestjs/common';
import * as qrcode from 'qrcode';
import { TwoFactorDisabledV1, TwoFactorSwitchedV1 } from '@cf/contracts';
import { AppError, type AuthenticatedUser, Clock, OutboxService, Transactions } from '@cf/platform';
import type { IdentityConfig } from '../config/env';
import type { OtpTool } from '../shared/constants';
import { IDENTITY_CONFIG } from '../shared/identity-config.token';
import { say } from '../shared/language';
import { User } from '../users/entities/user.entity';
import { UsersRepository } from '../users/users.repository';
import { newTotpSecret, totpKeyUri, totpStep } from './totp';

export interface QrCodeAnswer {
  qrCode: string;
  secret: string;
  otpauthUrl: string;
  issuer: string;
}

/** Two-factor settings: authenticator set-up (QR code, confirmation) and the switch between methods. */
@Injectable()
export class TwoFactorService {
  constructor(
    private readonly tx: Transactions,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly outbox: OutboxService,
    private readonly users: UsersRepository,
    private readonly clock: Clock,
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
    await this.tx.manager.getRepository(User).update({ id: user.id }, { totpPendingSecret: secret, updatedAt: this.clock.nowIso() });
    const otpauthUrl = totpKeyUri(user.email, this.config.totpIssuer, secret);
    return { qrCode: await qrcode.toDataURL(otpauthUrl, { margin: 1, width: 240 }), secret, otpauthUrl, issuer: this.config.totpIssuer };
  }

  /**
   * users/validateSignupTwoFactorUser: a right code from the app confirms the scanned secret and makes
   * the app the second factor.
   */
  async confirmAuthenticator(
    caller: AuthenticatedUser,
    code: string,
    email?: string,
  ): Promise<{ otpPreferenceTool: OtpTool; message: string }> {
    const user = await this.me(caller, email);
    if (!user.totpPendingSecret) throw new AppError('identity.totpSetupMissing', 400);
    const step = totpStep(user.totpPendingSecret, code, this.clock.now());
    if (step === null) throw new AppError('identity.codeInvalid', 400);
    const now = this.clock.nowIso();
    await this.tx.run(async () => {
      await this.tx.manager.update(
        User,
        { id: user.id },
        {
          totpSecret: user.totpPendingSecret,
          totpPendingSecret: null,
          totpConfirmedAt: now,
          totpLastStep: step,
          otpPreferenceTool: '2FA',
          updatedAt: now,
        },
      );
      await this.outbox.append(TwoFactorSwitchedV1, user.id, { userId: user.id, method: '2FA' });
    });
    return { otpPreferenceTool: '2FA', message: say('identity.twoFactorAppConfirmed') };
  }

  /** PATCH users/switch-to-two-factor-auth: EMAIL, 2FA (needs a confirmed app) or NONE. */
  async switchTool(caller: AuthenticatedUser, tool: OtpTool, email?: string): Promise<{ otpPreferenceTool: OtpTool; message: string }> {
    const user = await this.me(caller, email);
    if (tool === '2FA' && (!user.totpSecret || !user.totpConfirmedAt)) throw new AppError('identity.totpNotConfigured', 400);
    if (tool !== user.otpPreferenceTool) {
      await this.tx.run(async () => {
        await this.tx.manager.update(User, { id: user.id }, { otpPreferenceTool: tool, updatedAt: this.clock.nowIso() });
        if (tool === 'NONE') await this.outbox.append(TwoFactorDisabledV1, user.id, { userId: user.id });
        else await this.outbox.append(TwoFactorSwitchedV1, user.id, { userId: user.id, method: tool });
      });
    }
    return { otpPreferenceTool: tool, message: say('identity.twoFactorUpdated') };
  }
}
