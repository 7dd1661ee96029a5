import rateLimitPlugin from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Redis from 'ioredis';
import { sendFail } from '../http/fail';
import type { RateLimitClass } from '../routes/route-table';

export interface RateLimitSettings {
  windowMs: number;
  defaultMax: number;
  accountMax: number;
  strictMax: number;
}

/**
 * Where the tightest budget the request was counted against stands: `limit` requests per window,
 * `remaining` of them, the window ends in `resetSeconds`. The gateway sends these on every answer
 * (`RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset`), so a client can slow down before
 * it is refused; `limited` once a budget is spent (429 with `Retry-After`).
 */
export interface RateLimitVerdict {
  limited: boolean;
  limit: number;
  remaining: number;
  resetSeconds: number;
}

/** Set by the proxy before limiting: the strict budget is per client IP and route rule. */
export const RATE_LIMIT_ROUTE_KEY = Symbol('cf.gateway.rateLimitRouteKey');
/** Set once the token is verified: the same budgets count per account too. */
const RATE_LIMIT_ACCOUNT_KEY = Symbol('cf.gateway.rateLimitAccountKey');
type KeyedRequest = FastifyRequest & { [RATE_LIMIT_ROUTE_KEY]?: string; [RATE_LIMIT_ACCOUNT_KEY]?: string };

type Count = { isAllowed: boolean; isExceeded?: boolean; max?: number; remaining?: number; ttlInSeconds?: number };
type Check = (request: FastifyRequest) => Promise<Count>;
type WithCreateRateLimit = FastifyInstance & { createRateLimit(options: Record<string, unknown>): Check };

/**
 * Budgets on @fastify/rate-limit. A request with a valid token counts against its account's budget
 * only (`accountMax`), so people signed in behind one carrier address never use up each other's;
 * spreading an account's requests over many addresses does not multiply its budget either. A request
 * without one counts against its address's budget (`defaultMax`, sized for carrier-grade NAT). The
 * `auth-strict` routes (sign-in, sign-up, password reset, one-time codes, captcha) have a small
 * budget per address (or account) and route on top. Counters live in Redis when several gateway instances must share them
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
      max: settings.accountMax,
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
    if (general.isExceeded || limitClass !== 'auth-strict') return verdictOf(general);
    (request as KeyedRequest)[RATE_LIMIT_ROUTE_KEY] = routeKey;
    return tighter(verdictOf(general), verdictOf(await this.checkStrict(request)));
  }

  /** The budgets of the account whose token the request carries (once it is verified), instead of the address's. */
  async checkAccount(request: FastifyRequest, accountId: string, limitClass: RateLimitClass, routeKey: string): Promise<RateLimitVerdict> {
    const keyed = request as KeyedRequest;
    keyed[RATE_LIMIT_ACCOUNT_KEY] = accountId;
    keyed[RATE_LIMIT_ROUTE_KEY] = routeKey;
    const general = await this.checkAccountDefault(request);
    if (general.isExceeded || limitClass !== 'auth-strict') return verdictOf(general);
    return tighter(verdictOf(general), verdictOf(await this.checkAccountStrict(request)));
  }

  async close(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }
}

function verdictOf(count: Count): RateLimitVerdict {
  return { limited: count.isExceeded === true, limit: count.max ?? 0, remaining: count.remaining ?? 0, resetSeconds: count.ttlInSeconds ?? 1 };
}

/**
 * The IETF draft's headers (draft-ietf-httpapi-ratelimit-headers), on every answer; none when no
 * budget is known (the counters' store unreachable: requests are let through, nothing is promised).
 */
export function announceRateLimit(reply: FastifyReply, verdict: RateLimitVerdict): void {
  if (verdict.limit <= 0) return;
  reply.header('ratelimit-limit', String(verdict.limit));
  reply.header('ratelimit-remaining', String(Math.max(0, verdict.remaining)));
  reply.header('ratelimit-reset', String(verdict.resetSeconds));
}

/**
 * Counts a request against its client's budgets and says where they stand on the answer; once a
 * budget is spent, answers 429 with `Retry-After` (the reply is then sent: `limited` is true).
 */
export async function spendRateLimit(limiter: RateLimiter, request: FastifyRequest, reply: FastifyReply, limitClass: RateLimitClass, routeKey: string): Promise<RateLimitVerdict> {
  const verdict = await limiter.check(request, limitClass, routeKey);
  announceRateLimit(reply, verdict);
  if (verdict.limited) refuseTooMany(request, reply, verdict);
  return verdict;
}

/** 429 in the caller's language, with how long to wait. */
export function refuseTooMany(request: FastifyRequest, reply: FastifyReply, verdict: RateLimitVerdict): FastifyReply {
  reply.header('retry-after', String(verdict.resetSeconds));
  return sendFail(request, reply, 429, 'common.tooManyRequests');
}

/** The verdict a client should heed: a spent budget, else the one with the fewest requests left. */
function tighter(a: RateLimitVerdict, b: RateLimitVerdict): RateLimitVerdict {
  if (a.limited !== b.limited) return a.limited ? a : b;
  return b.remaining < a.remaining ? b : a;
}
