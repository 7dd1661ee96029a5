import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Clock, newId, SESSION_REVOCATIONS, type SessionRevocations } from '@cf/platform';
import { LIMITS } from '../constants';
import { SigningKeysService } from '../keys/signing-keys.service';
import type { User } from '../users/entities/user.entity';
import type { Session, SessionEndReason, SessionMethod } from './entities/session.entity';
import { SessionsRepository } from './sessions.repository';

export interface IssuedSession {
  sessionId: string;
  token: string;
  expiresAt: string;
}

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/**
 * Sessions and the access tokens that carry them. Ending a session writes it to the shared
 * revocation store (SESSION_REVOCATIONS) that every service's token check reads.
 */
@Injectable()
export class SessionsService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Sessions');

  constructor(
    private readonly sessions: SessionsRepository,
    @Inject(SESSION_REVOCATIONS) private readonly revocations: SessionRevocations,
    private readonly keys: SigningKeysService,
    private readonly clock: Clock,
  ) {}

  /**
   * The in-memory revocation store (embedded mode) forgets on restart: ended sessions whose tokens
   * are still unexpired are written back, so a logged-out token stays refused.
   */
  async onApplicationBootstrap(): Promise<void> {
    const ended = await this.sessions.findEndedUnexpired(this.clock.nowIso());
    for (const session of ended) await this.revocations.revoke(session.id, new Date(session.expiresAt));
    if (ended.length > 0) this.logger.log(`restored ${ended.length} revoked sessions`);
  }

  async open(user: User, method: SessionMethod, client: ClientInfo): Promise<IssuedSession> {
    const now = this.clock.now();
    const expires = new Date(now.getTime() + LIMITS.sessionSeconds * 1000);
    const session: Session = {
      id: newId(),
      userId: user.id,
      method,
      ip: client.ip?.slice(0, 64) ?? null,
      userAgent: client.userAgent?.slice(0, 255) ?? null,
      createdAt: now.toISOString(),
      expiresAt: expires.toISOString(),
      endedAt: null,
      endReason: null,
    };
    await this.sessions.insert(session);
    const token = await this.keys.sign(
      { sub: user.id, sid: session.id, email: user.email, userType: user.userType, isAdmin: user.isAdmin, slug: user.slug },
      now,
      expires,
    );
    return { sessionId: session.id, token, expiresAt: session.expiresAt };
  }

  /** Ends one session; returns false when it was already ended (or is not the user's). */
  async end(userId: string, sessionId: string, reason: SessionEndReason): Promise<boolean> {
    const ended = await this.sessions.end(userId, sessionId, reason, this.clock.nowIso());
    const session = await this.sessions.findById(sessionId);
    if (session) await this.revocations.revoke(session.id, new Date(session.expiresAt));
    return ended;
  }

  /** Ends every open session of a user (password change or reset, deactivation). */
  async endAll(userId: string, reason: SessionEndReason): Promise<number> {
    const open = await this.sessions.findOpen(userId, this.clock.nowIso());
    if (open.length === 0) return 0;
    await this.sessions.endMany(open.map((s) => s.id), reason, this.clock.nowIso());
    // Written before the transaction commits: a token must never outlive the change that ended it.
    for (const session of open) await this.revocations.revoke(session.id, new Date(session.expiresAt));
    return open.length;
  }
}
