import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import type { ContractState } from '@cf/contracts';
import { Transactions } from '@cf/platform';
import { InvestmentRow } from '../core/entities/investment.entity';
import { ContractSignatureRow } from './entities/contract-signature.entity';

/** Investments whose contract can still be signed: the money is on its way or in (not given back). */
const SIGNABLE_INVESTMENTS = ['reserved', 'processing', 'committed', 'confirmed'];
/** A new signature replaces one waiting for its code or one an administrator rejected. */
const SIGNABLE_CONTRACTS: ContractState[] = ['unsigned', 'awaiting-code', 'rejected'];

/**
 * SQL of investments_contract_signatures and of the contract columns of investments_investments.
 * Every move of a contract is one conditional UPDATE of the investment's row (from the states it
 * may leave, naming the signature in force), so two tabs, a retry, or "confirm" racing "sign
 * again" cannot confirm two signatures, and nothing moves a confirmed one but a review.
 */
@Injectable()
export class ContractSignaturesRepository {
  constructor(private readonly transactions: Transactions) {}

  private get manager(): EntityManager {
    return this.transactions.manager;
  }

  findById(id: string): Promise<ContractSignatureRow | null> {
    return this.manager.findOneBy(ContractSignatureRow, { id });
  }

  async byIds(ids: string[]): Promise<Map<string, ContractSignatureRow>> {
    if (ids.length === 0) return new Map();
    const rows = await this.manager.findBy(ContractSignatureRow, { id: In(ids) });
    return new Map(rows.map((r) => [r.id, r]));
  }

  async insert(row: ContractSignatureRow): Promise<void> {
    await this.manager.insert(ContractSignatureRow, row);
  }

  /** The investment now waits for this signature's code; false when it may not be signed (again). */
  async startSigning(investmentId: string, investorId: string, signatureId: string, now: string): Promise<boolean> {
    const result = await this.manager
      .createQueryBuilder()
      .update(InvestmentRow)
      .set({ contractState: 'awaiting-code', contractSignatureId: signatureId, updatedAt: now })
      .where('id = :investmentId AND investorId = :investorId AND state IN (:...investing) AND contractState IN (:...signable)', {
        investmentId,
        investorId,
        investing: SIGNABLE_INVESTMENTS,
        signable: SIGNABLE_CONTRACTS,
      })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  /** A new code, at most once per `spacingBefore` (the previous one dies); false when too soon or already confirmed. */
  async replaceCode(id: string, fields: Pick<ContractSignatureRow, 'codeHash' | 'codeSentAt' | 'codeExpiresAt'>, spacingBefore: string): Promise<boolean> {
    const result = await this.manager
      .createQueryBuilder()
      .update(ContractSignatureRow)
      .set({ ...fields, attempts: 0 })
      .where('id = :id AND confirmedAt IS NULL AND codeSentAt <= :spacingBefore', { id, spacingBefore })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  async countWrongAnswer(id: string): Promise<void> {
    await this.manager.createQueryBuilder().update(ContractSignatureRow).set({ attempts: () => 'attempts + 1' }).where('id = :id AND confirmedAt IS NULL', { id }).execute();
  }

  /** The right, unexpired code confirms the signature, once, whatever answers arrive together. */
  async confirm(id: string, codeHash: string, now: string, maxAttempts: number, fields: Pick<ContractSignatureRow, 'confirmedIp' | 'contractFile' | 'contractSha256'>): Promise<boolean> {
    const result = await this.manager
      .createQueryBuilder()
      .update(ContractSignatureRow)
      .set({ ...fields, confirmedAt: now })
      .where('id = :id AND confirmedAt IS NULL AND codeHash = :codeHash AND codeExpiresAt > :now AND attempts < :maxAttempts', { id, codeHash, now, maxAttempts })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  /** awaiting-code → under-review, for the signature in force only. */
  async signed(investmentId: string, signatureId: string, now: string): Promise<boolean> {
    return this.moveContract(investmentId, signatureId, ['awaiting-code'], { contractState: 'under-review', contractSignedAt: now, updatedAt: now });
  }

  /** awaiting-code → unsigned (the investor withdrew a signature whose code was not confirmed). */
  async withdraw(investmentId: string, signatureId: string, now: string): Promise<boolean> {
    return this.moveContract(investmentId, signatureId, ['awaiting-code'], { contractState: 'unsigned', contractSignatureId: null, updatedAt: now });
  }

  /** under-review → accepted or rejected (while the investment lasts), and the signature row records who decided and why. */
  async decide(investmentId: string, signatureId: string, decision: 'accepted' | 'rejected', reason: string | null, adminId: string, now: string): Promise<boolean> {
    if (!(await this.moveContract(investmentId, signatureId, ['under-review'], { contractState: decision, updatedAt: now }, true))) return false;
    await this.manager.update(ContractSignatureRow, { id: signatureId }, { decision, rejectReason: reason, reviewedBy: adminId, reviewedAt: now });
    return true;
  }

  async removeUnconfirmed(id: string): Promise<void> {
    await this.manager.createQueryBuilder().delete().from(ContractSignatureRow).where('id = :id AND confirmedAt IS NULL', { id }).execute();
  }

  /**
   * The review queue: contracts in `state`, oldest signature first. A contract waiting for review
   * leaves the queue when its investment ends (cancelled, refunded, expired): nothing to decide.
   */
  async queue(state: ContractState, limit: number): Promise<{ rows: InvestmentRow[]; total: number }> {
    const where = state === 'under-review' ? { contractState: state, state: In(SIGNABLE_INVESTMENTS) } : { contractState: state };
    const [rows, total] = await this.manager.findAndCount(InvestmentRow, { where, order: { contractSignedAt: state === 'under-review' ? 'ASC' : 'DESC', id: 'ASC' }, take: limit });
    return { rows, total };
  }

  /** The investor's rejected contracts (the re-sign list), newest first. */
  async rejectedOf(investorId: string, limit: number): Promise<{ rows: InvestmentRow[]; total: number }> {
    const [rows, total] = await this.manager.findAndCount(InvestmentRow, {
      where: { investorId, contractState: 'rejected', state: In(SIGNABLE_INVESTMENTS) },
      order: { updatedAt: 'DESC', id: 'ASC' },
      take: limit,
    });
    return { rows, total };
  }

  private async moveContract(investmentId: string, signatureId: string, from: ContractState[], set: Partial<InvestmentRow>, investing = false): Promise<boolean> {
    const result = await this.manager
      .createQueryBuilder()
      .update(InvestmentRow)
      .set(set)
      .where(`id = :investmentId AND contractSignatureId = :signatureId AND contractState IN (:...from)${investing ? ' AND state IN (:...investing)' : ''}`, {
        investmentId,
        signatureId,
        from,
        investing: SIGNABLE_INVESTMENTS,
      })
      .execute();
    return (result.affected ?? 0) === 1;
  }
}
