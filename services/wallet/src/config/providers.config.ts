import { z } from 'zod';

/**
 * Settings of the payment providers (the `providers` section of WalletConfig). Only
 * config/env.ts reads the environment; it hands the raw strings to `providersConfigSchema`.
 *
 * An adapter is offered to users only when it is enabled AND its keys are present, so a fresh
 * checkout offers the built-in sandbox card provider and offline bank transfer only.
 */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no'])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'yes');
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
const baseUrl = (fallback: string) =>
  z
    .string()
    .trim()
    .url()
    .default(fallback)
    .transform((v) => v.replace(/\/+$/, ''));
const intList = z
  .union([z.string(), z.array(z.number())])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '') return [] as number[];
    const items = Array.isArray(v)
      ? v
      : v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .map(Number);
    if (items.some((n) => !Number.isSafeInteger(n) || n < 0)) {
      ctx.addIssue({ code: 'custom', message: 'expected a comma-separated list of whole numbers' });
      return z.NEVER;
    }
    return items;
  });

/** Development-only signing secret of the sandbox webhooks; production refuses it. */
export const DEV_SANDBOX_WEBHOOK_SECRET = 'dev-sandbox-webhook-secret-change-me';

export const sandboxConfigSchema = z.object({
  enabled: flag,
  /** The name the hosted checkout shows, per interface language (an Arabic page names the merchant in Arabic). */
  merchantName: z
    .object({
      ar: z.string().trim().min(1).max(80).default('منصة عُمان للتمويل الجماعي'),
      en: z.string().trim().min(1).max(80).default('Oman Crowdfunding'),
      fr: z.string().trim().min(1).max(80).default('Oman Crowdfunding'),
    })
    .default({ ar: 'منصة عُمان للتمويل الجماعي', en: 'Oman Crowdfunding', fr: 'Oman Crowdfunding' }),
  /** Where signed webhooks go; default: this wallet's own port, `/api/v1/equity/payment-gateway/webhook/sandbox_card`. */
  webhookUrl: optionalText.pipe(z.string().url().optional()),
  webhookSecret: z.string().min(16, 'SANDBOX_WEBHOOK_SECRET must be at least 16 characters'),
  sessionTtlMinutes: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** Pauses before the 2nd, 3rd… delivery attempt of a webhook that was not answered 2xx. */
  webhookRetryDelaysMs: intList.transform((v) => (v.length ? v : [500, 2000, 8000])),
});

export const bankTransferConfigSchema = z.object({ enabled: flag });

export const stripeConfigSchema = z.object({
  enabled: flag,
  apiBase: baseUrl('https://api.stripe.com'),
  secretKey: optionalText,
  /** The endpoint's signing secret (`whsec_…`). */
  webhookSecret: optionalText,
});

export const paymobConfigSchema = z.object({
  enabled: flag,
  /** Oman's Paymob host; Egypt is accept.paymob.com, KSA ksa.paymob.com, UAE uae.paymob.com. */
  apiBase: baseUrl('https://oman.paymob.com'),
  secretKey: optionalText,
  publicKey: optionalText,
  hmacSecret: optionalText,
  /** Legacy API key: only for the transaction inquiry used when the callback has not arrived. */
  apiKey: optionalText,
  integrationIds: intList,
});

/** PayPal's REST API does not list OMR among its currencies: charge in `currency` at `omrRate`. */
export const PAYPAL_CURRENCIES = [
  'AUD',
  'BRL',
  'CAD',
  'CHF',
  'CNY',
  'CZK',
  'DKK',
  'EUR',
  'GBP',
  'HKD',
  'HUF',
  'ILS',
  'JPY',
  'MXN',
  'MYR',
  'NOK',
  'NZD',
  'PHP',
  'PLN',
  'SEK',
  'SGD',
  'THB',
  'TWD',
  'USD',
] as const;

export const paypalConfigSchema = z.object({
  enabled: flag,
  apiBase: baseUrl('https://api-m.paypal.com'),
  clientId: optionalText,
  clientSecret: optionalText,
  webhookId: optionalText,
  currency: z.enum(PAYPAL_CURRENCIES, 'PAYPAL_CURRENCY must be a currency PayPal supports (OMR is not one)').default('USD'),
  /** How many units of `currency` one rial buys, e.g. "2.6008"; without it PayPal stays disabled. */
  omrRate: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,6}(\.\d{1,8})?$/, 'PAYPAL_OMR_RATE must be a decimal number such as 2.6008')
      .optional(),
  ),
  brandName: z.string().trim().max(127).default('Oman Crowdfunding'),
});

export const providersConfigSchema = z.object({
  /** Public base URL that providers call back (notification URLs); default the platform's PUBLIC_URL. */
  callbackBaseUrl: baseUrl('http://127.0.0.1:8080'),
  requestTimeoutMs: z.coerce.number().int().min(100).max(120_000).default(15_000),
  sandbox: sandboxConfigSchema,
  bankTransfer: bankTransferConfigSchema,
  stripe: stripeConfigSchema,
  paymob: paymobConfigSchema,
  paypal: paypalConfigSchema,
});

export type ProvidersConfig = z.infer<typeof providersConfigSchema>;
export type ProvidersConfigInput = z.input<typeof providersConfigSchema>;
