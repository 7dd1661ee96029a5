import { Injectable } from '@nestjs/common';
import type { AdminVerificationListItem, AdminVerificationView, InvestorProfileView, Language, SuitabilityView, VerificationStatus, VerificationView } from '@cf/contracts';
import { Clock } from '@cf/platform';
import { slotsNeeded } from './document-slots';
import { IdentityDocumentsRepository } from './identity-documents.repository';
import { InvestorProfilesRepository } from './investor-profiles.repository';
import { InvestorsRepository } from './investors.repository';
import type { InvestorProfileRow } from './entities/investor-profile.entity';
import { JurisdictionService } from './jurisdiction/jurisdiction.service';
import { SuitabilityAttemptsRepository } from './suitability-attempts.repository';
import type { SuitabilityAttemptRow } from './entities/suitability-attempt.entity';
import type { VerificationRow } from './entities/verification.entity';
import { VerificationsRepository } from './verifications.repository';

const HOUR_MS = 3600 * 1000;

/** A4.3: the accreditation wording beside the status. */
const ACCREDITATION: Partial<Record<VerificationStatus, VerificationView['accreditation']>> = {
  'UNDER-REVIEW': 'under-review',
  ACCEPTED: 'approved',
  DECLINED: 'declined',
};

/** Builds what the investor and the administrators read about a verification. */
@Injectable()
export class VerificationViews {
  constructor(
    private readonly verifications: VerificationsRepository,
    private readonly profiles: InvestorProfilesRepository,
    private readonly attempts: SuitabilityAttemptsRepository,
    private readonly investors: InvestorsRepository,
    private readonly documents: IdentityDocumentsRepository,
    private readonly jurisdiction: JurisdictionService,
    private readonly clock: Clock,
  ) {}

  profileView(row: InvestorProfileRow): InvestorProfileView {
    return { ...(JSON.parse(row.details) as Omit<InvestorProfileView, 'id' | 'userId' | 'updatedAt'>), id: row.id, userId: row.userId, updatedAt: row.updatedAt };
  }

  suitabilityView(attempt: SuitabilityAttemptRow | null): SuitabilityView {
    const passScore = this.jurisdiction.pack.suitability.passScore;
    if (!attempt) return { status: 'not-taken', score: null, passScore, takenAt: null, retakeAt: null };
    const retakeAt = attempt.passed ? null : new Date(Date.parse(attempt.takenAt) + this.jurisdiction.retakeWaitHours * HOUR_MS).toISOString();
    return { status: attempt.passed ? 'passed' : 'failed', score: attempt.score, passScore: attempt.passScore, takenAt: attempt.takenAt, retakeAt };
  }

  /** The investor's verification; before their first step, a PENDING one that is not stored yet. */
  async forUser(userId: string, language: Language): Promise<VerificationView> {
    const row = await this.verifications.findByUser(userId);
    return this.build(row, userId, language);
  }

  /** Rows of the review queue, each with who the investor is. */
  async forAdminList(rows: VerificationRow[], language: Language): Promise<AdminVerificationListItem[]> {
    const investors = await this.investors.byIds(rows.map((r) => r.userId));
    return Promise.all(
      rows.map(async (row) => {
        const who = investors.get(row.userId);
        return { ...(await this.build(row, row.userId, language)), investor: who ? { email: who.email, firstName: who.firstName, lastName: who.lastName } : null };
      }),
    );
  }

  async forAdmin(row: VerificationRow, language: Language): Promise<AdminVerificationView> {
    const decisions = await this.verifications.decisionsOf(row.id);
    const [item] = await this.forAdminList([row], language);
    return {
      ...item,
      approvableClasses: this.jurisdiction.classesUpTo(row.proposedClass, language),
      history: decisions.map((d) => ({ id: d.id, decision: d.decision, actorId: d.actorId, reason: d.reason, investorClass: d.investorClass, at: d.at })),
    };
  }

  async build(row: VerificationRow | null, userId: string, language: Language): Promise<VerificationView> {
    const [profile, attempt, document, images] = await Promise.all([this.profiles.findByUser(userId), this.attempts.latest(userId), this.documents.findByUser(userId), this.documents.images(userId)]);
    const pictures = new Set(images.map((i) => i.slot));
    const identityDocument = document !== null && slotsNeeded(document.documentType, Boolean(row?.manualKycRequestedAt)).every((slot) => pictures.has(slot));
    const suitability = this.suitabilityView(attempt);
    const status = row?.status ?? 'PENDING';
    return {
      id: row?.id ?? '',
      userId,
      status,
      accreditation: ACCREDITATION[status] ?? null,
      jurisdiction: this.jurisdiction.pack.id,
      steps: { personalDetails: profile !== null, declarations: Boolean(row?.declaredAt), suitability: suitability.status === 'passed', identityDocument, consent: row?.consentState === 'confirmed' },
      consentState: row?.consentState ?? 'unsigned',
      manualKyc: row?.manualKycRequestedAt ? { requestedAt: row.manualKycRequestedAt, dueBy: row.manualKycDueBy! } : null,
      profile: profile ? this.profileView(profile) : null,
      declarations:
        row?.declaredAt && row.netAssets !== null && row.annualIncome !== null
          ? {
              fatcaSubject: 'no',
              usPerson: row.usPerson ?? 'no',
              politicallyExposed: row.politicallyExposed ?? 'no',
              netAssets: row.netAssets,
              annualIncome: row.annualIncome,
              jointIncome: row.jointIncome ?? undefined,
              sourceOfWealth: row.sourceOfWealth ?? '',
              institutionType: (row.institutionType ?? undefined) as 'none' | undefined,
              declaredAt: row.declaredAt,
              enhancedReview: row.enhancedReview,
            }
          : null,
      suitability,
      proposedClass: this.jurisdiction.view(row?.proposedClass ?? null, language),
      investorClass: status === 'ACCEPTED' ? this.jurisdiction.view(row?.investorClass ?? null, language) : null,
      declineReason: row?.declineReason ?? null,
      submittedAt: row?.submittedAt ?? null,
      decidedAt: row?.decidedAt ?? null,
    };
  }

  now(): string {
    return this.clock.now().toISOString();
  }
}
