import { Inject, Injectable } from '@nestjs/common';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { AccountActivatedV1, UserRegisteredV1 } from '@cf/contracts';
import { AppError, Clock, isUniqueViolation, newId, OutboxService, Transactions } from '@cf/platform';
import type { IdentityConfig, SocialProvider, SocialProviderConfig } from '../config/env';
import { IDENTITY_CONFIG } from '../core/identity-config.token';
import { requestLanguage } from '../core/language';
import { isValidEmail } from '@cf/contracts';
import type { ClientInfo } from '../core/sessions/sessions.service';
import { AccountsService } from '../core/users/accounts.service';
import { User } from '../core/users/entities/user.entity';
import { UsersRepository } from '../core/users/users.repository';
import type { EndpointParsedBody, socialLoginEndpoint } from '@cf/contracts';

type SocialLoginDto = EndpointParsedBody<typeof socialLoginEndpoint>;
import type { LoginAnswer } from '@cf/contracts';
import { LoginService } from './login.service';
import { SocialIdentitiesRepository } from './social-identities.repository';

interface VerifiedIdentity {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
  picture: string | null;
}

const LABELS: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook', linkedin: 'LinkedIn' };

/** Names from an ID token, kept to what a name field accepts (letters only, 20 characters). */
function cleanName(value: unknown, fallback: string): string {
  const text =
    typeof value === 'string'
      ? value
          .normalize('NFKD')
          .replace(/[^A-Za-z' -]/g, '')
          .replace(/\s+/g, ' ')
          .trim()
      : '';
  const cut = text.slice(0, 20).replace(/[ '-]+$/, '');
  return /^[A-Za-z]/.test(cut) ? cut : fallback;
}

/**
 * Sign-in with Google, Facebook or LinkedIn: the client sends the provider's OpenID Connect ID token,
 * verified here against the provider's published keys (JWKS), issuer and our client id (audience).
 */
@Injectable()
export class SocialLoginService {
  private readonly keySets = new Map<SocialProvider, ReturnType<typeof createRemoteJWKSet>>();

  constructor(
    private readonly tx: Transactions,
    private readonly socialIdentities: SocialIdentitiesRepository,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly outbox: OutboxService,
    private readonly users: UsersRepository,
    private readonly accounts: AccountsService,
    private readonly login: LoginService,
    private readonly clock: Clock,
  ) {}

  private providerConfig(provider: SocialProvider): SocialProviderConfig {
    const settings = this.config.social[provider];
    if (!settings) throw new AppError('identity.socialNotEnabled', 400, { provider: LABELS[provider] });
    return settings;
  }

  private keySet(provider: SocialProvider, settings: SocialProviderConfig): ReturnType<typeof createRemoteJWKSet> {
    let keys = this.keySets.get(provider);
    if (!keys) {
      keys = createRemoteJWKSet(new URL(settings.jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 });
      this.keySets.set(provider, keys);
    }
    return keys;
  }

  async verify(provider: SocialProvider, idToken: string): Promise<VerifiedIdentity> {
    const settings = this.providerConfig(provider);
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, this.keySet(provider, settings), {
        issuer: settings.issuer,
        audience: settings.clientId,
        algorithms: ['RS256', 'ES256'],
        currentDate: this.clock.now(),
        clockTolerance: 60,
      }));
    } catch {
      throw new AppError('identity.socialTokenInvalid', 401, { provider: LABELS[provider] });
    }
    const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
    // An address the provider says is unverified could belong to someone else: never link it.
    const verified = payload.email_verified !== false && payload.email_verified !== 'false';
    if (!payload.sub || !isValidEmail(email) || !verified)
      throw new AppError('identity.socialEmailMissing', 400, { provider: LABELS[provider] });
    const [givenFromName, ...rest] = typeof payload.name === 'string' ? payload.name.split(' ') : [];
    return {
      subject: payload.sub,
      email,
      firstName: cleanName(payload.given_name ?? givenFromName, 'Member'),
      lastName: cleanName(payload.family_name ?? rest.join(' '), 'Member'),
      picture: typeof payload.picture === 'string' && payload.picture.length <= 500 ? payload.picture : null,
    };
  }

  /** Finds the linked account, links one with the same verified e-mail, or creates an active one. */
  async signIn(dto: SocialLoginDto, client: ClientInfo): Promise<LoginAnswer> {
    const identity = await this.verify(dto.provider, dto.idToken);
    let user: User;
    try {
      user = await this.tx.run(() => this.findOrCreate(dto, identity));
    } catch (error) {
      // The same first sign-in twice at once: the other request made the account; use it.
      if (!isUniqueViolation(error)) throw error;
      user = await this.tx.run(() => this.findOrCreate(dto, identity));
    }
    return this.login.afterFirstFactor(user, 'social', client);
  }

  private async findOrCreate(dto: SocialLoginDto, identity: VerifiedIdentity): Promise<User> {
    const now = this.clock.nowIso();
    const link = await this.socialIdentities.find(dto.provider, identity.subject);
    let user = link ? await this.users.findById(link.userId) : await this.users.findByEmail(identity.email);
    const language = requestLanguage();
    if (!user) {
      user = await this.accounts.create({
        email: identity.email,
        firstName: identity.firstName,
        lastName: identity.lastName,
        passwordHash: null,
        language,
        userType: dto.userType,
        activated: true,
        photo: identity.picture,
      });
      await this.outbox.append(UserRegisteredV1, user.id, {
        userId: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        language,
        userType: user.userType,
        method: 'social',
      });
      await this.outbox.append(AccountActivatedV1, user.id, { userId: user.id, email: user.email });
    } else if (user.activatedAt === null && user.disabledAt === null) {
      // The provider vouches for the address: that is what the activation link would have proven.
      await this.users.update(user.id, { activatedAt: now, updatedAt: now });
      user.activatedAt = now;
      await this.outbox.append(AccountActivatedV1, user.id, { userId: user.id, email: user.email });
    }
    if (!link)
      await this.socialIdentities.insert({
        id: newId(),
        provider: dto.provider,
        subject: identity.subject,
        userId: user.id,
        email: identity.email,
        createdAt: now,
      });
    return user;
  }
}
