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
type KeyedRequest = FastifyRequest & { [RATE_LIMIT_ROUTE_KEY]?: string };

type Check = (request: FastifyRequest) => Promise<{ isAllowed: boolean; isExceeded?: boolean; max?: number; ttlInSeconds?: number }>;
type WithCreateRateLimit = FastifyInstance & { createRateLimit(options: Record<string, unknown>): Check };

/**
 * Two budgets on @fastify/rate-limit: `default` per client IP, and `auth-strict` per client IP and
 * route (login, signup, password reset, one-time codes). Counters live in Redis when several
 * gateway instances must share them (REDIS_URL), in memory otherwise. A Redis outage lets
 * requests through rather than refusing everyone (skipOnError).
 */
export class RateLimiter {
  private constructor(
    private readonly checkDefault: Check,
    private readonly checkStrict: Check,
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
    return new RateLimiter(checkDefault, checkStrict, redis);
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

  async close(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }
}

const NOT_LIMITED: RateLimitVerdict = { limited: false, max: 0, retryAfterSeconds: 0 };
