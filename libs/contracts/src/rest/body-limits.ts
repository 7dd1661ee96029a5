/**
 * Largest request body each service accepts, in bytes. Written once here because two sides enforce
 * it: the service (Fastify's `bodyLimit`) and the gateway, which answers 413 itself when a declared
 * body is above the owning service's limit. Left to the service alone, a refused upload races the
 * service's early 413 and closed socket against the gateway still writing the body (EPIPE), and the
 * client got 503 "temporarily unavailable" — a false outage alert.
 */
export const REQUEST_BODY_LIMIT_BYTES = {
  // Profile and cover images come as base64 data URLs: 2 MB of image is about 2.7 MB of JSON.
  identity: 3.5 * 1024 * 1024,
  // Bank-transfer slips are up to 5 MB, sent as multipart.
  wallet: 6 * 1024 * 1024,
  // Uploads come as base64 data URLs: a 20 MB document is about 27 MB of JSON.
  campaigns: 30 * 1024 * 1024,
  // Content images come as base64 data URLs: 2 MB of image is about 2.7 MB of JSON.
  site: 3.5 * 1024 * 1024,
  notifications: 1024 * 1024,
  // Identity document pictures come as base64 data URLs: 5 MB of image is about 6.7 MB of JSON.
  verification: 8 * 1024 * 1024,
  // Invest requests are a few numbers; contract signatures (issue 14) add an image under 512 KB.
  investments: 1024 * 1024,
  // Repayment requests are a few numbers and a reason; an offline repayment's proof of transfer
  // comes as a base64 data URL: 5 MB of PDF or picture is about 6.7 MB of JSON.
  repayments: 7.5 * 1024 * 1024,
} as const satisfies Record<string, number>;

export type ServiceWithBodyLimit = keyof typeof REQUEST_BODY_LIMIT_BYTES;

/** The limit of the service owning a route, or undefined for a context without one of its own. */
export const requestBodyLimitOf = (context: string): number | undefined =>
  (REQUEST_BODY_LIMIT_BYTES as Record<string, number>)[context];
