import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { AT_REST_PURPOSE, AtRestSecrets } from '../core/sealed-secrets';
import { UsersRepository } from '../core/users/users.repository';

const BATCH = 200;

/**
 * At start, before requests are served: TOTP secrets written in plain text (before sealing) or under
 * a key SECRETS_KEYRING is rotating away from are sealed under its first key
 * (docs/runbooks/secret-keys.md). Idempotent, batch by batch; a second instance doing the same
 * writes the same thing.
 */
@Injectable()
export class TotpSecretsResealer implements OnApplicationBootstrap {
  private readonly logger = new Logger('TotpSecretsResealer');

  constructor(
    private readonly users: UsersRepository,
    private readonly secrets: AtRestSecrets,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    let afterId = '';
    let resealed = 0;
    for (;;) {
      const batch = await this.users.withTotpSecretsNotSealedUnder(this.secrets.currentKeyId, afterId, BATCH);
      for (const user of batch) {
        const seal = (value: string | null): string | null => (value === null ? null : (this.secrets.resealed(value, AT_REST_PURPOSE.totpSecret) ?? value));
        await this.users.setTotpSecrets(user.id, { totpSecret: seal(user.totpSecret), totpPendingSecret: seal(user.totpPendingSecret) });
        resealed++;
      }
      if (batch.length < BATCH) break;
      afterId = batch[batch.length - 1].id;
    }
    if (resealed > 0) this.logger.log(`sealed the TOTP secrets of ${resealed} users under key ${this.secrets.currentKeyId}`);
  }
}
