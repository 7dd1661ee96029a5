import { Inject, Injectable } from '@nestjs/common';
import type { EventContract } from '@cf/contracts';
import { SecretBox } from '@cf/platform';
import type { IdentityConfig } from '../config/env';
import { IDENTITY_CONFIG } from './identity-config.token';

/** What each secret kept at rest is sealed for (bound as associated data: no swapping between columns). */
export const AT_REST_PURPOSE = {
  totpSecret: 'identity.users.totp-secret',
  signingKey: 'identity.signing-keys.private-key',
} as const;

/**
 * Secrets identity keeps in its database — TOTP secrets, the token-signing private keys — sealed
 * under SECRETS_KEYRING: a copy of the database (a backup, a replica, a dump) gives none of them.
 */
@Injectable()
export class AtRestSecrets {
  private readonly box: SecretBox;

  constructor(@Inject(IDENTITY_CONFIG) config: IdentityConfig) {
    this.box = SecretBox.fromKeyring(config.secretsKeyring);
  }

  get currentKeyId(): string {
    return this.box.currentKeyId;
  }

  seal(secret: string, purpose: string): string {
    return this.box.seal(secret, purpose);
  }

  /** A value written before sealing existed is still read (and re-sealed at the next start). */
  open(stored: string, purpose: string): string {
    return SecretBox.isSealed(stored) ? this.box.open(stored, purpose) : stored;
  }

  /** The value sealed under the current key, or null when it already is (rotation, legacy rows). */
  resealed(stored: string, purpose: string): string | null {
    if (SecretBox.keyIdOf(stored) === this.box.currentKeyId) return null;
    return this.box.seal(this.open(stored, purpose), purpose);
  }
}

/**
 * Links and codes that events carry to notifications, sealed under DELIVERY_KEYRING (notifications
 * holds it too) and bound to the event type: the outbox rows and the bus never hold them readable.
 */
@Injectable()
export class DeliverySeal {
  private readonly box: SecretBox;

  constructor(@Inject(IDENTITY_CONFIG) config: IdentityConfig) {
    this.box = SecretBox.fromKeyring(config.deliveryKeyring);
  }

  seal(contract: EventContract, secret: string): string {
    return this.box.seal(secret, contract.type);
  }
}
