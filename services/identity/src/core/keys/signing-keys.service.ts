import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { calculateJwkThumbprint, exportJWK, exportPKCS8, generateKeyPair, importPKCS8, SignJWT, type JWK, type KeyLike } from 'jose';
import { Clock, isUniqueViolation, JWT_AUDIENCE, JWT_ISSUER } from '@cf/platform';
import type { AccessTokenClaims } from '@cf/contracts';
import { AT_REST_PURPOSE, AtRestSecrets } from '../sealed-secrets';
import { SigningKeysRepository } from './signing-keys.repository';

const ALG = 'RS256';

/**
 * Holds identity's signing key: generated on first start and kept in identity's own table, so
 * every instance (and every restart) signs with the same key; only the public half is published.
 */
@Injectable()
export class SigningKeysService implements OnModuleInit {
  private readonly logger = new Logger('SigningKeys');
  private active: { kid: string; privateKey: KeyLike } | null = null;

  constructor(
    private readonly keys: SigningKeysRepository,
    private readonly secrets: AtRestSecrets,
    private readonly clock: Clock,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.resealPrivateKeys();
    await this.loadOrCreate();
  }

  /** Private keys written in plain text, or under a key SECRETS_KEYRING is rotating away from, are sealed anew. */
  private async resealPrivateKeys(): Promise<void> {
    for (const key of await this.keys.all()) {
      const resealed = this.secrets.resealed(key.privateKeyPem, AT_REST_PURPOSE.signingKey);
      if (resealed) await this.keys.updatePrivateKey(key.kid, resealed);
    }
  }

  private async loadOrCreate(): Promise<void> {
    let key = await this.keys.activeKey('DESC');
    if (!key) {
      const { publicKey, privateKey } = await generateKeyPair(ALG, { modulusLength: 2048, extractable: true });
      const publicJwk = await exportJWK(publicKey);
      const kid = await calculateJwkThumbprint(publicJwk);
      try {
        await this.keys.insert({
          kid,
          alg: ALG,
          publicJwk: { ...publicJwk, kid, alg: ALG, use: 'sig' },
          privateKeyPem: this.secrets.seal(await exportPKCS8(privateKey), AT_REST_PURPOSE.signingKey),
          createdAt: this.clock.nowIso(),
          retiredAt: null,
        });
        this.logger.log(`generated signing key ${kid}`);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      // Another instance may have generated one at the same moment: everyone uses the oldest active key.
      key = await this.keys.activeKey('ASC');
      if (!key) throw new Error('no active signing key after generating one');
    }
    this.active = { kid: key.kid, privateKey: await importPKCS8(this.secrets.open(key.privateKeyPem, AT_REST_PURPOSE.signingKey), ALG) };
  }

  /** Public keys still valid for verification (active and recently retired). */
  async jwks(): Promise<{ keys: JWK[] }> {
    const keys = await this.keys.all();
    const oldest = new Date(this.clock.now().getTime() - 24 * 3600 * 1000).toISOString();
    return { keys: keys.filter((k) => k.retiredAt === null || k.retiredAt > oldest).map((k) => k.publicJwk) };
  }

  async sign(claims: AccessTokenClaims, issuedAt: Date, expiresAt: Date): Promise<string> {
    if (!this.active) await this.loadOrCreate();
    const { sub, ...rest } = claims;
    return new SignJWT({ ...rest })
      .setProtectedHeader({ alg: ALG, kid: this.active!.kid, typ: 'JWT' })
      .setSubject(sub)
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.active!.privateKey);
  }
}
