import { HttpStatus, Injectable } from '@nestjs/common';
import { AccreditationReviewedV1, accreditedBasis, isAdultOn, isCalendarDay, marketDay, type AccreditationStatus, type AdminInvestorAccountView, type InvestorAccountInput, type InvestorAccountView, type ListPage } from '@cf/contracts';
import { AppError, clampLimit, Clock, listPage, OutboxService, Transactions, ValidationFailedError, type AuthenticatedUser } from '@cf/platform';
import { SealedFileStore } from '../core/sealed-file-store';
import type { InvestorAccountRow } from './entities/investor-account.entity';
import { InvestorAccountsRepository } from './investor-accounts.repository';

const SSN_PURPOSE = 'verification-ssn';
const BIRTH_PURPOSE = 'verification-date-of-birth';

/**
 * A3.10, A5.6, A5.13: the US-style accredited investor account. The SSN and the date of birth are sealed at
 * rest with the service's keyring; the SSN leaves only as its last four digits.
 */
@Injectable()
export class InvestorAccountService {
  constructor(
    private readonly accounts: InvestorAccountsRepository,
    private readonly files: SealedFileStore,
    private readonly clock: Clock,
    private readonly transactions: Transactions,
    private readonly outbox: OutboxService,
  ) {}

  async mine(user: AuthenticatedUser): Promise<InvestorAccountView | null> {
    const row = await this.accounts.findByUser(user.id);
    return row ? this.view(row) : null;
  }

  async save(user: AuthenticatedUser, body: InvestorAccountInput): Promise<InvestorAccountView> {
    if (!isCalendarDay(body.dateOfBirth)) throw ValidationFailedError.single('dateOfBirth', 'verification.dateOfBirthInvalid');
    // Adult on today's date in Muscat (a birthday begins at midnight there, not at midnight UTC).
    if (!isAdultOn(body.dateOfBirth, marketDay(this.clock.now()))) throw ValidationFailedError.single('dateOfBirth', 'verification.notAnAdult');
    // A5.13: the declaration is only true of someone whose figures pass the accredited test.
    if (!accreditedBasis(body)) throw new AppError('verification.notAccredited', HttpStatus.UNPROCESSABLE_ENTITY);
    const ssn = body.ssn.replace(/-/g, '');
    const { ssn: _ssn, dateOfBirth, accreditedDeclaration: _declared, ...details } = body;
    const spouse = body.spouseIncomeIncluded === 'yes' ? { spouseFirstName: body.spouseFirstName?.trim(), spouseLastName: body.spouseLastName?.trim() } : { spouseFirstName: undefined, spouseLastName: undefined };
    const invested = body.investedLast12Months === 'yes' ? { amountInvestedLast12Months: body.amountInvestedLast12Months } : { amountInvestedLast12Months: undefined };
    const now = this.clock.nowIso();
    await this.accounts.upsert({
      userId: user.id,
      details: JSON.stringify({ ...details, ...spouse, ...invested }),
      ssnSealed: this.files.box.seal(ssn, SSN_PURPOSE),
      ssnLast4: ssn.slice(-4),
      dateOfBirthSealed: this.files.box.seal(dateOfBirth, BIRTH_PURPOSE),
      submittedAt: now,
      updatedAt: now,
      // A4.3: every save is reviewed again (what was approved may have changed).
      reviewStatus: 'under-review',
      reviewReason: null,
      reviewedAt: null,
      reviewedBy: null,
    });
    return this.view((await this.accounts.findByUser(user.id))!);
  }

  /** A6.5: the accounts with a review status, oldest first (10 more per load). */
  async adminList(status: AccreditationStatus | undefined, limit: string | undefined): Promise<ListPage<AdminInvestorAccountView>> {
    const { rows, total } = await this.accounts.withStatus(status ?? 'under-review', clampLimit(limit, 10, 200));
    return listPage(rows.map((row) => this.adminView(row)), total);
  }

  /**
   * A4.3, A6.5: approve, or decline with the reason the investor reads; once per save (a conditional
   * UPDATE from under review), announced in the same transaction.
   */
  async decide(admin: AuthenticatedUser, userId: string, body: { decision: 'approve' | 'decline'; reason?: string }): Promise<AdminInvestorAccountView> {
    const reason = body.reason?.trim() || null;
    if (body.decision === 'decline' && !reason) throw ValidationFailedError.single('reason', 'verification.declineReasonRequired');
    const row = await this.accounts.findByUser(userId);
    if (!row) throw AppError.notFound('verification.notFound');
    const to = body.decision === 'approve' ? 'approved' : 'declined';
    await this.transactions.run(async () => {
      if (!(await this.accounts.decide(userId, to, { reason: to === 'declined' ? reason : null, by: admin.id }, this.clock.nowIso()))) throw AppError.conflict('verification.accreditationNotUnderReview');
      await this.outbox.append(AccreditationReviewedV1, userId, { userId, status: to, reason: to === 'declined' ? reason : null, reviewedBy: admin.id });
    });
    return this.adminView((await this.accounts.findByUser(userId))!);
  }

  private adminView(row: InvestorAccountRow): AdminInvestorAccountView {
    const { dateOfBirth: _sealed, ...view } = this.view(row);
    return { userId: row.userId, ...view };
  }

  private view(row: InvestorAccountRow): InvestorAccountView {
    const details = JSON.parse(row.details) as Omit<InvestorAccountView, 'ssnMasked' | 'dateOfBirth' | 'accreditedDeclaration' | 'accreditedBasis' | 'submittedAt' | 'updatedAt' | 'reviewStatus' | 'reviewReason' | 'reviewedAt'>;
    return {
      ...details,
      accreditedBasis: accreditedBasis(details)!,
      dateOfBirth: this.files.box.open(row.dateOfBirthSealed, BIRTH_PURPOSE),
      ssnMasked: `•••-••-${row.ssnLast4}`,
      accreditedDeclaration: true,
      submittedAt: row.submittedAt,
      updatedAt: row.updatedAt,
      reviewStatus: row.reviewStatus,
      reviewReason: row.reviewReason,
      reviewedAt: row.reviewedAt,
    };
  }
}
