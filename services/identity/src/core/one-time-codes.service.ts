import { Injectable } from '@nestjs/common';
import { AppError, Clock, newId } from '@cf/platform';
import type { OneTimeCode, OneTimeCodePurpose } from './users/entities/one-time-code.entity';
import { OneTimeCodesRepository } from './users/one-time-codes.repository';
import { codeHash, safeEqualHex, sixDigitCode } from './secrets';

export interface CodeErrorKeys {
  missing: string;
  expired: string;
  invalid: string;
  tooMany: string;
}

export interface IssueCodeOptions {
  userId: string;
  purpose: OneTimeCodePurpose;
  method: string;
  seconds: number;
  /** false for authenticator-app challenges: the app makes the code. */
  withCode: boolean;
  target?: string | null;
}

/**
 * Six-digit challenges (sign-in second factor, phone confirmation): a new one replaces the open
 * one, each expires, counts wrong answers, and is consumed by a conditional update (single use even
 * under concurrent requests).
 */
@Injectable()
export class OneTimeCodesService {
  constructor(
    private readonly codes: OneTimeCodesRepository,
    private readonly clock: Clock,
  ) {}

  async issue(options: IssueCodeOptions): Promise<{ row: OneTimeCode; code: string | null }> {
    const now = this.clock.nowIso();
    await this.codes.closeOpen(options.userId, options.purpose, now);
    const id = newId();
    const code = options.withCode ? sixDigitCode() : null;
    const row: OneTimeCode = {
      id,
      userId: options.userId,
      purpose: options.purpose,
      method: options.method,
      codeHash: code ? codeHash(id, code) : null,
      target: options.target ?? null,
      attempts: 0,
      expiresAt: this.clock.inSeconds(options.seconds),
      usedAt: null,
      createdAt: now,
    };
    await this.codes.insert(row);
    return { row, code };
  }

  /** The open (unused, possibly expired) challenge of this purpose, if any. */
  latestOpen(userId: string, purpose: OneTimeCodePurpose): Promise<OneTimeCode | null> {
    return this.codes.latestOpen(userId, purpose);
  }

  /** How many challenges of this purpose were issued since `sinceIso` (resend limits). */
  countSince(userId: string, purpose: OneTimeCodePurpose, sinceIso: string): Promise<number> {
    return this.codes.countSince(userId, purpose, sinceIso);
  }

  /** True when `code` is the e-mailed/SMS code of this challenge. */
  matches(row: OneTimeCode, code: string): boolean {
    return row.codeHash !== null && safeEqualHex(row.codeHash, codeHash(row.id, code));
  }

  /**
   * Checks an answer and consumes the challenge when right. `isRight` decides (code hash or
   * authenticator app). Throws the purpose's message otherwise.
   */
  async answer(
    row: OneTimeCode | null,
    isRight: (row: OneTimeCode) => boolean | Promise<boolean>,
    maxAttempts: number,
    keys: CodeErrorKeys,
  ): Promise<OneTimeCode> {
    if (!row) throw new AppError(keys.missing, 400);
    const now = this.clock.nowIso();
    if (row.expiresAt <= now) throw new AppError(keys.expired, 400);
    if (row.attempts >= maxAttempts) throw new AppError(keys.tooMany, 400);
    if (!(await isRight(row))) {
      await this.codes.countWrongAnswer(row.id);
      const fresh = await this.codes.findById(row.id);
      if (fresh && fresh.attempts >= maxAttempts) {
        // Out of attempts: the challenge is dead, a new one must be requested.
        await this.codes.close(row.id, now);
        throw new AppError(keys.tooMany, 400);
      }
      throw new AppError(keys.invalid, 400);
    }
    if (!(await this.codes.consume(row.id, now))) throw new AppError(keys.invalid, 400);
    return row;
  }
}
