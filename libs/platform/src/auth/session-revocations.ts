import Redis from 'ioredis';

/**
 * Sessions ended before their token expired (logout, password change). Identity writes, every
 * verifier reads. In memory for the embedded mode (one process), Redis when services are separate.
 */
export interface SessionRevocations {
  revoke(sessionId: string, expiresAt: Date): Promise<void>;
  isRevoked(sessionId: string): Promise<boolean>;
  close(): Promise<void>;
}

export class InMemorySessionRevocations implements SessionRevocations {
  private static sharedInstance = new InMemorySessionRevocations();
  private readonly revoked = new Map<string, number>();

  static shared(): InMemorySessionRevocations {
    return this.sharedInstance;
  }

  async revoke(sessionId: string, expiresAt: Date): Promise<void> {
    this.revoked.set(sessionId, expiresAt.getTime());
    if (this.revoked.size > 10000) {
      const now = Date.now();
      for (const [id, until] of this.revoked) if (until < now) this.revoked.delete(id);
    }
  }

  async isRevoked(sessionId: string): Promise<boolean> {
    const until = this.revoked.get(sessionId);
    return until !== undefined && until > Date.now();
  }

  async close(): Promise<void> {}
}

export class RedisSessionRevocations implements SessionRevocations {
  private readonly redis: Redis;

  constructor(url: string) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  }

  async revoke(sessionId: string, expiresAt: Date): Promise<void> {
    const ttl = Math.max(1, Math.ceil((expiresAt.getTime() - Date.now()) / 1000));
    await this.redis.set(`cf:revoked-session:${sessionId}`, '1', 'EX', ttl);
  }

  async isRevoked(sessionId: string): Promise<boolean> {
    return (await this.redis.exists(`cf:revoked-session:${sessionId}`)) === 1;
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}

export function createSessionRevocations(redisUrl: string | undefined): SessionRevocations {
  return redisUrl ? new RedisSessionRevocations(redisUrl) : InMemorySessionRevocations.shared();
}
