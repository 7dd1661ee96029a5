import { HttpStatus, Injectable } from '@nestjs/common';
import type { createInvestorProfileEndpoint, EndpointParsedBody, InvestorProfileView } from '@cf/contracts';
import { AppError, Clock, newId, Transactions, type AuthenticatedUser } from '@cf/platform';
import { VerificationViews } from '../core/verification-views';
import { VerificationSteps } from '../core/verification-steps';
import { InvestorProfilesRepository } from '../core/investor-profiles.repository';

type ProfileBody = EndpointParsedBody<typeof createInvestorProfileEndpoint>;

/** Step 1 of the wizard (A3.8): the investor profile. A5.12: a non-beneficial owner cannot register. */
@Injectable()
export class InvestorProfileService {
  constructor(
    private readonly profiles: InvestorProfilesRepository,
    private readonly steps: VerificationSteps,
    private readonly views: VerificationViews,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
  ) {}

  async mine(user: AuthenticatedUser): Promise<InvestorProfileView | null> {
    const row = await this.profiles.findByUser(user.id);
    return row ? this.views.profileView(row) : null;
  }

  async create(user: AuthenticatedUser, body: ProfileBody): Promise<InvestorProfileView> {
    this.gate(body);
    const now = this.clock.nowIso();
    const row = { id: newId(), userId: user.id, details: JSON.stringify(body), createdAt: now, updatedAt: now };
    await this.transactions.run(async () => {
      await this.steps.apply(user.id, {});
      if (!(await this.profiles.insert(row))) throw AppError.conflict('verification.profileExists');
    });
    return this.views.profileView(row);
  }

  async update(user: AuthenticatedUser, id: string, body: ProfileBody): Promise<InvestorProfileView> {
    this.gate(body);
    await this.transactions.run(async () => {
      await this.steps.apply(user.id, {});
      if (!(await this.profiles.update(id, user.id, JSON.stringify(body), this.clock.nowIso()))) throw AppError.notFound('verification.profileNotFound');
    });
    return (await this.mine(user))!;
  }

  private gate(body: ProfileBody): void {
    if (body.beneficialOwner === 'no') throw new AppError('verification.notBeneficialOwner', HttpStatus.UNPROCESSABLE_ENTITY);
  }
}
