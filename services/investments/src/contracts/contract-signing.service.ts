import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  CONTRACT_SIGNATURE_LIMITS,
  ContractCodeIssuedV1,
  ContractSignedV1,
  type ContractSignatureView,
  type Language,
  type ListPage,
  type ReSignContractView,
  type SignContractInput,
} from '@cf/contracts';
import {
  AppError,
  clampLimit,
  Clock,
  listPage,
  maskPhone,
  newId,
  OutboxService,
  SecretBox,
  signatureImageRules,
  TextedSignatureFlow,
  Transactions,
  type AuthenticatedUser,
} from '@cf/platform';
import type { InvestmentsConfig } from '../config/env';
import type { InvestmentRow } from '../core/entities/investment.entity';
import { InvestingService } from '../investing/investing.service';
import { InvestorsRepository } from '../core/investors.repository';
import { INVESTMENTS_CONFIG } from '../investments.tokens';
import { ContractFiles } from './contract-files';
import { ContractSignaturesRepository } from './contract-signatures.repository';
import { ContractsService } from './contracts.service';
import { reviewDueBy } from './domain/review-due';
import type { ContractSignatureRow } from './entities/contract-signature.entity';

const SIGNATURE_IMAGE_RULES = signatureImageRules({
  invalidKey: 'investments.signatureImageInvalid',
  tooLargeKey: 'investments.signatureImageTooLarge',
  tooSmallKey: 'investments.signatureImageTooSmall',
});

/**
 * Signing an investment's contract (C4.14, C5.12; docs/adr/0019): a new signature row per attempt,
 * a code texted to the investor's verified number (sealed on the bus, only its hash kept), and on
 * confirmation the signed PDF written once, sealed at rest, its SHA-256 published; from then on
 * the signature cannot change, only an administrator's rejection opens a new one.
 */
@Injectable()
export class ContractSigningService {
  private readonly delivery: SecretBox;
  private readonly signing: TextedSignatureFlow;

  constructor(
    private readonly signatures: ContractSignaturesRepository,
    private readonly investing: InvestingService,
    private readonly investors: InvestorsRepository,
    private readonly contracts: ContractsService,
    private readonly files: ContractFiles,
    private readonly transactions: Transactions,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
    @Inject(INVESTMENTS_CONFIG) config: InvestmentsConfig,
  ) {
    this.delivery = SecretBox.fromKeyring(config.deliveryKeyring);
    this.signing = new TextedSignatureFlow({
      files,
      clock,
      limits: CONTRACT_SIGNATURE_LIMITS,
      imageRules: SIGNATURE_IMAGE_RULES,
      messages: {
        signatureRequired: 'investments.signatureRequired',
        codeResendTooSoon: 'investments.codeResendTooSoon',
        codeTooManyAttempts: 'investments.codeTooManyAttempts',
        codeExpired: 'investments.codeExpired',
        codeInvalid: 'investments.codeInvalid',
      },
    });
  }

  async mine(user: AuthenticatedUser, investmentId: string): Promise<ContractSignatureView> {
    const investment = await this.investing.requireOwn(user, investmentId);
    const signature = investment.contractSignatureId ? await this.signatures.findById(investment.contractSignatureId) : null;
    return this.view(investment, signature);
  }

  view(investment: InvestmentRow, signature: ContractSignatureRow | null): ContractSignatureView {
    const waiting = signature && !signature.confirmedAt ? signature : null;
    return {
      investmentId: investment.id,
      state: investment.contractState,
      kind: signature?.kind ?? null,
      typedText: signature?.typedText ?? null,
      phoneMasked: signature ? maskPhone(signature.phone) : null,
      codeExpiresAt: waiting?.codeExpiresAt ?? null,
      resendAt: waiting ? new Date(Date.parse(waiting.codeSentAt) + CONTRACT_SIGNATURE_LIMITS.resendSeconds * 1000).toISOString() : null,
      signedAt: signature?.confirmedAt ?? null,
      contractSha256: signature?.contractSha256 ?? null,
      reviewDueBy:
        investment.contractState === 'under-review' && signature?.confirmedAt
          ? reviewDueBy(signature.confirmedAt, CONTRACT_SIGNATURE_LIMITS.reviewWorkingHours)
          : null,
      rejectReason: investment.contractState === 'rejected' ? (signature?.rejectReason ?? null) : null,
    };
  }

  /** C7.8 contract signing: a new signature (first time, while a code waits, or after a rejection) and a code texted for it. */
  async sign(user: AuthenticatedUser, investmentId: string, body: SignContractInput, language: Language): Promise<ContractSignatureView> {
    const investment = await this.investing.requireOwn(user, investmentId);
    if (investment.contractState === 'under-review' || investment.contractState === 'accepted')
      throw AppError.conflict('investments.signatureImmutable');
    const phone = (await this.investors.find(user.id))?.verifiedPhone;
    if (!phone) throw new AppError('investments.noVerifiedPhone', HttpStatus.UNPROCESSABLE_ENTITY);
    const id = newId();
    await this.signing.start(body, id, (signature, { code, ...codeFields }) =>
      this.transactions.run(async () => {
        if (!(await this.signatures.startSigning(investment.id, investment.investorId, id, codeFields.codeSentAt)))
          throw AppError.conflict('investments.contractNotSignable');
        await this.signatures.insert({
          id,
          investmentId: investment.id,
          // The investor (the child, for a child's investment); the code goes to the signer's verified phone.
          investorId: investment.investorId,
          ...signature,
          phone,
          language,
          ...codeFields,
          attempts: 0,
          confirmedAt: null,
          confirmedIp: null,
          contractFile: null,
          contractSha256: null,
          reviewedBy: null,
          reviewedAt: null,
          decision: null,
          rejectReason: null,
          createdAt: codeFields.codeSentAt,
        });
        await this.announceCode(investment, id, phone, code, codeFields.codeExpiresAt, language);
      }),
    );
    return this.mine(user, investmentId);
  }

