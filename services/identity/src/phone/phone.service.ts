import { Injectable } from '@nestjs/common';
import { PhoneOtpIssuedV1, PhoneVerifiedV1 } from '@cf/contracts';
import { AppError, type AuthenticatedUser, Clock, OutboxService, secondsUntil, Transactions } from '@cf/platform';
import { DeliverySeal } from '../core/sealed-secrets';
import { LIMITS } from '../core/constants';
import { requestLanguage, say } from '../core/language';
import { OneTimeCodesService } from '../core/one-time-codes.service';
import { User } from '../core/users/entities/user.entity';
import { UsersRepository } from '../core/users/users.repository';

const PHONE_CODE_ERRORS = {
  missing: 'identity.phoneOtpMissing',
  expired: 'identity.codeExpired',
  invalid: 'identity.codeInvalid',
  tooMany: 'identity.phoneCodeTooManyAttempts',
};

/** The mobile number and its SMS confirmation (users/change-number, users/resend-otp, users/verify-otp). */
@Injectable()
export class PhoneService {
  constructor(
    private readonly tx: Transactions,
    private readonly outbox: OutboxService,
    private readonly users: UsersRepository,
    private readonly codes: OneTimeCodesService,
    private readonly seal: DeliverySeal,
    private readonly clock: Clock,
  ) {}

  private async me(caller: AuthenticatedUser): Promise<User> {
    const user = await this.users.findById(caller.id);
    if (!user) throw AppError.unauthorized();
    return user;
  }

  private async send(user: User, phone: string): Promise<{ phone: string; expiresAt: string; message: string }> {
    const expiresAt = await this.tx.run(async () => {
      const { row, code } = await this.codes.issue({
        userId: user.id,
        purpose: 'phone',
        method: 'SMS',
        seconds: LIMITS.phoneOtpSeconds,
        withCode: true,
        target: phone,
      });
      await this.outbox.append(PhoneOtpIssuedV1, user.id, {
        userId: user.id,
        phone,
        sealedCode: this.seal.seal(PhoneOtpIssuedV1, code!),
        expiresAt: row.expiresAt,
        language: requestLanguage(user.language),
      });
      return row.expiresAt;
    });
    return { phone, expiresAt, message: say('identity.phoneOtpSent') };
  }

  /** users/change-number: keeps the number aside and texts it a code; it replaces the phone once confirmed. */
  async changeNumber(caller: AuthenticatedUser, phone: string) {
    const user = await this.me(caller);
    await this.users.update(user.id, { pendingPhone: phone, updatedAt: this.clock.nowIso() });
    return this.send(user, phone);
  }

  /** users/resend-otp: a new code for the number waiting for confirmation (the old code dies). */
  async resend(caller: AuthenticatedUser) {
    const user = await this.me(caller);
    const phone = user.pendingPhone ?? (user.phoneVerifiedAt === null ? user.phone : null);
    if (!phone) throw new AppError('identity.noPhone', 400);
    const open = await this.codes.latestOpen(user.id, 'phone');
    if (open && open.createdAt > this.clock.inSeconds(-30)) throw AppError.tooMany('identity.codeResendTooSoon', secondsUntil(open.createdAt, 30, this.clock.now()));
    return this.send(user, phone);
  }

  /** users/verify-otp: the right code makes the number the account's confirmed phone. */
  async verify(caller: AuthenticatedUser, code: string) {
    const user = await this.me(caller);
    const row = await this.codes.latestOpen(user.id, 'phone');
    await this.codes.answer(row, (r) => this.codes.matches(r, code), LIMITS.phoneOtpMaxAttempts, PHONE_CODE_ERRORS);
    const phone = row!.target!;
    const now = this.clock.nowIso();
    await this.tx.run(async () => {
      await this.users.update(user.id, { phone, phoneVerifiedAt: now, pendingPhone: null, updatedAt: now });
      await this.outbox.append(PhoneVerifiedV1, user.id, { userId: user.id, phone });
    });
    return { phone, phoneVerified: true, message: say('identity.phoneVerified') };
  }
}
