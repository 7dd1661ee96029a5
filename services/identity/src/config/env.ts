import { z } from 'zod';
import { keyringFromEnv, parseConfig, platformConfigFromEnv, type PlatformConfig, type PlatformConfigInput } from '@cf/platform';

/**
 * Identity's own settings. The only place that reads the environment; the platform part (DB_URL,
 * bus, PUBLIC_URL used in e-mailed links, ...) comes from platformConfigFromEnv.
 */
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'linkedin'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Where each provider publishes its OpenID Connect signing keys, used when only the client id is set. */
const SOCIAL_DEFAULTS: Record<SocialProvider, { jwksUrl: string; issuer: string }> = {
  google: { jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs', issuer: 'https://accounts.google.com' },
  facebook: { jwksUrl: 'https://limited.facebook.com/.well-known/oauth/openid/jwks/', issuer: 'https://www.facebook.com' },
  linkedin: { jwksUrl: 'https://www.linkedin.com/oauth/openid/jwks', issuer: 'https://www.linkedin.com/oauth' },
};

const socialProviderSchema = z.object({
  jwksUrl: z.string().url(),
  issuer: z.string().min(1),
  clientId: z.string().min(1),
});
export type SocialProviderConfig = z.infer<typeof socialProviderSchema>;

export const identitySettingsSchema = z.object({
  /** `image`: svg-captcha challenges on login; `none`: no captcha (tests, trusted intranets). */
  captchaProvider: z.enum(['image', 'none']).default('image'),
  /** Shown by authenticator apps next to the account. */
  totpIssuer: z.string().min(1).max(60).default('Oman Crowdfunding'),
  /** argon2id memory in KiB (OWASP: 19456); tests use 1024 to stay fast. */
  argon2MemoryCost: z.coerce.number().int().min(1024).max(1048576),
  argon2TimeCost: z.coerce.number().int().min(1).max(10).default(2),
  /** Root of local files: uploaded profile and cover images live in `${dataDir}/uploads/identity/`. */
  dataDir: z.string().min(1).default('./data'),
  social: z.object({
    google: socialProviderSchema.nullable(),
    facebook: socialProviderSchema.nullable(),
    linkedin: socialProviderSchema.nullable(),
  }),
  /** SECRETS_KEYRING: seals TOTP secrets and the token-signing private keys in the database. */
  secretsKeyring: z.string().min(1),
  /** DELIVERY_KEYRING: seals the links and codes that events carry to notifications (which holds it too). */
  deliveryKeyring: z.string().min(1),
});

export type IdentitySettings = z.infer<typeof identitySettingsSchema>;
export type IdentityConfig = IdentitySettings & { platform: PlatformConfig };

/** A provider is enabled by its client id; its JWKS URL and issuer default to the provider's own. */
function socialFromEnv(provider: SocialProvider, env: NodeJS.ProcessEnv): SocialProviderConfig | null {
  const prefix = `SOCIAL_${provider.toUpperCase()}_`;
  const clientId = env[`${prefix}CLIENT_ID`];
  if (!clientId) return null;
  return {
    clientId,
    jwksUrl: env[`${prefix}JWKS_URL`] || SOCIAL_DEFAULTS[provider].jwksUrl,
    issuer: env[`${prefix}ISSUER`] || SOCIAL_DEFAULTS[provider].issuer,
  } as SocialProviderConfig;
}

export function identityConfigFromEnv(env: NodeJS.ProcessEnv, defaults: Partial<PlatformConfigInput> = {}): IdentityConfig {
  const platform = platformConfigFromEnv('identity', env, defaults);
  const settings = parseConfig(identitySettingsSchema, {
    captchaProvider: env.CAPTCHA_PROVIDER || undefined,
    totpIssuer: env.TOTP_ISSUER || undefined,
    argon2MemoryCost: env.ARGON2_MEMORY_COST || (platform.nodeEnv === 'test' ? 1024 : 19456),
    argon2TimeCost: env.ARGON2_TIME_COST || undefined,
    dataDir: env.DATA_DIR || undefined,
    social: {
      google: socialFromEnv('google', env),
      facebook: socialFromEnv('facebook', env),
      linkedin: socialFromEnv('linkedin', env),
    },
    secretsKeyring: keyringFromEnv(env.SECRETS_KEYRING, 'SECRETS_KEYRING', platform.nodeEnv),
    deliveryKeyring: keyringFromEnv(env.DELIVERY_KEYRING, 'DELIVERY_KEYRING', platform.nodeEnv),
  });
  return { ...settings, platform };
}
