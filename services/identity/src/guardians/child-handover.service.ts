import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ChildAccountClaimedV1, ChildHandoverInvitedV1, UserRegisteredV1, type ChildHandoverView, type EndpointParsedBody, type claimChildAccountEndpoint, type EventData, type Language } from '@cf/contracts';
import { AppError, Clock, isUniqueViolation, OutboxService, Transactions } from '@cf/platform';
import type { IdentityConfig } from '../config/env';
import { LIMITS } from '../core/constants';
import { IDENTITY_CONFIG } from '../core/identity-config.token';
import { requestLanguage, say } from '../core/language';
import { LinkTokensService } from '../core/link-tokens.service';
import { PasswordHasher } from '../core/password-hasher';
import { PasswordPolicy } from '../core/password-policy';
import { DeliverySeal } from '../core/sealed-secrets';
import { AccountsService } from '../core/users/accounts.service';
import { UsersRepository } from '../core/users/users.repository';
import { RegistrationService } from '../registration/registration.service';
import type { ChildHandover } from './child-handover.entity';
import { ChildHandoversRepository } from './child-handovers.repository';

type ClaimInput = EndpointParsedBody<typeof claimChildAccountEndpoint>;
type CameOfAge = { childId: string; guardianId: string; child: { firstName: string; lastName: string; firstNameAr: string; lastNameAr: string }; childEmail: string | null };

const HANDOVER_ERRORS = { invalid: 'identity.handoverInvalid', used: 'identity.handoverUsed', expired: 'identity.handoverExpired' };

/**
 * ADR 0026: the hand-over of a child's account at 18. The child is invited by e-mail (the child's
 * own address, or the guardian's to pass on); the claim makes an identity account with the child's
 * id, so everything the guardian ran for the child is the person's own at once. Each step is one
 * transaction with its event; the invitation is claimed once (conditional UPDATE and single-use token).
 */
@Injectable()
export class ChildHandoverService {
  constructor(
    private readonly tx: Transactions,
    private readonly handovers: ChildHandoversRepository,
    private readonly users: UsersRepository,
    private readonly accounts: AccountsService,
    private readonly linkTokens: LinkTokensService,
    private readonly registration: RegistrationService,
    private readonly hasher: PasswordHasher,
    private readonly passwordPolicy: PasswordPolicy,
    private readonly seal: DeliverySeal,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /** verification.child-came-of-age: the invitation, once per child. */
  async invite(d: CameOfAge): Promise<void> {
    await this.tx.run(async () => {
      const recorded = await this.handovers.insert({
        childId: d.childId,
        guardianId: d.guardianId,
        childEmail: d.childEmail,
        firstName: d.child.firstName,
        lastName: d.child.lastName,
        firstNameAr: d.child.firstNameAr,
        lastNameAr: d.child.lastNameAr,
        invitedAt: this.clock.nowIso(),
        claimedAt: null,
      });
      if (!recorded) return;
      const guardian = await this.users.findById(d.guardianId);
      const to = d.childEmail ?? guardian?.email;
      // A guardian without an account here and no child's e-mail: nobody to write to; the guardian's support request resends it.
      if (!to) return;
      const language: Language = requestLanguage(guardian?.language);
      const { token, expiresAt } = await this.linkTokens.issue(d.childId, 'child-handover', LIMITS.childHandoverSeconds);
      const data: EventData<typeof ChildHandoverInvitedV1> = {
        childId: d.childId,
        guardianId: d.guardianId,
        email: to,
        toGuardian: d.childEmail === null,
        firstName: language === 'ar' ? d.child.firstNameAr : d.child.firstName,
        sealedLink: this.seal.seal(ChildHandoverInvitedV1, `${this.config.platform.publicUrl.replace(/\/$/, '')}/child-handover/${token}`),
        expiresAt,
        language,
      };
      await this.outbox.append(ChildHandoverInvitedV1, d.childId, data);
    });
  }

  /** The invitation behind a link, for the page to greet the person (nothing is used up). */
  async show(token: string): Promise<ChildHandoverView> {
    const { row, expiresAt } = await this.open(token);
    return { firstName: row.firstName, lastName: row.lastName, email: row.childEmail, expiresAt };
  }

  /** The claim: the account with the child's id, activated when the e-mail is the one the invitation reached. */
  async claim(dto: ClaimInput): Promise<{ id: string; email: string; activated: boolean; message: string }> {
    const email = dto.email.trim().toLowerCase();
    const { row: handover } = await this.open(dto.token);
    this.passwordPolicy.check(dto.password, [email, handover.firstName, handover.lastName]);
    const passwordHash = await this.hasher.hash(dto.password);
    const language = dto.language ?? requestLanguage();
    const activated = handover.childEmail !== null && handover.childEmail.toLowerCase() === email;
    try {
      await this.tx.run(async () => {
        const token = await this.linkTokens.consume('child-handover', dto.token, HANDOVER_ERRORS);
        const now = this.clock.nowIso();
        if (!(await this.handovers.claim(token.userId, now))) throw new AppError('identity.handoverUsed', HttpStatus.BAD_REQUEST);
        const user = await this.accounts.create({
          id: handover.childId,
          email,
          firstName: handover.firstName,
          lastName: handover.lastName,
          fullNameAr: `${handover.firstNameAr} ${handover.lastNameAr}`,
          passwordHash,
          language,
          activated,
        });
        await this.outbox.append(UserRegisteredV1, user.id, { userId: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, language, userType: user.userType, method: 'child-handover' });
        if (!activated) await this.registration.sendActivationLink(user);
        await this.outbox.append(ChildAccountClaimedV1, user.id, { childId: user.id, guardianId: handover.guardianId, claimedAt: now });
      });
    } catch (error) {
      // The e-mail already has an account (the person signed up on their own): the unique index says so.
      if (isUniqueViolation(error)) throw new AppError('identity.handoverEmailTaken', HttpStatus.CONFLICT);
      throw error;
    }
    return { id: handover.childId, email, activated, message: say(activated ? 'identity.handoverClaimed' : 'identity.handoverClaimedActivate') };
  }

  /** The unclaimed invitation a live token stands for. */
  private async open(token: string): Promise<{ row: ChildHandover; expiresAt: string }> {
    const link = await this.linkTokens.peek('child-handover', token, HANDOVER_ERRORS);
    const row = await this.handovers.find(link.userId);
    if (!row) throw new AppError(HANDOVER_ERRORS.invalid, HttpStatus.BAD_REQUEST);
    if (row.claimedAt !== null) throw new AppError(HANDOVER_ERRORS.used, HttpStatus.BAD_REQUEST);
    return { row, expiresAt: link.expiresAt };
  }
}
