import { Inject, Injectable } from '@nestjs/common';
import { AccountActivatedV1, ActivationLinkIssuedV1, SignupAttemptedForExistingAccountV1, UserRegisteredV1 } from '@cf/contracts';
import { Clock, isUniqueViolation, newId, OutboxService, Transactions } from '@cf/platform';
import { DeliverySeal } from '../core/sealed-secrets';
import type { IdentityConfig } from '../config/env';
import { LIMITS } from '../core/constants';
import { IDENTITY_CONFIG } from '../core/identity-config.token';
import { requestLanguage, say } from '../core/language';
import { LinkTokensService } from '../core/link-tokens.service';
import { PasswordHasher } from '../core/password-hasher';
import { PasswordPolicy } from '../core/password-policy';
import { AccountsService } from '../core/users/accounts.service';
import { User } from '../core/users/entities/user.entity';
import { UsersRepository } from '../core/users/users.repository';
import type { EndpointParsedBody, signupEndpoint } from '@cf/contracts';

type SignupDto = EndpointParsedBody<typeof signupEndpoint>;

const ACTIVATION_ERRORS = { invalid: 'identity.activationInvalid', used: 'identity.activationUsed', expired: 'identity.activationExpired' };

/** Sign-up, the activation link and its confirmation. */
@Injectable()
export class RegistrationService {
  constructor(
    private readonly tx: Transactions,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly outbox: OutboxService,
    private readonly accounts: AccountsService,
    private readonly users: UsersRepository,
    private readonly linkTokens: LinkTokensService,
    private readonly hasher: PasswordHasher,
    private readonly passwordPolicy: PasswordPolicy,
    private readonly seal: DeliverySeal,
    private readonly clock: Clock,
  ) {}

  private activationLink(userId: string, token: string, authType = 'signup'): string {
    return `${this.config.platform.publicUrl.replace(/\/$/, '')}/activate-account/${userId}/${token}/${authType}`;
  }

  /**
   * Creates an inactive account and e-mails its activation link (through notifications). An address
   * that already has an account gets the same answer (see `signupForExistingAccount`).
   */
  async signup(dto: SignupDto): Promise<{ id: string; email: string; message: string }> {
    this.passwordPolicy.check(dto.password, [dto.email, dto.firstName, dto.lastName]);
    const existing = await this.users.findByEmail(dto.email);
    if (existing) return this.signupForExistingAccount(existing, dto);
    const passwordHash = await this.hasher.hash(dto.password);
    const language = dto.language ?? requestLanguage();
    try {
      const user = await this.tx.run(async () => {
        const created = await this.accounts.create({
          email: dto.email,
          firstName: dto.firstName,
          lastName: dto.lastName,
          passwordHash,
          language,
          userType: dto.userType,
          phone: dto.phone ?? null,
          activated: false,
        });
        const { token } = await this.linkTokens.issue(created.id, 'activation', LIMITS.activationLinkSeconds);
        await this.outbox.append(UserRegisteredV1, created.id, {
          userId: created.id,
          email: created.email,
          firstName: created.firstName,
          lastName: created.lastName,
          language,
          userType: created.userType,
          method: 'email',
        });
        await this.outbox.append(ActivationLinkIssuedV1, created.id, {
          userId: created.id,
          email: created.email,
          firstName: created.firstName,
          sealedLink: this.seal.seal(ActivationLinkIssuedV1, this.activationLink(created.id, token)),
          language,
        });
        return created;
      });
      return { id: user.id, email: user.email, message: say('identity.signedUp') };
    } catch (error) {
      // Two sign-ups with the same address at once: the unique index decides, the other is told as above.
      const winner = isUniqueViolation(error) ? await this.users.findByEmail(dto.email) : null;
      if (winner) return this.signupForExistingAccount(winner, dto);
      throw error;
    }
  }

  /**
   * A sign-up with a registered address answers exactly as a new one (201, an id, "check your
   * e-mail"), so the form cannot be used to learn who has an account; the owner gets an e-mail
   * saying someone tried, with the way to sign in or reset the password. The password is hashed
   * anyway so that the time taken tells nothing either. Nothing about the account changes.
   */
  private async signupForExistingAccount(user: User, dto: SignupDto): Promise<{ id: string; email: string; message: string }> {
    await this.hasher.hash(dto.password);
    await this.tx.run(() =>
      this.outbox.append(SignupAttemptedForExistingAccountV1, user.id, {
        userId: user.id,
        email: user.email,
        firstName: user.firstName,
        language: requestLanguage(user.language),
      }),
    );
    return { id: newId(), email: dto.email, message: say('identity.signedUp') };
  }

  /** Confirms an activation token of this user; the account can sign in afterwards. */
  async activate(userId: string, token: string): Promise<{ id: string; email: string; activated: true; message: string }> {
    const user = await this.tx.run(async () => {
      await this.linkTokens.consume('activation', token, ACTIVATION_ERRORS, userId);
      const found = await this.users.getById(userId);
      if (found.activatedAt === null) {
        await this.users.update(userId, { activatedAt: this.clock.nowIso(), updatedAt: this.clock.nowIso() });
        await this.outbox.append(AccountActivatedV1, found.id, { userId: found.id, email: found.email });
      }
      return found;
    });
    return { id: user.id, email: user.email, activated: true, message: say('identity.accountActivated') };
  }

  /**
   * Sends a new link (the previous one stops working). Answers the same whether or not the address
   * belongs to an inactive account, so the form cannot be used to probe for accounts.
   */
  async resendActivation(email: string): Promise<{ message: string }> {
    const user = await this.users.findByEmail(email);
    if (user && user.activatedAt === null && user.disabledAt === null) await this.tx.run(() => this.sendActivationLink(user));
    return { message: say('identity.activationLinkSent') };
  }

  /** A new activation link for an inactive account (earlier ones stop working), e-mailed through notifications; in the caller's transaction. */
  async sendActivationLink(user: User): Promise<void> {
    const { token } = await this.linkTokens.issue(user.id, 'activation', LIMITS.activationLinkSeconds);
    await this.outbox.append(ActivationLinkIssuedV1, user.id, {
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      sealedLink: this.seal.seal(ActivationLinkIssuedV1, this.activationLink(user.id, token)),
      language: requestLanguage(user.language),
    });
  }
}
