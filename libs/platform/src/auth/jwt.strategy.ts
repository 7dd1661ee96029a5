import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { passportJwtSecret } from 'jwks-rsa';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { AccessTokenClaims } from '@cf/contracts';
import type { PlatformConfig } from '../config/platform-config';
import { AppError } from '../errors/app-error';
import { PLATFORM_CONFIG, SESSION_REVOCATIONS } from '../platform.tokens';
import type { AuthenticatedUser } from './authenticated-user';
import type { SessionRevocations } from './session-revocations';

export const JWT_ISSUER = 'cf-identity';
export const JWT_AUDIENCE = 'cf-platform';

/** Verifies bearer tokens against identity's JWKS (RS256); no service but identity holds a key. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(PLATFORM_CONFIG) config: PlatformConfig,
    @Inject(SESSION_REVOCATIONS) private readonly revocations: SessionRevocations,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      algorithms: ['RS256'],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      secretOrKeyProvider: passportJwtSecret({
        jwksUri: `${config.identityUrl.replace(/\/$/, '')}/.well-known/jwks.json`,
        cache: true,
        cacheMaxAge: 10 * 60 * 1000,
        rateLimit: true,
        jwksRequestsPerMinute: 30,
      }),
    });
  }

  async validate(claims: AccessTokenClaims): Promise<AuthenticatedUser> {
    // Same words as the gateway: for the user a revoked session is an ended one.
    if (await this.revocations.isRevoked(claims.sid)) throw AppError.unauthorized('common.sessionExpired');
    return { id: claims.sub, sessionId: claims.sid, email: claims.email, userType: claims.userType, isAdmin: claims.isAdmin === true, slug: claims.slug };
  }
}
