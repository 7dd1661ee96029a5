import { Injectable } from '@nestjs/common';
import {
  VerificationStatusChangedV1,
  type AdminVerificationListItem,
  type AdminVerificationView,
  type decideVerificationEndpoint,
  type EndpointParsedBody,
  type Language,
  type ListPage,
  type VerificationStatus,
} from '@cf/contracts';
import { AppError, Clock, listPage, newId, OutboxService, Transactions, ValidationFailedError, type AuthenticatedUser } from '@cf/platform';
import { VerificationSteps } from '../core/verification-steps';
import { VerificationViews } from '../core/verification-views';
import { VerificationsRepository } from '../core/verifications.repository';
import { ConsentsRepository } from '../consent/consents.repository';
import { LegalNamesReader } from '../core/legal-names';
import { JurisdictionService } from '../core/jurisdiction/jurisdiction.service';

/**
 * The administrators' review (A1.1, A4.3): the queue, one verification with its history, and the
 * decision. Administrators read what an investor declared; nothing here lets them change it.
 */
@Injectable()
export class ReviewService {
  constructor(
    private readonly verifications: VerificationsRepository,
    private readonly views: VerificationViews,
    private readonly steps: VerificationSteps,
    private readonly jurisdiction: JurisdictionService,
    private readonly legalNames: LegalNamesReader,
    private readonly consents: ConsentsRepository,
    private readonly transactions: Transactions,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
  ) {}

  async list(status: VerificationStatus | undefined, limit: number, language: Language): Promise<ListPage<AdminVerificationListItem>> {
    const [rows, total] = await this.verifications.list(status, limit);
    return listPage(await this.views.forAdminList(rows, language), total);
  }

  async one(id: string, language: Language): Promise<AdminVerificationView> {
    const row = await this.verifications.findById(id);
    if (!row) throw AppError.notFound('verification.notFound');
    return this.views.forAdmin(row, language);
  }

  /** UNDER-REVIEW → ACCEPTED with a class no higher than the declared figures give, or DECLINED with a reason. */
  async decide(admin: AuthenticatedUser, id: string, body: EndpointParsedBody<typeof decideVerificationEndpoint>, language: Language): Promise<AdminVerificationView> {
    const row = await this.verifications.findById(id);
    if (!row) throw AppError.notFound('verification.notFound');
    const reason = body.reason?.trim() || null;
    let investorClass: string | null = null;
    if (body.decision === 'decline' && !reason) throw ValidationFailedError.single('reason', 'verification.declineReasonRequired');
    if (body.decision === 'accept') {
      const proposed = this.jurisdiction.classById(row.proposedClass);
      const chosen = body.investorClass ? this.jurisdiction.classById(body.investorClass) : proposed;
      if (!chosen || !proposed || chosen.rank > proposed.rank) throw ValidationFailedError.single('investorClass', 'verification.classInvalid');
      investorClass = chosen.id;
    }
    const to = body.decision === 'accept' ? 'ACCEPTED' : 'DECLINED';
    const now = this.clock.nowIso();
    const names = to === 'ACCEPTED' ? await this.legalNames.of(row.userId) : null;
    // The number the consent's code confirmed: where the investor's contract codes will go.
    const consent = to === 'ACCEPTED' && row.consentId ? await this.consents.findById(row.consentId) : null;
    await this.transactions.run(async () => {
      const decided = await this.verifications.decide(id, to, { investorClass, declineReason: to === 'DECLINED' ? reason : null, decidedBy: admin.id }, now);
      if (!decided) throw AppError.conflict('verification.notUnderReview');
      await this.verifications.insertDecision({ id: newId(), verificationId: id, decision: body.decision, actorId: admin.id, reason, investorClass, at: now });
      await this.outbox.append(VerificationStatusChangedV1, id, {
        ...this.steps.statusEvent(row, to, { investorClass, reason, decidedBy: admin.id }),
        ...(names ? { legalName: { en: names.name, ar: names.nameAr } } : {}),
        ...(consent?.confirmedAt ? { verifiedPhone: consent.phone } : {}),
      });
    });
    return this.one(id, language);
  }
}
