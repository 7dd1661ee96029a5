import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'sb1';
const KEY_ID = /^[a-z0-9][a-z0-9-]{0,31}$/;

export interface SecretBoxKey {
  id: string;
  key: Buffer;
}

/**
 * Authenticated encryption (AES-256-GCM) for secrets kept at rest or carried on the bus, under a
 * keyring from configuration: the first key seals, every key opens, so a key is rotated by putting
 * a new one first, re-sealing, then dropping the old one (docs/runbooks/secret-keys.md). The
 * `purpose` is bound as associated data: a value sealed for one use (a TOTP secret) cannot be
 * passed off as another (a login code). Sealed text: `sb1.<keyId>.<iv>.<ciphertext>.<tag>`.
 */
export class SecretBox {
  private readonly byId: Map<string, Buffer>;

  constructor(private readonly keys: SecretBoxKey[]) {
    if (keys.length === 0) throw new Error('a secret keyring needs at least one key');
    this.byId = new Map(keys.map((k) => [k.id, k.key]));
  }

  /** `k2=<base64 32 bytes>,k1=<base64 32 bytes>`: the first one seals. */
  static fromKeyring(keyring: string): SecretBox {
    return new SecretBox(parseKeyring(keyring));
  }

  get currentKeyId(): string {
    return this.keys[0].id;
  }

  seal(plaintext: string, purpose: string): string {
    const { id, key } = this.keys[0];
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(purpose));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [PREFIX, id, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
  }

  /** Throws when the value was not sealed for this purpose, was changed, or its key is no longer held. */
  open(sealed: string, purpose: string): string {
    const [prefix, id, iv, body, tag, ...rest] = sealed.split('.');
    if (prefix !== PREFIX || rest.length > 0 || !tag) throw new Error('not a sealed secret');
    const key = this.byId.get(id);
    if (!key) throw new Error(`sealed with key "${id}", which the keyring no longer holds`);
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }

  /**
   * Keyed hashes of a value under every key of the keyring (`<keyId>.<HMAC>`), the current key's
   * first: a sealed value can be found (or refused as a duplicate) without opening every row, and
   * the hash says nothing about the value to whoever reads the table without the keyring. Look up
   * with all of them so a row written before a rotation is still found; store the first.
   */
  blindIndexes(value: string, purpose: string): string[] {
    return this.keys.map(({ id, key }) => {
      const indexKey = createHash('sha256').update('cf-blind-index:').update(key).digest();
      return `${id}.${createHmac('sha256', indexKey).update(`${purpose}:${value}`).digest('base64url')}`;
    });
  }

  static isSealed(value: string): boolean {
    return value.startsWith(`${PREFIX}.`);
  }

  /** The key a value was sealed with (null for plain text): rows under an older key get re-sealed. */
  static keyIdOf(value: string): string | null {
    return SecretBox.isSealed(value) ? value.split('.')[1] : null;
  }
}

export function parseKeyring(keyring: string): SecretBoxKey[] {
  const keys = keyring
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      const id = pair.slice(0, Math.max(0, at));
      const key = Buffer.from(pair.slice(at + 1), 'base64');
      if (!KEY_ID.test(id)) throw new Error(`a key id is lower-case letters, digits and hyphens (got "${id}")`);
      if (key.length !== 32) throw new Error(`key "${id}" must be 32 bytes, base64-encoded (openssl rand -base64 32)`);
      return { id, key };
    });
  if (keys.length === 0) throw new Error('the keyring is empty');
  if (new Set(keys.map((k) => k.id)).size !== keys.length) throw new Error('each key of a keyring needs its own id');
  return keys;
}

/**
 * A keyring for development and tests only, derived from a name so every process of one machine
 * agrees; configuration refuses it in production.
 */
export function developmentKeyring(name: string): string {
  return `dev=${createHash('sha256').update(`cf-development-keyring:${name}`).digest('base64')}`;
}

/**
 * A keyring setting read from the environment: required in production (and never the development
 * one), the development keyring of that variable otherwise. Errors read like configuration errors.
 */
export function keyringFromEnv(value: string | undefined, variable: string, nodeEnv: string): string {
  const development = developmentKeyring(variable);
  if (!value) {
    if (nodeEnv === 'production') throw new Error(`Invalid configuration:\n  - ${variable} is required (id=<base64 of 32 random bytes>, newest first)`);
    return development;
  }
  try {
    const keys = parseKeyring(value);
    const developmentKey = parseKeyring(development)[0].key;
    if (nodeEnv === 'production' && keys.some((k) => k.key.equals(developmentKey))) throw new Error('the development key cannot be used in production');
  } catch (error) {
    throw new Error(`Invalid configuration:\n  - ${variable}: ${(error as Error).message}`);
  }
  return value;
}
