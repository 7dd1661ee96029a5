import { Injectable } from '@nestjs/common';
import { BANK_ACCOUNTS_MAX, ibanElectronic, type EndpointParsedBody, type saveBankAccountEndpoint, type SavedBankAccountView } from '@cf/contracts';
import { AppError, Clock, isUniqueViolation, newId, Transactions, ValidationFailedError } from '@cf/platform';
import type { SavedBankAccountRow } from './saved-bank-account.entity';
import { SavedBankAccountsRepository } from './saved-bank-accounts.repository';

type SaveBankAccount = EndpointParsedBody<typeof saveBankAccountEndpoint>;

/** The details a withdrawal is sent to (wallet transaction's bankDetails). */
export interface BankDetails {
  bankName: string;
  accountHolderName: string;
  accountType: SavedBankAccountRow['accountType'];
  accountNumber: string;
  routingNumber: string;
  swiftCode: string | null;
  iban: string | null;
}

function view(row: SavedBankAccountRow): SavedBankAccountView {
  return {
    id: row.id,
    _id: row.id,
    bankName: row.bankName,
    accountHolderName: row.accountHolderName,
    accountType: row.accountType,
    accountNumberLast4: row.accountNumber.slice(-4),
    routingNumber: row.routingNumber,
    swiftCode: row.swiftCode,
    ibanLast4: row.iban ? row.iban.slice(-4) : null,
    country: row.country,
    isPrimary: row.isPrimary,
    createdAt: row.createdAt,
  };
}

/**
 * Saved withdrawal accounts (A3.11, A7.7): kept per person, at most BANK_ACCOUNTS_MAX (counted by
 * the database in the insert itself), one primary; a withdrawal reads one of them instead of the
 * details typed again.
 */
@Injectable()
export class SavedBankAccountsService {
  constructor(
    private readonly accounts: SavedBankAccountsRepository,
    private readonly unitOfWork: Transactions,
    private readonly clock: Clock,
  ) {}

  async list(userId: string): Promise<{ docs: SavedBankAccountView[]; totalCount: number }> {
    const rows = await this.accounts.ofUser(userId);
    return { docs: rows.map(view), totalCount: rows.length };
  }

  async save(userId: string, dto: SaveBankAccount): Promise<SavedBankAccountView> {
    if (dto.confirmAccountNumber !== dto.accountNumber) throw ValidationFailedError.single('confirmAccountNumber', 'wallet.accountNumbersMustMatch');
    return view(await this.unitOfWork.run(() => this.keep(userId, { ...normalised(dto), country: (dto.country ?? 'OM').toUpperCase(), isPrimary: dto.isPrimary === true })));
  }

  /**
   * Keeps `details` for `userId` in the caller's transaction (the first account is primary):
   * 409 when the same account is saved already, 422 past the limit.
   */
  async keep(userId: string, details: BankDetails & { country: string; isPrimary: boolean }): Promise<SavedBankAccountRow> {
    const row: SavedBankAccountRow = { id: newId(), userId, ...details, isPrimary: false, createdAt: this.clock.nowIso() };
    const primary = details.isPrimary || !(await this.accounts.hasPrimary(userId));
    let inserted: boolean;
    try {
      inserted = await this.accounts.insertWithin(row, BANK_ACCOUNTS_MAX);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('wallet.bankAccountExists', 409);
      throw error;
    }
    if (!inserted) throw new AppError('wallet.bankAccountsFull', 422);
    if (primary) await this.accounts.makePrimary(row.id, userId);
    return { ...row, isPrimary: primary };
  }

  async makePrimary(userId: string, id: string): Promise<SavedBankAccountView> {
    return this.unitOfWork.run(async () => {
      const row = await this.accounts.findOfUser(id, userId);
      if (!row) throw AppError.notFound('wallet.bankAccountNotFound');
      await this.accounts.makePrimary(id, userId);
      return view({ ...row, isPrimary: true });
    });
  }

  async remove(userId: string, id: string): Promise<{ id: string; deleted: boolean }> {
    if (!(await this.accounts.delete(id, userId))) throw AppError.notFound('wallet.bankAccountNotFound');
    return { id, deleted: true };
  }

  /** The details of one of the person's saved accounts, for a withdrawal (404 for anyone else's). */
  async detailsOf(userId: string, id: string): Promise<BankDetails> {
    const row = await this.accounts.findOfUser(id, userId);
    if (!row) throw AppError.notFound('wallet.bankAccountNotFound');
    return { bankName: row.bankName, accountHolderName: row.accountHolderName, accountType: row.accountType, accountNumber: row.accountNumber, routingNumber: row.routingNumber, swiftCode: row.swiftCode, iban: row.iban };
  }
}

/** Typed bank details as they are kept: trimmed, SWIFT upper-case, IBAN in electronic form. */
export function normalised(dto: { bankName: string; accountHolderName: string; accountType: BankDetails['accountType']; accountNumber: string; routingNumber: string; swiftCode?: string | null; iban?: string | null }): BankDetails {
  return {
    bankName: dto.bankName.trim(),
    accountHolderName: dto.accountHolderName.trim(),
    accountType: dto.accountType,
    accountNumber: dto.accountNumber,
    routingNumber: dto.routingNumber,
    swiftCode: dto.swiftCode ? dto.swiftCode.toUpperCase() : null,
    iban: dto.iban ? ibanElectronic(dto.iban) : null,
  };
}
