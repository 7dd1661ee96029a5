import { identityConfigFromEnv } from '../env';

const base = { DB_URL: 'sqlite::memory:', IDENTITY_URL: 'http://127.0.0.1:3101', PORT: '0' };

describe('identity configuration', () => {
  it('defaults: image captcha, production argon2 cost, no social provider', () => {
    const config = identityConfigFromEnv({ ...base });
    expect(config).toMatchObject({
      captchaProvider: 'image',
      argon2MemoryCost: 19456,
      totpIssuer: 'Oman Crowdfunding',
      social: { google: null, facebook: null, linkedin: null },
    });
    expect(config.platform.serviceName).toBe('identity');
  });

  it('uses a small argon2 memory cost in tests unless told otherwise', () => {
    expect(identityConfigFromEnv({ ...base, NODE_ENV: 'test' }).argon2MemoryCost).toBe(1024);
    expect(identityConfigFromEnv({ ...base, NODE_ENV: 'test', ARGON2_MEMORY_COST: '4096' }).argon2MemoryCost).toBe(4096);
  });

  it('enables a social provider by its client id, with its public JWKS URL and issuer by default', () => {
    const config = identityConfigFromEnv({
      ...base,
      SOCIAL_GOOGLE_CLIENT_ID: 'abc',
      SOCIAL_LINKEDIN_CLIENT_ID: 'li',
      SOCIAL_LINKEDIN_JWKS_URL: 'http://127.0.0.1:1/jwks',
      SOCIAL_LINKEDIN_ISSUER: 'test',
    });
    expect(config.social.google).toEqual({
      clientId: 'abc',
      jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      issuer: 'https://accounts.google.com',
    });
    expect(config.social.linkedin).toEqual({ clientId: 'li', jwksUrl: 'http://127.0.0.1:1/jwks', issuer: 'test' });
    expect(config.social.facebook).toBeNull();
  });

  it('refuses unknown captcha providers and bad values', () => {
    expect(() => identityConfigFromEnv({ ...base, CAPTCHA_PROVIDER: 'recaptcha' })).toThrow(/captchaProvider/);
    expect(() => identityConfigFromEnv({ ...base, ARGON2_MEMORY_COST: '10' })).toThrow(/argon2MemoryCost/);
    expect(() => identityConfigFromEnv({ ...base, SOCIAL_GOOGLE_CLIENT_ID: 'x', SOCIAL_GOOGLE_JWKS_URL: 'not a url' })).toThrow(/jwksUrl/);
  });
});
