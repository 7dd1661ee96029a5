import { randomBytes } from 'node:crypto';
import { developmentKeyring, keyringFromEnv, SecretBox } from '../crypto/secret-box';

const key = () => randomBytes(32).toString('base64');

describe('SecretBox (secrets sealed under a keyring, issue 10 item 6)', () => {
  const one = key();
  const two = key();

  it('seals with the first key and opens with any key of the ring', () => {
    const before = SecretBox.fromKeyring(`k1=${one}`);
    const sealed = before.seal('JBSWY3DPEHPK3PXP', 'totp');
    expect(sealed).toMatch(/^sb1\.k1\./);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    const rotated = SecretBox.fromKeyring(`k2=${two},k1=${one}`);
    expect(rotated.open(sealed, 'totp')).toBe('JBSWY3DPEHPK3PXP');
    expect(SecretBox.keyIdOf(rotated.seal('x', 'totp'))).toBe('k2');
    expect(() => SecretBox.fromKeyring(`k2=${two}`).open(sealed, 'totp')).toThrow('sealed with key "k1", which the keyring no longer holds');
  });

  it('never seals the same secret to the same text (random IV)', () => {
    const box = SecretBox.fromKeyring(`k1=${one}`);
    expect(box.seal('123456', 'code')).not.toBe(box.seal('123456', 'code'));
  });

  it('refuses a value sealed for another purpose, or changed in any way', () => {
    const box = SecretBox.fromKeyring(`k1=${one}`);
    const sealed = box.seal('482913', 'identity.login-code-issued');
    expect(() => box.open(sealed, 'identity.phone-otp-issued')).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3], 'base64url');
    body[0] ^= 1;
    expect(() => box.open([...parts.slice(0, 3), body.toString('base64url'), parts[4]].join('.'), 'identity.login-code-issued')).toThrow();
    expect(() => box.open('482913', 'identity.login-code-issued')).toThrow('not a sealed secret');
  });

  it('gives a keyed hash per key of the keyring, the sealing key first, stable for one value and purpose', () => {
    const before = SecretBox.fromKeyring(`k1=${one}`);
    const rotated = SecretBox.fromKeyring(`k2=${two},k1=${one}`);
    const [current] = before.blindIndexes('12345678', 'child-national-id');
    expect(current).toMatch(/^k1\.[A-Za-z0-9_-]{43}$/);
    expect(before.blindIndexes('12345678', 'child-national-id')).toEqual([current]);
    // After a rotation the old row is still found (its hash is among the keys'), new rows get the new key's.
    expect(rotated.blindIndexes('12345678', 'child-national-id')).toEqual([expect.stringMatching(/^k2\./), current]);
    expect(before.blindIndexes('12345679', 'child-national-id')[0]).not.toBe(current);
    expect(before.blindIndexes('12345678', 'another-purpose')[0]).not.toBe(current);
  });

  it('explains a bad keyring', () => {
    expect(() => SecretBox.fromKeyring('')).toThrow('the keyring is empty');
    expect(() => SecretBox.fromKeyring(`K1=${one}`)).toThrow('a key id is lower-case letters, digits and hyphens');
    expect(() => SecretBox.fromKeyring(`k1=${Buffer.alloc(16).toString('base64')}`)).toThrow('must be 32 bytes');
    expect(() => SecretBox.fromKeyring(`k1=${one},k1=${two}`)).toThrow('each key of a keyring needs its own id');
  });

  it('requires a real keyring in production and gives development its own', () => {
    expect(() => keyringFromEnv(undefined, 'SECRETS_KEYRING', 'production')).toThrow('SECRETS_KEYRING is required');
    expect(() => keyringFromEnv(developmentKeyring('SECRETS_KEYRING'), 'SECRETS_KEYRING', 'production')).toThrow('the development key cannot be used in production');
    expect(keyringFromEnv(`k1=${one}`, 'SECRETS_KEYRING', 'production')).toBe(`k1=${one}`);
    expect(keyringFromEnv(undefined, 'SECRETS_KEYRING', 'development')).toBe(developmentKeyring('SECRETS_KEYRING'));
    expect(() => keyringFromEnv('k1=short', 'DELIVERY_KEYRING', 'test')).toThrow('DELIVERY_KEYRING: key "k1" must be 32 bytes');
  });
});
