import { HttpStatus, Injectable } from '@nestjs/common';
import { accreditedBasis, isAdultOn, isCalendarDay, marketDay, type InvestorAccountInput, type InvestorAccountView } from '@cf/contracts';
import { AppError, Clock, ValidationFailedError, type AuthenticatedUser } from '@cf/platform';
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
    });
    return this.view((await this.accounts.findByUser(user.id))!);
  }

  private view(row: InvestorAccountRow): InvestorAccountView {
    const details = JSON.parse(row.details) as Omit<InvestorAccountView, 'ssnMasked' | 'dateOfBirth' | 'accreditedDeclaration' | 'accreditedBasis' | 'submittedAt' | 'updatedAt'>;
    return {
      ...details,
      accreditedBasis: accreditedBasis(details)!,
      dateOfBirth: this.files.box.open(row.dateOfBirthSealed, BIRTH_PURPOSE),
      ssnMasked: `•••-••-${row.ssnLast4}`,
      accreditedDeclaration: true,
      submittedAt: row.submittedAt,
      updatedAt: row.updatedAt,
    };
  }
}
