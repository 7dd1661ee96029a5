import { Injectable } from '@nestjs/common';
import { AppError, Clock, newId } from '@cf/platform';
import type { UserToken, UserTokenPurpose } from './users/entities/user-token.entity';
import { UserTokensRepository } from './users/user-tokens.repository';
import { randomToken, sha256 } from './secrets';

export interface LinkTokenErrorKeys {
  invalid: string;
  used: string;
  expired: string;
}

/** Single-use link tokens (activation, password reset): the raw token goes in the e-mail, its hash in the table. */
@Injectable()
export class LinkTokensService {
  constructor(
    private readonly tokens: UserTokensRepository,
    private readonly clock: Clock,
  ) {}

  /** Issues a token and makes every earlier open token of the same purpose unusable. */
  async issue(
    userId: string,
    purpose: UserTokenPurpose,
    seconds: number,
  ): Promise<{ token: string; expiresAt: string }> {
    const now = this.clock.nowIso();
    await this.tokens.supersedeOpen(userId, purpose, now);
    const token = randomToken();
    const expiresAt = this.clock.inSeconds(seconds);
    await this.tokens.insert({
      id: newId(),
      userId,
      purpose,
      tokenHash: sha256(token),
      expiresAt,
      usedAt: null,
      supersededAt: null,
      createdAt: now,
    });
    return { token, expiresAt };
  }

  /**
   * The live token behind a link, without using it (a page that greets before the form is sent):
   * unknown (or replaced), used and expired tokens each get their own message. `userId`, when
   * given, must own the token.
   */
  async peek(purpose: UserTokenPurpose, token: string, keys: LinkTokenErrorKeys, userId?: string): Promise<UserToken> {
    const row = typeof token === 'string' && token.length > 0 && token.length <= 200 ? await this.tokens.findByHash(sha256(token), purpose) : null;
    if (!row || (userId !== undefined && row.userId !== userId)) throw new AppError(keys.invalid, 400);
    // A token replaced by a newer one (resend) is simply no longer valid.
    if (row.supersededAt !== null && row.usedAt === null) throw new AppError(keys.invalid, 400);
    if (row.usedAt !== null) throw new AppError(keys.used, 400);
    if (row.expiresAt <= this.clock.nowIso()) throw new AppError(keys.expired, 400);
    return row;
  }

  /** Consumes a token inside the caller's transaction, with `peek`'s messages; a second use is refused. */
  async consume(purpose: UserTokenPurpose, token: string, keys: LinkTokenErrorKeys, userId?: string): Promise<UserToken> {
    const row = await this.peek(purpose, token, keys, userId);
    if (!(await this.tokens.consume(row.id, this.clock.nowIso()))) throw new AppError(keys.used, 400);
    return row;
  }
}
