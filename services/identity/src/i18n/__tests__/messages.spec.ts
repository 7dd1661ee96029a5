import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { translate } from '@cf/platform';
import { identityMessages } from '../messages';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' ? [] : sources(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });
}

describe('identity messages', () => {
  const src = join(__dirname, '..', '..');
  const used = new Set(
    sources(src).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'(identity\.[A-Za-z]+)'/g)].map((m) => m[1])),
  );

  it('[A9.2] has every message it uses in ar, en and fr', () => {
    expect(used.size).toBeGreaterThan(50);
    for (const key of used) {
      for (const language of ['en', 'ar', 'fr'] as const)
        expect([language, key, identityMessages[language][key]]).toEqual([language, key, expect.any(String)]);
    }
  });

  it('[A9.2] has the same keys in the three languages, none unused', () => {
    const en = Object.keys(identityMessages.en).sort();
    expect(Object.keys(identityMessages.ar).sort()).toEqual(en);
    expect(Object.keys(identityMessages.fr).sort()).toEqual(en);
    expect(en.filter((key) => !used.has(key))).toEqual([]);
  });

  it('[A8.3] keeps the English texts of the specification word for word', () => {
    expect(translate('identity.passwordMismatch', 'en')).toBe("Password doesn't match");
    expect(translate('identity.passwordWeak', 'en')).toBe('Please enter a strong password');
    expect(translate('identity.captchaMismatch', 'en')).toBe('Captcha does not match');
    expect(translate('identity.acceptTerms', 'en')).toBe('Please accept the terms of use');
    expect(translate('identity.alreadySubscribed', 'en')).toBe('This email is already subscribed');
    expect(translate('identity.inviteSent', 'en')).toBe('Invite sent');
    expect(translate('identity.codeExpired', 'en')).toMatch(/^Time expired/);
  });
});
