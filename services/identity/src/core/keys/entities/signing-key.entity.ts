import { Column, Entity, PrimaryColumn } from 'typeorm';
import { jsonTransformer } from '@cf/platform';
import type { JWK } from 'jose';

/** An RS256 key pair that signs access tokens. The private half never leaves this table and service. */
@Entity('signing_keys')
export class SigningKey {
  /** The JWK thumbprint (RFC 7638) of the public key. */
  @PrimaryColumn({ type: 'varchar', length: 64 }) kid: string;
  @Column({ type: 'varchar', length: 10 }) alg: string;
  @Column({ type: 'text', transformer: jsonTransformer }) publicJwk: JWK;
  /** PKCS#8 PEM sealed under SECRETS_KEYRING (AtRestSecrets). */
  @Column({ type: 'text' }) privateKeyPem: string;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
  /** Retired keys stay published until every token they signed has expired. */
  @Column({ type: 'varchar', length: 30, nullable: true }) retiredAt: string | null;
}
