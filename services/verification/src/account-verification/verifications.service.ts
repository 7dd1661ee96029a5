import { HttpStatus, Injectable } from '@nestjs/common';
import { VerificationStatusChangedV1, type EndpointParsedBody, type Language, type MayInvestView, type saveDeclarationsEndpoint, type VerificationView } from '@cf/contracts';
import { AppError, Clock, newId, OutboxService, translate, Transactions, type AuthenticatedUser } from '@cf/platform';
import { warningsFor } from '../core/jurisdiction/domain/jurisdiction-pack';
import { addWorkingDays } from '../core/working-days';
import { JurisdictionService } from '../core/jurisdiction/jurisdiction.service';
import { SuitabilityAttemptsRepository } from '../core/suitability-attempts.repository';
import { VerificationSteps } from '../core/verification-steps';
import { VerificationViews } from '../core/verification-views';
import { VerificationsRepository } from '../core/verifications.repository';

const UNPROCESSABLE = HttpStatus.UNPROCESSABLE_ENTITY;

/**
 * The investor's side of account verification (A4.4): declarations with their gates, submission
 * for review, and the answers other services and screens ask for (class, limits, may invest).
 */
@Injectable()
export class VerificationsService {
  constructor(
    private readonly verifications: VerificationsRepository,
    private readonly attempts: SuitabilityAttemptsRepository,
    private readonly views: VerificationViews,
    private readonly steps: VerificationSteps,
    private readonly jurisdiction: JurisdictionService,
    private readonly transactions: Transactions,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
  ) {}

  mine(user: AuthenticatedUser, language: Language): Promise<VerificationView> {
    return this.views.forUser(user.id, language);
  }

  /** A3.9, A5.12: FATCA subjects are refused; US persons and PEPs are flagged for enhanced review. */
  async saveDeclarations(user: AuthenticatedUser, body: EndpointParsedBody<typeof saveDeclarationsEndpoint>, language: Language): Promise<VerificationView> {
    if (body.fatcaSubject === 'yes') throw new AppError('verification.fatcaRefused', UNPROCESSABLE);
    const institutionType = body.institutionType && body.institutionType !== 'none' ? body.institutionType : null;
    const proposed = this.jurisdiction.classify({ netAssets: body.netAssets, annualIncome: body.annualIncome, jointIncome: body.jointIncome ?? null, institutionType });
    await this.transactions.run(() =>
      this.steps.apply(user.id, {
        usPerson: body.usPerson,
        politicallyExposed: body.politicallyExposed,
        netAssets: body.netAssets,
        annualIncome: body.annualIncome,
        jointIncome: body.jointIncome ?? null,
        sourceOfWealth: body.sourceOfWealth,
        institutionType,
        enhancedReview: body.usPerson === 'yes' || body.politicallyExposed === 'yes',
        proposedClass: proposed.id,
        declaredAt: this.clock.nowIso(),
      }),
    );
    return this.views.forUser(user.id, language);
  }

  /** A4.4: personal details, declarations, a passed suitability test, the document and the confirmed signature → UNDER-REVIEW. */
  async complete(user: AuthenticatedUser, language: Language): Promise<VerificationView> {
    // The view already says which steps are done: one read of each table, the rules in step order.
    const row = await this.verifications.findByUser(user.id);
    const { steps } = await this.views.build(row, user.id, language);
    if (!steps.personalDetails) throw new AppError('verification.profileRequired', UNPROCESSABLE);
    if (!row || !steps.declarations) throw new AppError('verification.declarationsRequired', UNPROCESSABLE);
    if (!steps.suitability) throw new AppError('verification.suitabilityRequired', UNPROCESSABLE);
    if (!steps.identityDocument) throw new AppError('verification.documentsRequired', UNPROCESSABLE);
    if (!steps.consent) throw new AppError('verification.consentRequired', UNPROCESSABLE);
    const now = this.clock.nowIso();
    await this.transactions.run(async () => {
      if (!(await this.verifications.submit(row.id, now))) throw AppError.conflict('verification.notSubmittable');
      await this.verifications.insertDecision({ id: newId(), verificationId: row.id, decision: 'submitted', actorId: user.id, reason: null, investorClass: row.proposedClass, at: now });
      await this.outbox.append(VerificationStatusChangedV1, row.id, this.steps.statusEvent(row, 'UNDER-REVIEW', { investorClass: null, reason: null, decidedBy: null }));
    });
    return this.views.forUser(user.id, language);
  }

  /** A7.6: a manual identity check (no live photo); due within three working days of the first request. */
  async applyManualKyc(user: AuthenticatedUser, language: Language): Promise<VerificationView> {
    const now = this.clock.now();
    await this.transactions.run(async () => {
      await this.steps.apply(user.id, {});
      await this.verifications.requestManualKyc(user.id, now.toISOString(), addWorkingDays(now, 3));
    });
    return this.views.forUser(user.id, language);
  }

  async limits(user: AuthenticatedUser, language: Language) {
    const view = await this.views.forUser(user.id, language);
    return { jurisdiction: view.jurisdiction, currency: this.jurisdiction.pack.currency, investorClass: view.investorClass, proposedClass: view.proposedClass };
  }

  /**
   * A6.4: may this investor invest `amount` now? Verification accepted, suitability passed, within the
   * class's limit per investment and for any 12 months. What was already invested is counted by the
   * investments service in the same conditional write that reserves the amount.
   */
  async mayInvest(user: AuthenticatedUser, amount: number, language: Language): Promise<MayInvestView> {
    const [row, attempt] = await Promise.all([this.verifications.findByUser(user.id), this.attempts.latest(user.id)]);
    const reasons: MayInvestView['reasons'] = [];
    const reason = (code: string, key: string, params?: Record<string, unknown>) => reasons.push({ code, message: translate(key, language, params) });
    if (row?.status !== 'ACCEPTED') reason('not-verified', 'verification.mayInvest.notVerified');
    if (!attempt?.passed) reason('suitability-not-passed', 'verification.mayInvest.suitabilityNotPassed');
    const investorClass = row?.status === 'ACCEPTED' ? this.jurisdiction.classById(row.investorClass) : undefined;
    const limits = investorClass?.limits;
    if (limits?.perTransaction != null && amount > limits.perTransaction)
      reason('above-transaction-limit', 'verification.mayInvest.aboveTransactionLimit', { limit: this.jurisdiction.formatAmount(limits.perTransaction, language) });
    if (limits?.rolling12Months != null && amount > limits.rolling12Months)
      reason('above-rolling-12-months', 'verification.mayInvest.aboveRolling12Months', { limit: this.jurisdiction.formatAmount(limits.rolling12Months, language) });
    const warnings = investorClass
      ? warningsFor(this.jurisdiction.pack, investorClass.id, amount, row?.netAssets ?? 0).map((w) => ({ code: w.code, message: w.message[language] }))
      : [];
    return { allowed: reasons.length === 0, reasons, warnings };
  }
}
