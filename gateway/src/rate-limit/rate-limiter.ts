import rateLimitPlugin from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Redis from 'ioredis';
import type { RateLimitClass } from '../routes/route-table';

export interface RateLimitSettings {
  windowMs: number;
  defaultMax: number;
  strictMax: number;
}

export interface RateLimitVerdict {
  limited: boolean;
  max: number;
  retryAfterSeconds: number;
}

/** Set by the proxy before limiting: the strict budget is per client IP and route rule. */
export const RATE_LIMIT_ROUTE_KEY = Symbol('cf.gateway.rateLimitRouteKey');
/** Set once the token is verified: the same budgets count per account too. */
const RATE_LIMIT_ACCOUNT_KEY = Symbol('cf.gateway.rateLimitAccountKey');
type KeyedRequest = FastifyRequest & { [RATE_LIMIT_ROUTE_KEY]?: string; [RATE_LIMIT_ACCOUNT_KEY]?: string };

type Check = (request: FastifyRequest) => Promise<{ isAllowed: boolean; isExceeded?: boolean; max?: number; ttlInSeconds?: number }>;
type WithCreateRateLimit = FastifyInstance & { createRateLimit(options: Record<string, unknown>): Check };

/**
 * Two budgets on @fastify/rate-limit: `default` per client IP, and `auth-strict` per client IP and
 * route (login, signup, password reset, one-time codes, captcha). A signed-in caller's requests
 * count against the same budgets per account as well, so spreading them over many addresses does
 * not multiply them. Counters live in Redis when several gateway instances must share them
 * (REDIS_URL; the distributed launcher always sets it), in memory otherwise. A Redis outage lets
 * requests through rather than refusing everyone (skipOnError).
 */
export class RateLimiter {
  private constructor(
    private readonly checkDefault: Check,
    private readonly checkStrict: Check,
    private readonly checkAccountDefault: Check,
    private readonly checkAccountStrict: Check,
    private readonly redis: Redis | null,
  ) {}

  static async register(app: FastifyInstance, settings: RateLimitSettings, redisUrl: string | undefined): Promise<RateLimiter> {
    const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: true }) : null;
    await app.register(rateLimitPlugin, {
      global: false,
      skipOnError: true,
      timeWindow: settings.windowMs,
      ...(redis ? { redis, nameSpace: 'cf:gateway:rate:' } : {}),
    });
    const limiter = app as WithCreateRateLimit;
    const checkDefault = limiter.createRateLimit({ max: settings.defaultMax, timeWindow: settings.windowMs, keyGenerator: (request: FastifyRequest) => request.ip });
    const checkStrict = limiter.createRateLimit({
      max: settings.strictMax,
      timeWindow: settings.windowMs,
      keyGenerator: (request: KeyedRequest) => `${request.ip}|${request[RATE_LIMIT_ROUTE_KEY] ?? request.url}`,
    });
    const checkAccountDefault = limiter.createRateLimit({
      max: settings.defaultMax,
      timeWindow: settings.windowMs,
      keyGenerator: (request: KeyedRequest) => `account:${request[RATE_LIMIT_ACCOUNT_KEY]}`,
    });
    const checkAccountStrict = limiter.createRateLimit({
      max: settings.strictMax,
      timeWindow: settings.windowMs,
      keyGenerator: (request: KeyedRequest) => `account:${request[RATE_LIMIT_ACCOUNT_KEY]}|${request[RATE_LIMIT_ROUTE_KEY] ?? request.url}`,
    });
    return new RateLimiter(checkDefault, checkStrict, checkAccountDefault, checkAccountStrict, redis);
  }

  /** Counts the request against its budgets; `limited` once any budget is spent. */
  async check(request: FastifyRequest, limitClass: RateLimitClass, routeKey: string): Promise<RateLimitVerdict> {
    const general = await this.checkDefault(request);
    if (general.isExceeded) return { limited: true, max: general.max ?? 0, retryAfterSeconds: general.ttlInSeconds ?? 1 };
    if (limitClass !== 'auth-strict') return NOT_LIMITED;
    (request as KeyedRequest)[RATE_LIMIT_ROUTE_KEY] = routeKey;
    const strict = await this.checkStrict(request);
    if (strict.isExceeded) return { limited: true, max: strict.max ?? 0, retryAfterSeconds: strict.ttlInSeconds ?? 1 };
    return NOT_LIMITED;
  }

  /** The same budgets for the account whose token the request carries (after it is verified). */
  async checkAccount(request: FastifyRequest, accountId: string, limitClass: RateLimitClass, routeKey: string): Promise<RateLimitVerdict> {
    const keyed = request as KeyedRequest;
    keyed[RATE_LIMIT_ACCOUNT_KEY] = accountId;
    keyed[RATE_LIMIT_ROUTE_KEY] = routeKey;
    const general = await this.checkAccountDefault(request);
    if (general.isExceeded) return { limited: true, max: general.max ?? 0, retryAfterSeconds: general.ttlInSeconds ?? 1 };
    if (limitClass !== 'auth-strict') return NOT_LIMITED;
    const strict = await this.checkAccountStrict(request);
    if (strict.isExceeded) return { limited: true, max: strict.max ?? 0, retryAfterSeconds: strict.ttlInSeconds ?? 1 };
    return NOT_LIMITED;
  }

  async close(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }
}

const NOT_LIMITED: RateLimitVerdict = { limited: false, max: 0, retryAfterSeconds: 0 };
