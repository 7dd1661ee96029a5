import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PasswordChangedV1, PasswordResetRequestedV1 } from '@cf/contracts';
import { AppError, type AuthenticatedUser, Clock, OutboxService } from '@cf/platform';
import type { IdentityConfig } from '../config/env';
import { LIMITS } from '../shared/constants';
import { IDENTITY_CONFIG } from '../shared/identity-config.token';
import { requestLanguage, say } from '../shared/language';
import { LinkTokensService } from '../shared/link-tokens.service';
import { PasswordHasher } from '../shared/password-hasher';
import { SessionsService } from '../sessions/sessions.service';
import { User } from '../users/entities/user.entity';
import { UsersRepository } from '../users/users.repository';

const RESET_ERRORS = { invalid: 'identity.resetInvalid', used: 'identity.resetUsed', expired: 'identity.resetExpired' };

/** Forgot/reset password (single-use link, 10 minutes) and change password; both end every session. */
@Injectable()
export class PasswordService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly outbox: OutboxService,
    private readonly users: UsersRepository,
    private readonly linkTokens: LinkTokensService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly clock: Clock,
  ) {}

  /** Always the same answer, whether or not the address has an account (no account probing). */
  async forgotPassword(email: string): Promise<{ message: string }> {
    const user = await this.users.findByEmail(email);
    if (user && user.disabledAt === null) {
      await this.dataSource.transaction(async (manager) => {
        const { token, expiresAt } = await this.linkTokens.issue(manager, user.id, 'password-reset', LIMITS.passwordResetSeconds);
        const link = `${this.config.platform.publicUrl.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
        await this.outbox.append(manager, PasswordResetRequestedV1, user.id, {
          userId: user.id,
          email: user.email,
          firstName: user.firstName,
          link,
          expiresAt,
          language: requestLanguage(user.language),
        });
      });
    }
    return { message: say('identity.passwordResetSent') };
  }

  /** PATCH users/resetPassword/{token}: once, within 10 minutes; unlocks the account and ends every session. */
  async resetPassword(token: string, password: string): Promise<{ message: string }> {
    const passwordHash = await this.hasher.hash(password);
    await this.dataSource.transaction(async (manager) => {
      const row = await this.linkTokens.consume(manager, 'password-reset', token, RESET_ERRORS);
      const user = await manager.findOneByOrFail(User, { id: row.userId });
      if (user.disabledAt !== null) throw new AppError('identity.accountDisabled', 403);
      const now = this.clock.nowIso();
      await manager.update(
        User,
        { id: user.id },
        { passwordHash, passwordChangedAt: now, failedLoginCount: 0, failedLoginWindowStart: null, lockedUntil: null, updatedAt: now },
      );
      await this.sessions.endAll(manager, user.id, 'password-reset');
      await this.outbox.append(manager, PasswordChangedV1, user.id, {
        userId: user.id,
        email: user.email,
        firstName: user.firstName,
        via: 'reset',
        language: requestLanguage(user.language),
      });
    });
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
    const passwordHash = await this.hasher.hash(password);
    await this.dataSource.transaction(async (manager) => {
      const now = this.clock.nowIso();
      await manager.update(User, { id: user.id }, { passwordHash, passwordChangedAt: now, updatedAt: now });
      await this.sessions.endAll(manager, user.id, 'password-changed');
      await this.outbox.append(manager, PasswordChangedV1, user.id, {
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
