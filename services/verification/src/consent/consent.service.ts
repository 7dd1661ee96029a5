import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  CONSENT_LIMITS,
  ConsentCodeIssuedV1,
  ConsentRejectedV1,
  ConsentSignedV1,
  type ConsentAgreementData,
  type ConsentView,
  type Language,
  type SignConsentInput,
} from '@cf/contracts';
import {
  AppError,
  Clock,
  maskPhone,
  newId,
  OutboxService,
  SecretBox,
  TextedSignatureFlow,
  Transactions,
  type AuthenticatedUser,
} from '@cf/platform';
import { VerificationViews } from '../core/verification-views';
import type { VerificationRow } from '../core/entities/verification.entity';
import { VerificationsRepository } from '../core/verifications.repository';
import type { VerificationConfig } from '../core/config/env';
import { IdentityDocumentsRepository } from '../core/identity-documents.repository';
import { SealedFileStore } from '../core/sealed-file-store';
import { LegalNamesReader } from '../core/legal-names';
import { VERIFICATION_CONFIG } from '../verification.tokens';
import { consentAgreementPdf } from './consent-agreement-pdf';
import { CONSENT_TEXTS, REGULATOR_DECISION } from './consent-texts';
import { ConsentsRepository } from './consents.repository';
import type { ConsentRow } from './entities/consent.entity';
import { verificationSignatureFlow } from '../core/signature-flow';


/**
 * The consent agreement (A4.4, A4.8, A5.8): sign, confirm with a texted code, then immutable. The
 * code travels sealed to notifications, which texts it; only its hash is kept. When the code is
 * confirmed the signed agreement is written as a PDF, sealed at rest, and its SHA-256 published.
 */
@Injectable()
export class ConsentService {
  private readonly delivery: SecretBox;
  private readonly signing: TextedSignatureFlow;

  constructor(
    private readonly consents: ConsentsRepository,
    private readonly verifications: VerificationsRepository,
    private readonly views: VerificationViews,
    private readonly documents: IdentityDocumentsRepository,
    private readonly legalNames: LegalNamesReader,
    private readonly files: SealedFileStore,
    private readonly transactions: Transactions,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
    @Inject(VERIFICATION_CONFIG) config: VerificationConfig,
  ) {
    this.delivery = SecretBox.fromKeyring(config.deliveryKeyring);
    this.signing = verificationSignatureFlow(files, clock);
  }

  async mine(user: AuthenticatedUser): Promise<ConsentView> {
    const row = await this.verifications.findByUser(user.id);
    const consent = row?.consentId ? await this.consents.findById(row.consentId) : null;
    return this.view(row, consent);
  }

  view(row: VerificationRow | null, consent: ConsentRow | null): ConsentView {
    const state = row?.consentState ?? 'unsigned';
    const resendAt =
      consent && !consent.confirmedAt ? new Date(Date.parse(consent.codeSentAt) + CONSENT_LIMITS.resendSeconds * 1000).toISOString() : null;
    return {
      state,
      kind: consent?.kind ?? null,
      typedText: consent?.typedText ?? null,
      phoneMasked: consent ? maskPhone(consent.phone) : null,
      codeExpiresAt: consent && !consent.confirmedAt ? consent.codeExpiresAt : null,
      resendAt,
      confirmedAt: consent?.confirmedAt ?? null,
      agreementSha256: consent?.agreementSha256 ?? null,
      rejectReason: state === 'rejected' ? (consent?.rejectReason ?? null) : null,
    };
  }

  /** A7.9 generate-dynamic-contract-data: the agreement's words and who it is for. */
  async agreementData(user: AuthenticatedUser, language: Language): Promise<ConsentAgreementData> {
    const names = await this.namesOf(user.id);
    const texts = CONSENT_TEXTS[language];
    return {
      language,
      title: texts.title,
      clauses: texts.clauses,
      investorName: names.name,
      investorNameAr: names.nameAr,
      regulatorDecision: REGULATOR_DECISION,
    };
  }

  /** A5.8: a new signature (first time, while waiting for a code, or after a rejection) and a code texted for it. */
  async sign(user: AuthenticatedUser, body: SignConsentInput, language: Language, reSign = false): Promise<ConsentView> {
    const row = await this.verifications.findByUser(user.id);
    const { steps } = await this.views.build(row, user.id, language);
    if (!row || !steps.personalDetails || !steps.declarations || !steps.suitability || !steps.identityDocument)
      throw new AppError('verification.stepsBeforeSigning', HttpStatus.UNPROCESSABLE_ENTITY);
    if (row.consentState === 'confirmed') throw AppError.conflict('verification.signatureImmutable');
    if (reSign && !(await this.consents.hasRejected(user.id))) throw AppError.conflict('verification.nothingToReSign');
    const id = newId();
    const phone = body.phone.trim();
    await this.signing.start(body, id, (signature, { code, ...codeFields }) =>
      this.transactions.run(async () => {
        if (!(await this.verifications.startSigning(user.id, id, codeFields.codeSentAt)))
          throw AppError.conflict(row.consentState === 'confirmed' ? 'verification.signatureImmutable' : 'verification.locked');
        await this.consents.insert({
          id,
          verificationId: row.id,
          userId: user.id,
          ...signature,
          phone,
          language,
          ...codeFields,
          attempts: 0,
          confirmedAt: null,
          confirmedIp: null,
          agreementFile: null,
          agreementSha256: null,
          rejectedAt: null,
          rejectReason: null,
          createdAt: codeFields.codeSentAt,
        });
        await this.announceCode(row, phone, code, codeFields.codeExpiresAt, language);
      }),
    );
    return this.mine(user);
  }

