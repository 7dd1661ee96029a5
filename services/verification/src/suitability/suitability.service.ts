import { Injectable } from '@nestjs/common';
import type { EndpointParsedBody, Language, submitSuitabilityEndpoint, SuitabilityTestView, SuitabilityView } from '@cf/contracts';
import { AppError, Clock, newId, Transactions, ValidationFailedError, type AuthenticatedUser } from '@cf/platform';
import { VerificationSteps } from '../core/verification-steps';
import { VerificationViews } from '../core/verification-views';
import { scoreAnswers } from '../core/jurisdiction/domain/jurisdiction-pack';
import { JurisdictionService } from '../core/jurisdiction/jurisdiction.service';
import { SuitabilityAttemptsRepository } from '../core/suitability-attempts.repository';

/**
 * Step 3 (A6.4): the pack's suitability test. Scoring stays on the server; a failed test blocks
 * investing and may be taken again after the pack's wait (SUITABILITY_RETAKE_WAIT_HOURS overrides).
 */
@Injectable()
export class SuitabilityService {
  constructor(
    private readonly attempts: SuitabilityAttemptsRepository,
    private readonly steps: VerificationSteps,
    private readonly views: VerificationViews,
    private readonly jurisdiction: JurisdictionService,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
  ) {}

  test(language: Language): SuitabilityTestView {
    const { pack } = this.jurisdiction;
    return {
      jurisdiction: pack.id,
      passScore: pack.suitability.passScore,
      retakeWaitHours: this.jurisdiction.retakeWaitHours,
      questions: pack.suitability.questions.map((q) => ({ id: q.id, text: q.text[language], options: q.options.map((o) => ({ id: o.id, text: o.text[language] })) })),
    };
  }

  async answer(user: AuthenticatedUser, body: EndpointParsedBody<typeof submitSuitabilityEndpoint>, language: Language): Promise<SuitabilityView> {
    const scored = scoreAnswers(this.jurisdiction.pack, body.answers);
    if (scored === null) throw ValidationFailedError.single('answers', 'verification.answersInvalid');
    const previous = this.views.suitabilityView(await this.attempts.latest(user.id));
    if (previous.retakeAt && Date.parse(previous.retakeAt) > this.clock.now().getTime())
      throw AppError.conflict('verification.suitabilityRetakeTooSoon', { at: new Intl.DateTimeFormat(language === 'ar' ? 'ar-OM' : language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Muscat' }).format(new Date(previous.retakeAt)) });
    const passScore = this.jurisdiction.pack.suitability.passScore;
    const row = { id: newId(), userId: user.id, jurisdiction: this.jurisdiction.pack.id, score: scored.score, passScore, passed: scored.passed, answers: JSON.stringify(body.answers), takenAt: this.clock.nowIso() };
    await this.transactions.run(async () => {
      await this.steps.apply(user.id, {});
      await this.attempts.insert(row);
    });
    return this.views.suitabilityView(row);
  }
}
