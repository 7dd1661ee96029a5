import { Injectable } from '@nestjs/common';
import { CONTRACT_SIGNATURE_LIMITS, ContractReviewedV1, type AdminContractView, type ContractState, type ListPage } from '@cf/contracts';
import { AppError, clampLimit, Clock, listPage, OutboxService, Transactions, type AuthenticatedUser } from '@cf/platform';
import type { InvestmentRow } from '../core/entities/investment.entity';
import { InvestmentsRepository } from '../core/investments.repository';
import { InvestorsRepository } from '../core/investors.repository';
import { ContractFiles } from './contract-files';
import { ContractSignaturesRepository } from './contract-signatures.repository';
import { ContractSigningService } from './contract-signing.service';
import { reviewDueBy } from './domain/review-due';
import type { ContractSignatureRow } from './entities/contract-signature.entity';

/**
 * C4.14, A6.5 the administrators' review of signed contracts: oldest first, the signature beside
 * the signed PDF, an answer due within 48 working hours; accepted, or rejected with a reason and the
 * investor notified to sign again (reSignInvestmentContracts).
 */
@Injectable()
export class ContractReviewService {
  constructor(
    private readonly signatures: ContractSignaturesRepository,
    private readonly investments: InvestmentsRepository,
    private readonly investors: InvestorsRepository,
    private readonly signing: ContractSigningService,
    private readonly files: ContractFiles,
    private readonly transactions: Transactions,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
  ) {}

  async queue(status: ContractState | undefined, limit: unknown): Promise<ListPage<AdminContractView>> {
    const { rows, total } = await this.signatures.queue(status ?? 'under-review', clampLimit(limit, 10, 50));
    return listPage(await this.views(rows), total);
  }

  async pdf(investmentId: string): Promise<{ pdf: Buffer; referenceId: string }> {
    const investment = await this.requireInvestment(investmentId);
    return { pdf: await this.signing.signedFileOf(investment), referenceId: investment.referenceId };
  }

  async review(admin: AuthenticatedUser, investmentId: string, decision: 'accept' | 'reject', reason: string | undefined): Promise<AdminContractView> {
    const investment = await this.requireInvestment(investmentId);
    const signatureId = investment.contractSignatureId;
    const outcome = decision === 'accept' ? 'accepted' : 'rejected';
    const why = outcome === 'rejected' ? (reason?.trim() ?? null) : null;
    await this.transactions.run(async () => {
      if (!signatureId || !(await this.signatures.decide(investment.id, signatureId, outcome, why, admin.id, this.clock.nowIso()))) throw AppError.conflict('investments.contractNotUnderReview');
      await this.outbox.append(ContractReviewedV1, investment.id, {
        investmentId: investment.id,
        investorId: investment.investorId,
        campaignId: investment.campaignId,
        campaignName: investment.campaignName,
        signatureId,
        decision: outcome,
        reason: why,
        reviewedBy: admin.id,
      });
    });
    const [view] = await this.views([(await this.investments.find(investment.id))!]);
    return view;
  }

  private async requireInvestment(investmentId: string): Promise<InvestmentRow> {
    const investment = await this.investments.find(investmentId);
    if (!investment) throw AppError.notFound('investments.notFound');
    return investment;
  }

  private async views(rows: InvestmentRow[]): Promise<AdminContractView[]> {
    const [signatures, investors] = await Promise.all([
      this.signatures.byIds(rows.map((r) => r.contractSignatureId).filter((id): id is string => Boolean(id))),
      this.investors.byIds(rows.map((r) => r.investorId)),
    ]);
    const now = this.clock.nowIso();
    return Promise.all(
      rows.map(async (r) => {
        const signature: ContractSignatureRow | undefined = r.contractSignatureId ? signatures.get(r.contractSignatureId) : undefined;
        const due = signature?.confirmedAt ? reviewDueBy(signature.confirmedAt, CONTRACT_SIGNATURE_LIMITS.reviewWorkingHours) : null;
        return {
          investmentId: r.id,
          referenceId: r.referenceId,
          investorId: r.investorId,
          investorName: investors.get(r.investorId)?.legalName ?? r.investorId,
          campaignId: r.campaignId,
          campaignName: r.campaignName,
          currency: r.currency,
          amount: r.amount,
          state: r.contractState,
          kind: signature?.kind ?? null,
          typedText: signature?.typedText ?? null,
          signatureImage: signature?.signatureFile ? `data:image/png;base64,${(await this.files.read(signature.signatureFile)).toString('base64')}` : null,
          signedAt: signature?.confirmedAt ?? null,
          reviewDueBy: due,
          overdue: r.contractState === 'under-review' && due !== null && due < now,
          contractSha256: signature?.contractSha256 ?? null,
          rejectReason: signature?.rejectReason ?? null,
          reviewedAt: signature?.reviewedAt ?? null,
        };
      }),
    );
  }
}