  /** A4.4 resend, or change number with `phone`: a new code (the old one dies), at most every 30 s. */
  async resend(user: AuthenticatedUser, phone: string | undefined, language: Language): Promise<ConsentView> {
    const { row, consent } = await this.waiting(user.id);
    const to = phone?.trim() || consent.phone;
    await this.signing.resend(consent, ({ code, ...codeFields }, notBefore) =>
      this.transactions.run(async () => {
        if (!(await this.consents.replaceCode(consent.id, { ...codeFields, phone: to }, notBefore))) return false;
        await this.announceCode(row, to, code, codeFields.codeExpiresAt, language);
        return true;
      }),
    );
    return this.mine(user);
  }

  /** A4.4, A8.3: the texted code confirms the signature ("Time expired" once past); it is then immutable. */
  async confirm(user: AuthenticatedUser, code: string, ip: string | null): Promise<ConsentView> {
    const { row, consent } = await this.waiting(user.id);
    await this.signing.confirm(consent, code, {
      countWrong: () => this.consents.countWrongAnswer(consent.id),
      render: async (signature, signedAt) => {
        const names = await this.namesOf(user.id);
        return consentAgreementPdf({
          language: consent.language,
          reference: consent.id,
          investorName: names.name,
          investorNameAr: names.nameAr,
          email: names.email,
          signature,
          signedAt,
          phoneMasked: maskPhone(consent.phone),
          ip,
        });
      },
      commit: ({ key: agreementFile, sha256 }, now, hash) =>
        this.transactions.run(async () => {
          const confirmed = await this.consents.confirm(consent.id, hash, now, CONSENT_LIMITS.codeMaxAttempts, {
            confirmedIp: ip,
            agreementFile,
            agreementSha256: sha256,
          });
          if (!confirmed || !(await this.verifications.consentConfirmed(row.id, consent.id, now)))
            throw AppError.conflict('verification.noCodeWaiting');
          await this.outbox.append(ConsentSignedV1, row.id, {
            verificationId: row.id,
            userId: user.id,
            consentId: consent.id,
            signatureKind: consent.kind,
            agreementSha256: sha256,
            language: consent.language,
            signedAt: now,
            ip,
          });
        }),
    });
    return this.mine(user);
  }

  /** The signed agreement PDF of the user's signature in force. */
  async agreementPdf(user: AuthenticatedUser): Promise<Buffer> {
    const row = await this.verifications.findByUser(user.id);
    return this.agreementOf(row);
  }

  async agreementForAdmin(verificationId: string): Promise<Buffer> {
    const row = await this.verifications.findById(verificationId);
    if (!row) throw AppError.notFound('verification.notFound');
    return this.agreementOf(row);
  }

  /** A4.8: the signature does not match; the verification goes back to the investor to sign again. */
  async reject(admin: AuthenticatedUser, verificationId: string, reason: string): Promise<{ id: string; status: string }> {
    const row = await this.verifications.findById(verificationId);
    if (!row) throw AppError.notFound('verification.notFound');
    const now = this.clock.nowIso();
    await this.transactions.run(async () => {
      if (!row.consentId || !(await this.verifications.consentRejected(row.id, now)))
        throw AppError.conflict('verification.notUnderReview');
      await this.consents.reject(row.consentId, reason, now);
      await this.verifications.insertDecision({
        id: newId(),
        verificationId: row.id,
        decision: 're-sign',
        actorId: admin.id,
        reason,
        investorClass: null,
        at: now,
      });
      await this.outbox.append(ConsentRejectedV1, row.id, {
        verificationId: row.id,
        userId: row.userId,
        consentId: row.consentId,
        reason,
        rejectedBy: admin.id,
      });
    });
    return { id: row.id, status: 'UNDER-PROCESS' };
  }

  private async agreementOf(row: VerificationRow | null): Promise<Buffer> {
    const consent = row?.consentId ? await this.consents.findById(row.consentId) : null;
    if (!consent?.agreementFile) throw AppError.notFound('verification.agreementNotSigned');
    return this.files.read(consent.agreementFile);
  }

  private async waiting(userId: string): Promise<{ row: VerificationRow; consent: ConsentRow }> {
    const row = await this.verifications.findByUser(userId);
    const consent = row?.consentState === 'awaiting-code' && row.consentId ? await this.consents.findById(row.consentId) : null;
    if (!row || !consent)
      throw AppError.conflict(row?.consentState === 'confirmed' ? 'verification.signatureImmutable' : 'verification.noCodeWaiting');
    return { row, consent };
  }

  private async announceCode(row: VerificationRow, phone: string, code: string, expiresAt: string, language: Language): Promise<void> {
    await this.outbox.append(ConsentCodeIssuedV1, row.id, {
      verificationId: row.id,
      userId: row.userId,
      phone,
      sealedCode: this.delivery.seal(code, ConsentCodeIssuedV1.type),
      expiresAt,
      language,
    });
  }

  private namesOf(userId: string) {
    return this.legalNames.of(userId);
  }
}
