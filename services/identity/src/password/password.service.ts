import { Inject, Injectable } from '@nestjs/common';
import { PasswordChangedV1, PasswordResetRequestedV1 } from '@cf/contracts';
import { AppError, type AuthenticatedUser, Clock, OutboxService, Transactions } from '@cf/platform';
import { DeliverySeal } from '../core/sealed-secrets';
import type { IdentityConfig } from '../config/env';
import { LIMITS } from '../core/constants';
import { IDENTITY_CONFIG } from '../core/identity-config.token';
import { requestLanguage, say } from '../core/language';
import { SignInThrottleService } from '../login/sign-in-throttle.service';
import { LinkTokensService } from '../core/link-tokens.service';
import { PasswordHasher } from '../core/password-hasher';
import { PasswordPolicy } from '../core/password-policy';
import { SessionsService } from '../core/sessions/sessions.service';
import { UsersRepository } from '../core/users/users.repository';

const RESET_ERRORS = { invalid: 'identity.resetInvalid', used: 'identity.resetUsed', expired: 'identity.resetExpired' };

/** Forgot/reset password (single-use link, 10 minutes) and change password; both end every session. */
@Injectable()
export class PasswordService {
  constructor(
    private readonly tx: Transactions,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly outbox: OutboxService,
    private readonly users: UsersRepository,
    private readonly linkTokens: LinkTokensService,
    private readonly hasher: PasswordHasher,
    private readonly passwordPolicy: PasswordPolicy,
    private readonly sessions: SessionsService,
    private readonly throttle: SignInThrottleService,
    private readonly seal: DeliverySeal,
    private readonly clock: Clock,
  ) {}

  /** Always the same answer, whether or not the address has an account (no account probing). */
  async forgotPassword(email: string): Promise<{ message: string }> {
    const user = await this.users.findByEmail(email);
    if (user && user.disabledAt === null) {
      await this.tx.run(async () => {
        const { token, expiresAt } = await this.linkTokens.issue(user.id, 'password-reset', LIMITS.passwordResetSeconds);
        const link = `${this.config.platform.publicUrl.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
        await this.outbox.append(PasswordResetRequestedV1, user.id, {
          userId: user.id,
          email: user.email,
          firstName: user.firstName,
          sealedLink: this.seal.seal(PasswordResetRequestedV1, link),
          expiresAt,
          language: requestLanguage(user.language),
        });
      });
    }
    return { message: say('identity.passwordResetSent') };
  }

  /**
   * PATCH users/resetPassword/{token}: once, within 10 minutes; forgets the sign-in delays of the
   * account (the owner proved the mailbox) and ends every
   * session. The new password must not be the one it replaces (a reset is not a way back to a
   * password someone else learned) nor easy to guess; either refusal leaves the link usable.
   */
  async resetPassword(token: string, password: string): Promise<{ message: string }> {
    const passwordHash = await this.hasher.hash(password);
    const email = await this.tx.run(async () => {
      const row = await this.linkTokens.consume('password-reset', token, RESET_ERRORS);
      const user = await this.users.getById(row.userId);
      if (user.disabledAt !== null) throw new AppError('identity.accountDisabled', 403);
      this.passwordPolicy.check(password, [user.email, user.firstName, user.lastName]);
      if (await this.hasher.verify(user.passwordHash, password)) throw new AppError('identity.passwordSameAsOld', 400);
      const now = this.clock.nowIso();
      await this.users.update(user.id, { passwordHash, passwordChangedAt: now, updatedAt: now },
      );
      await this.sessions.endAll(user.id, 'password-reset');
      await this.outbox.append(PasswordChangedV1, user.id, {
        userId: user.id,
        email: user.email,
        firstName: user.firstName,
        via: 'reset',
        language: requestLanguage(user.language),
      });
      return user.email;
    });
    await this.throttle.forget(email);
    return { message: say('identity.passwordReset') };
  }

  /**
   * PATCH users/updateMyPassword: needs the current password; ends every session, the current one
   * included (the front end returns to login, A8.6).
   */
  async updateMyPassword(caller: AuthenticatedUser, current: string, password: string): Promise<{ message: string }> {
    const user = await this.users.findById(caller.id);
    if (!user) throw AppError.unauthorized();
    if (!(await this.hasher.verify(user.passwordHash, current))) throw new AppError('identity.currentPasswordWrong', 400);
    if (current === password) throw new AppError('identity.passwordSameAsOld', 400);
    this.passwordPolicy.check(password, [user.email, user.firstName, user.lastName]);
    const passwordHash = await this.hasher.hash(password);
    await this.tx.run(async () => {
      const now = this.clock.nowIso();
      await this.users.update(user.id, { passwordHash, passwordChangedAt: now, updatedAt: now });
      await this.sessions.endAll(user.id, 'password-changed');
      await this.outbox.append(PasswordChangedV1, user.id, {
        userId: user.id,
        email: user.email,
        firstName: user.firstName,
        via: 'update',
        language: requestLanguage(user.language),
      });
    });
    return { message: say('identity.passwordChanged') };
  }
}
