import { Inject, Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { IDENTITY_CONFIG } from './identity-config.token';
import type { IdentityConfig } from '../config/env';

/** argon2id with the configured cost; `verifyOrWaste` spends the same time when there is no user. */
@Injectable()
export class PasswordHasher {
  private dummyHash: Promise<string>;

  constructor(@Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig) {
    this.dummyHash = this.hash('dummy password never matches #1');
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, {
      type: argon2.argon2id,
      memoryCost: this.config.argon2MemoryCost,
      timeCost: this.config.argon2TimeCost,
      parallelism: 1,
    });
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    if (!hash) {
      // No password (social-only account or unknown e-mail): same cost, never a match.
      await argon2.verify(await this.dummyHash, password).catch(() => false);
      return false;
    }
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }
}