  /** A new code for the signature waiting for one, at most every 30 s (the old one dies). */
  async resend(user: AuthenticatedUser, investmentId: string, language: Language): Promise<ContractSignatureView> {
    const { investment, signature } = await this.waiting(user, investmentId);
    await this.signing.resend(signature, ({ code, ...codeFields }, notBefore) =>
      this.transactions.run(async () => {
        if (!(await this.signatures.replaceCode(signature.id, codeFields, notBefore))) return false;
        await this.announceCode(investment, signature.id, signature.phone, code, codeFields.codeExpiresAt, language);
        return true;
      }),
    );
    return this.mine(user, investmentId);
  }

  /** C7.8 create-pdf: the texted code confirms the signature ("Time expired" once past); the signed PDF is written once. */
  async confirm(user: AuthenticatedUser, investmentId: string, code: string, ip: string | null): Promise<ContractSignatureView> {
    const { investment, signature } = await this.waiting(user, investmentId);
    await this.signing.confirm(signature, code, {
      countWrong: () => this.signatures.countWrongAnswer(signature.id),
      render: (signed, signedAt) => this.contracts.signedPdf(user, investment, signature.language, { signature: signed, signedAt, phoneMasked: maskPhone(signature.phone), ip }),
      commit: ({ key: contractFile, sha256 }, now, hash) =>
        this.transactions.run(async () => {
          const confirmed = await this.signatures.confirm(signature.id, hash, now, CONTRACT_SIGNATURE_LIMITS.codeMaxAttempts, {
            confirmedIp: ip,
            contractFile,
            contractSha256: sha256,
          });
          if (!confirmed || !(await this.signatures.signed(investment.id, signature.id, now)))
            throw AppError.conflict('investments.noCodeWaiting');
          await this.outbox.append(ContractSignedV1, investment.id, {
            investmentId: investment.id,
            investorId: user.id,
            campaignId: investment.campaignId,
            signatureId: signature.id,
            signatureKind: signature.kind,
            contractSha256: sha256,
            language: signature.language,
            signedAt: now,
            ip,
          });
        }),
    });
    return this.mine(user, investmentId);
  }

  /** C7.8 delete-pdf: withdraw a signature whose code was not confirmed (a confirmed one cannot be deleted). */
  async withdraw(user: AuthenticatedUser, investmentId: string): Promise<ContractSignatureView> {
    const { investment, signature } = await this.waiting(user, investmentId);
    await this.transactions.run(async () => {
      if (!(await this.signatures.withdraw(investment.id, signature.id, this.clock.nowIso())))
        throw AppError.conflict('investments.noCodeWaiting');
      await this.signatures.removeUnconfirmed(signature.id);
    });
    if (signature.signatureFile) await this.files.remove(signature.signatureFile);
    return this.mine(user, investmentId);
  }

  /** C7.8 get-investor-contract: the signed PDF as written, never regenerated (its hash is in the audit stream). */
  async signedContract(user: AuthenticatedUser, investmentId: string): Promise<{ pdf: Buffer; referenceId: string }> {
    const investment = await this.investing.requireOwn(user, investmentId);
    return { pdf: await this.signedFileOf(investment), referenceId: investment.referenceId };
  }

  async signedFileOf(investment: InvestmentRow): Promise<Buffer> {
    const signature = investment.contractSignatureId ? await this.signatures.findById(investment.contractSignatureId) : null;
    if (!signature?.contractFile) throw AppError.notFound('investments.contractNotSigned');
    return this.files.read(signature.contractFile);
  }

  /** C7.9 get-re-sign-contract-list: contracts an administrator rejected, with the reason. */
  async reSignList(user: AuthenticatedUser, limit: unknown): Promise<ListPage<ReSignContractView>> {
    const { rows, total } = await this.signatures.rejectedOf(user.id, clampLimit(limit, 10, 100));
    const signatures = await this.signatures.byIds(rows.map((r) => r.contractSignatureId).filter((id): id is string => Boolean(id)));
    return listPage(
      rows.map((r) => {
        const signature = r.contractSignatureId ? signatures.get(r.contractSignatureId) : undefined;
        return {
          investmentId: r.id,
          referenceId: r.referenceId,
          campaignId: r.campaignId,
          campaignName: r.campaignName,
          currency: r.currency,
          amount: r.amount,
          rejectReason: signature?.rejectReason ?? null,
          rejectedAt: signature?.reviewedAt ?? null,
        };
      }),
      total,
    );
  }

  private async waiting(
    user: AuthenticatedUser,
    investmentId: string,
  ): Promise<{ investment: InvestmentRow; signature: ContractSignatureRow }> {
    const investment = await this.investing.requireOwn(user, investmentId);
    const signature =
      investment.contractState === 'awaiting-code' && investment.contractSignatureId
        ? await this.signatures.findById(investment.contractSignatureId)
        : null;
    if (!signature)
      throw AppError.conflict(
        investment.contractState === 'under-review' || investment.contractState === 'accepted'
          ? 'investments.signatureImmutable'
          : 'investments.noCodeWaiting',
      );
    return { investment, signature };
  }

  private async announceCode(
    investment: InvestmentRow,
    signatureId: string,
    phone: string,
    code: string,
    expiresAt: string,
    language: Language,
  ): Promise<void> {
    await this.outbox.append(ContractCodeIssuedV1, investment.id, {
      investmentId: investment.id,
      investorId: investment.investorId,
      signatureId,
      phone,
      sealedCode: this.delivery.seal(code, ContractCodeIssuedV1.type),
      expiresAt,
      language,
    });
  }
}
