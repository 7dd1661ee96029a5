import { Inject, Injectable } from '@nestjs/common';
import type { CaptchaFront } from '@cf/contracts';
import { AppError, Clock, newId } from '@cf/platform';
import type { IdentityConfig } from '../config/env';
import { LIMITS } from '../core/constants';
import { IDENTITY_CONFIG } from '../core/identity-config.token';
import { sha256 } from '../core/secrets';
import { CaptchaGenerator } from './captcha-generator';
import { CaptchaChallengesRepository } from './captcha-challenges.repository';


const answerHash = (id: string, answer: string): string => sha256(`${id}:${answer.trim().toLowerCase()}`);

/** Image captcha for the login page (A5.12): stored hashed, 5 minutes, single use. */
@Injectable()
export class CaptchaService {
  constructor(
    private readonly challenges: CaptchaChallengesRepository,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly generator: CaptchaGenerator,
    private readonly clock: Clock,
  ) {}

  get enabled(): boolean {
    return this.config.captchaProvider === 'image';
  }

  async issue(): Promise<CaptchaFront> {
    if (!this.enabled) return { provider: 'none' };
    // Expired challenges are useless: drop them as new ones are made (cheap, indexed).
    await this.challenges.deleteExpiredBefore(this.clock.inSeconds(-3600));
    const { text, svg } = this.generator.create();
    const id = newId();
    const expiresAt = this.clock.inSeconds(LIMITS.captchaSeconds);
    await this.challenges.insert({ id, answerHash: answerHash(id, text), expiresAt, usedAt: null, createdAt: this.clock.nowIso() });
    return {
      provider: 'image',
      captchaId: id,
      image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      width: 150,
      height: 60,
      expiresAt,
    };
  }

  /**
   * Checks and burns a challenge: right or wrong, it cannot be tried again (a wrong guess needs a new
   * image). Throws "Captcha does not match" (400) otherwise.
   */
  async verify(captchaId: string | undefined, answer: string | undefined): Promise<void> {
    if (!this.enabled) return;
    if (!captchaId || !answer) throw new AppError('identity.captchaMismatch', 400);
    const now = this.clock.nowIso();
    if (!(await this.challenges.burn(captchaId, now))) throw new AppError('identity.captchaMismatch', 400);
    const challenge = await this.challenges.findById(captchaId);
    if (!challenge || challenge.answerHash !== answerHash(captchaId, answer)) throw new AppError('identity.captchaMismatch', 400);
  }
}
