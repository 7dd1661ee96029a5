import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  ageOn,
  ADULT_AGE,
  birthdayAt,
  CHILD_REGISTRATION_MIN_INVESTMENTS,
  CONSENT_LIMITS,
  ChildCameOfAgeV1,
  ChildDocumentsViewedV1,
  ChildRegistrationCodeIssuedV1,
  ChildRegistrationDecidedV1,
  ChildRegistrationSubmittedV1,
  ChildSignatureRejectedV1,
  marketDay,
  type ChildAgreementData,
  type ChildDocumentSlot,
  type ChildRegistrationInput,
  type ChildRegistrationStatus,
  type ChildRegistrationView,
  type GuardianEkycView,
  type Language,
  type SignConsentInput,
} from '@cf/contracts';
import { AppError, Clock, isUniqueViolation, maskPhone, newId, OutboxService, SecretBox, TextedSignatureFlow, Transactions, type AuthenticatedUser } from '@cf/platform';
import { ChildRegistrationsRepository } from '../core/child-registrations.repository';
import type { VerificationConfig } from '../core/config/env';
import { DocumentLinks } from '../core/document-links';
import type { ChildRegistrationRow } from '../core/entities/child-registration.entity';
import { IdentityDocumentsRepository } from '../core/identity-documents.repository';
import { LegalNamesReader } from '../core/legal-names';
import { SealedFileStore } from '../core/sealed-file-store';
import { VerificationsRepository } from '../core/verifications.repository';
import { normalizeDocumentImage } from '../documents/document-image';
import { GuardianStandingsRepository } from '../guardians/guardian-standings.repository';
import { JurisdictionService } from '../core/jurisdiction/jurisdiction.service';
import { VERIFICATION_CONFIG } from '../verification.tokens';
import { childAgreementPdf } from './child-agreement-pdf';
import { CHILD_AGREEMENT_TEXTS } from './child-agreement-texts';
import { verificationSignatureFlow } from '../core/signature-flow';

const NUMBERS_PURPOSE = 'verification-child-numbers';
const NATIONAL_ID_INDEX_PURPOSE = 'verification-child-national-id';
const LIST_MAX = 50;

/** What the guardian wrote, kept as JSON (numbers apart, sealed; their last four characters here). */
interface ChildDetails extends Omit<ChildRegistrationInput, 'birthCertificateNumber' | 'nationalId' | 'motherIdNumber' | 'dateOfBirth' | 'childEmail' | 'childMiddleName' | 'childMiddleNameAr' | 'referenceId'> {
  childEmail: string | null;
  childMiddleName: string | null;
  childMiddleNameAr: string | null;
  referenceId: string | null;
  last4: { birthCertificateNumber: string; nationalId: string; motherIdNumber: string };
}
interface ChildNumbers {
  birthCertificateNumber: string;
  nationalId: string;
  motherIdNumber: string;
}

/** The pictures a registration needs: the guardian's document (a passport has no back), the relationship document, the birth certificate. */
export function childSlotsNeeded(guardianDocumentType: string): ChildDocumentSlot[] {
  const guardian: ChildDocumentSlot[] = guardianDocumentType === 'passport' ? ['guardian-document-front'] : ['guardian-document-front', 'guardian-document-back'];
  return [...guardian, 'relationship-document', 'birth-certificate'];
}

/**
 * Child registration (A3.14, A4.3-A4.5, A4.9, ADR 0026): only a guardian whose verification is
 * accepted and who has at least two investments (the guardian standing, counted from investments'
 * events); only a child under 18 on the Muscat calendar. The registration agreement is signed with
 * the platform's texted-code flow; once confirmed the registration is under review and can no
 * longer change. Pictures follow the identity documents' rules (re-encoded, sealed, signed links,
 * every administrator view audited).
 */
@Injectable()
export class ChildRegistrationsService {
  private readonly delivery: SecretBox;
  private readonly signing: TextedSignatureFlow;

  constructor(
    private readonly registrations: ChildRegistrationsRepository,
    private readonly standings: GuardianStandingsRepository,
    private readonly verifications: VerificationsRepository,
    private readonly identityDocuments: IdentityDocumentsRepository,
    private readonly legalNames: LegalNamesReader,
    private readonly files: SealedFileStore,
    private readonly links: DocumentLinks,
    private readonly jurisdiction: JurisdictionService,
    private readonly transactions: Transactions,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
    @Inject(VERIFICATION_CONFIG) config: VerificationConfig,
  ) {
    this.delivery = SecretBox.fromKeyring(config.deliveryKeyring);
    this.signing = verificationSignatureFlow(files, clock);
  }

  /** A7.9 get-other-guardian-ekyc-data: may this guardian register a child, and what their own verification holds. */
  async guardianEkyc(user: AuthenticatedUser): Promise<GuardianEkycView> {
    const [standing, verification, document] = await Promise.all([this.standings.find(user.id), this.verifications.findByUser(user.id), this.identityDocuments.findByUser(user.id)]);
    const verified = verification?.status === 'ACCEPTED';
    const investmentsCount = standing?.investmentsCount ?? 0;
    const reasons: GuardianEkycView['reasons'] = [];
    if (!verified) reasons.push('verification-not-accepted');
    if (investmentsCount < CHILD_REGISTRATION_MIN_INVESTMENTS) reasons.push('too-few-investments');
    const names = verified ? await this.legalNames.of(user.id) : null;
    return {
      allowed: Boolean(standing?.allowed) && reasons.length === 0,
      reasons,
      investmentsCount,
      minimumInvestments: CHILD_REGISTRATION_MIN_INVESTMENTS,
      guardianFullName: names?.name ?? null,
      guardianFullNameAr: names?.nameAr ?? null,
      guardianDocumentType: verified && document ? (document.documentType as GuardianEkycView['guardianDocumentType']) : null,
      gender: verified && document ? (document.gender as GuardianEkycView['gender']) : null,
    };
  }

  async list(user: AuthenticatedUser): Promise<ChildRegistrationView[]> {
    const rows = await this.registrations.listByGuardian(user.id, LIST_MAX);
    return Promise.all(rows.map((row) => this.view(row, false)));
  }

  async get(user: AuthenticatedUser, id: string): Promise<ChildRegistrationView> {
    return this.view(await this.mine(user, id), false);
  }

  async create(user: AuthenticatedUser, body: ChildRegistrationInput, language: Language): Promise<ChildRegistrationView> {
    const standing = await this.standings.find(user.id);
    if (!standing?.allowed) throw new AppError('verification.childNotAllowed', HttpStatus.FORBIDDEN);
    const now = this.clock.nowIso();
    const id = newId();
    const fields = this.written(body);
    await this.oneRegistrationPerChild(body, null, () =>
      this.registrations.insert({
        id,
        guardianId: user.id,
        status: 'UNDER-PROCESS',
        signatureState: 'unsigned',
        ...fields,
        signatureKind: null,
        typedText: null,
        signatureFile: null,
        phone: null,
        language,
        codeHash: null,
        codeSentAt: null,
        codeExpiresAt: null,
        attempts: 0,
        signedAt: null,
        signedIp: null,
        agreementFile: null,
        agreementSha256: null,
        signatureRejectReason: null,
        declineReason: null,
        decidedBy: null,
        decidedAt: null,
        submittedAt: null,
        createdAt: now,
        updatedAt: now,
      }),
    );
    return this.get(user, id);
  }

  async update(user: AuthenticatedUser, id: string, body: ChildRegistrationInput): Promise<ChildRegistrationView> {
    await this.mine(user, id);
    const fields = this.written(body);
    await this.oneRegistrationPerChild(body, id, async () => {
      if (!(await this.registrations.claimEditable(id, user.id, this.clock.nowIso(), fields))) throw AppError.conflict('verification.childNotEditable');
    });
    return this.get(user, id);
  }

  /**
   * A child has one registration on the platform, whichever guardian registers first: looked up by
   * the national ID's keyed hash under every key of the keyring, and held by the unique index when
   * two guardians write at once.
   */
  private async oneRegistrationPerChild(body: ChildRegistrationInput, exceptId: string | null, write: () => Promise<void>): Promise<void> {
    const refused = () => new AppError('verification.childAlreadyRegistered', HttpStatus.CONFLICT);
    try {
      await this.transactions.run(async () => {
        if (await this.registrations.holdsNationalId(this.nationalIdIndexes(body.nationalId), exceptId)) throw refused();
        await write();
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw refused();
      throw error;
    }
  }

  private nationalIdIndexes(nationalId: string): string[] {
    return this.files.box.blindIndexes(nationalId.trim().toUpperCase(), NATIONAL_ID_INDEX_PURPOSE);
  }

  async uploadDocument(user: AuthenticatedUser, id: string, slot: ChildDocumentSlot, dataUrl: string): Promise<ChildRegistrationView> {
    await this.mine(user, id);
    const image = await normalizeDocumentImage(dataUrl);
    const key = await this.files.save(image.bytes);
    let replaced: string | null = null;
    try {
      await this.transactions.run(async () => {
        if (!(await this.registrations.claimEditable(id, user.id, this.clock.nowIso()))) throw AppError.conflict('verification.childNotEditable');
        replaced = await this.registrations.replaceDocument({ id: newId(), childId: id, slot, storageKey: key, width: image.width, height: image.height, bytes: image.bytes.length, uploadedAt: this.clock.nowIso() });
      });
    } catch (error) {
      await this.files.remove(key);
      throw error;
    }
    if (replaced) await this.files.remove(replaced);
    return this.get(user, id);
  }

  /** A7.9 generate-dynamic-contract-data for a child: the agreement's words with both names. */
  async agreementData(user: AuthenticatedUser, id: string, language: Language): Promise<ChildAgreementData> {
    const row = await this.mine(user, id);
    const details = this.details(row);
    const texts = CHILD_AGREEMENT_TEXTS[language];
    return { language, title: texts.title, clauses: texts.clauses, guardianName: details.guardianFullName, childName: this.childName(details).name };
  }

  /** A4.4, A4.9: a signature (first, while waiting for a code, or after a rejection) and a texted code for it. */
  async sign(user: AuthenticatedUser, id: string, body: SignConsentInput, language: Language): Promise<ChildRegistrationView> {
    const row = await this.mine(user, id);
    if (row.status !== 'UNDER-PROCESS' || row.signatureState === 'confirmed') throw AppError.conflict('verification.childNotEditable');
    const have = new Set((await this.registrations.documents(id)).map((d) => d.slot));
    if (childSlotsNeeded(this.details(row).guardianDocumentType).some((slot) => !have.has(slot))) throw new AppError('verification.childPicturesMissing', HttpStatus.UNPROCESSABLE_ENTITY);
    const phone = body.phone.trim();
    await this.signing.start(body, id, (signature, { code, ...codeFields }) =>
      this.transactions.run(async () => {
        if (!(await this.registrations.startSigning(id, user.id, { signatureKind: signature.kind, typedText: signature.typedText, signatureFile: signature.signatureFile, language, ...codeFields, phone })))
          throw AppError.conflict('verification.childNotEditable');
        await this.announceCode(row, phone, code, codeFields.codeExpiresAt, language);
      }),
    );
    return this.get(user, id);
  }

  async resend(user: AuthenticatedUser, id: string, phone: string | undefined): Promise<ChildRegistrationView> {
    const row = await this.waiting(user, id);
    const to = phone?.trim() || row.phone!;
    await this.signing.resend(this.stored(row), ({ code, ...codeFields }, notBefore) =>
      this.transactions.run(async () => {
        if (!(await this.registrations.replaceCode(id, { ...codeFields, phone: to }, notBefore))) return false;
        await this.announceCode(row, to, code, codeFields.codeExpiresAt, row.language);
        return true;
      }),
    );
    return this.get(user, id);
  }

  /** A4.4, A4.5: the texted code confirms the signature; the registration is under review and the guardian e-mailed. */
  async confirm(user: AuthenticatedUser, id: string, code: string, ip: string | null): Promise<ChildRegistrationView> {
    const row = await this.waiting(user, id);
    const details = this.details(row);
    const child = this.childName(details);
    await this.signing.confirm(this.stored(row), code, {
      countWrong: () => this.registrations.countWrongAnswer(id),
      render: (signature, signedAt) =>
        childAgreementPdf({
          language: row.language,
          reference: row.id,
          guardianName: details.guardianFullName,
          guardianNameAr: details.guardianFullNameAr,
          childName: child.name,
          childNameAr: child.nameAr,
          dateOfBirth: row.dateOfBirth,
          signature,
          signedAt,
          phoneMasked: maskPhone(row.phone!),
          ip,
        }),
      commit: ({ key, sha256 }, now, hash) =>
        this.transactions.run(async () => {
          if (!(await this.registrations.confirm(id, hash, now, CONSENT_LIMITS.codeMaxAttempts, { signedIp: ip, agreementFile: key, agreementSha256: sha256 })))
            throw AppError.conflict('verification.childNoCodeWaiting');
          await this.outbox.append(ChildRegistrationSubmittedV1, id, {
            childId: id,
            guardianId: row.guardianId,
            guardianEmail: details.guardianEmail,
            guardianName: details.guardianFullName,
            child: this.eventNames(details),
            agreementSha256: sha256,
            signedAt: now,
            language: row.language,
          });
        }),
    });
    return this.get(user, id);
  }

  // ---- administrators ---------------------------------------------------------------------------

  async queue(status: ChildRegistrationStatus | undefined, limit: number): Promise<{ docs: ChildRegistrationView[]; totalCount: number; displayLoadMore: boolean }> {
    const { rows, total } = await this.registrations.queue(status, limit);
    // The queue names who and when only: numbers stay masked and pictures unlinked until a reviewer opens one (audited).
    const docs = await Promise.all(rows.map(async (row) => ({ ...(await this.view(row, false)), images: [] })));
    return { docs, totalCount: total, displayLoadMore: total > rows.length };
  }

  /** An administrator opens a registration: numbers in full, pictures linked; the view is audited. */
  async forAdmin(admin: AuthenticatedUser, id: string): Promise<ChildRegistrationView> {
    const row = await this.registrations.findById(id);
    if (!row) throw AppError.notFound('verification.childNotFound');
    const view = await this.view(row, true);
    await this.transactions.run(() =>
      this.outbox.append(ChildDocumentsViewedV1, id, { childId: id, guardianId: row.guardianId, viewedBy: admin.id, slots: view.images.map((i) => i.slot), viewedAt: this.clock.nowIso() }),
    );
    return view;
  }

  async decide(admin: AuthenticatedUser, id: string, decision: 'accept' | 'decline', reason: string | undefined): Promise<ChildRegistrationView> {
    const row = await this.registrations.findById(id);
    if (!row) throw AppError.notFound('verification.childNotFound');
    const status = decision === 'accept' ? 'ACCEPTED' : 'DECLINED';
    const now = this.clock.nowIso();
    const childClass = status === 'ACCEPTED' ? this.jurisdiction.childClass() : null;
    const pack = this.jurisdiction.pack;
    await this.transactions.run(async () => {
      if (!(await this.registrations.decide(id, status, reason?.trim() || null, admin.id, now))) throw AppError.conflict('verification.childNotUnderReview');
      await this.outbox.append(ChildRegistrationDecidedV1, id, {
        childId: id,
        guardianId: row.guardianId,
        status,
        reason: status === 'DECLINED' ? reason!.trim() : null,
        child: this.eventNames(this.details(row)),
        dateOfBirth: row.dateOfBirth,
        adultOn: row.adultOn,
        investorClass: childClass?.id ?? null,
        limits: childClass?.limits ?? null,
        cancellation: childClass ? { hours: pack.cancellation.hours, notWithinHoursOfClose: pack.cancellation.notWithinHoursOfClose } : null,
        decidedBy: admin.id,
        decidedAt: now,
      });
    });
    return this.view((await this.registrations.findById(id))!, true);
  }

  /** A4.9: the signature does not match; the guardian signs again from /re-sign-child-registration-agreement/{id}. */
  async rejectSignature(admin: AuthenticatedUser, id: string, reason: string): Promise<ChildRegistrationView> {
    const row = await this.registrations.findById(id);
    if (!row) throw AppError.notFound('verification.childNotFound');
    await this.transactions.run(async () => {
      if (!(await this.registrations.rejectSignature(id, reason.trim(), this.clock.nowIso()))) throw AppError.conflict('verification.childNotUnderReview');
      await this.outbox.append(ChildSignatureRejectedV1, id, { childId: id, guardianId: row.guardianId, child: this.eventNames(this.details(row)), reason: reason.trim(), rejectedBy: admin.id });
    });
    return this.view((await this.registrations.findById(id))!, true);
  }

  /**
   * ADR 0026: children who turned 18 (Muscat) are their own from that day: each registration is
   * EXPIRED once and `verification.child-came-of-age` tells the guardian (the wallet and investments
   * already refuse the guardian's acts from `adultOn`). Answers how many came of age.
   */
  async handOverAdults(limit = 200): Promise<number> {
    const now = this.clock.nowIso();
    let count = 0;
    for (const row of await this.registrations.comeOfAge(marketDay(this.clock.now()), limit)) {
      const details = this.details(row);
      const moved = await this.transactions.run(async () => {
        if (!(await this.registrations.expire(row.id, now))) return false;
        await this.outbox.append(ChildCameOfAgeV1, row.id, { childId: row.id, guardianId: row.guardianId, child: this.eventNames(details), childEmail: details.childEmail, adultOn: row.adultOn });
        return true;
      });
      if (moved) count += 1;
    }
    return count;
  }

  /** The signed agreement (the guardian's own, or any for an administrator). */
  async agreementPdf(user: AuthenticatedUser | null, id: string): Promise<Buffer> {
    const row = user ? await this.mine(user, id) : await this.registrations.findById(id);
    if (!row?.agreementFile) throw AppError.notFound('verification.agreementNotSigned');
    return this.files.read(row.agreementFile);
  }

  // ---- helpers ----------------------------------------------------------------------------------

  private async mine(user: AuthenticatedUser, id: string): Promise<ChildRegistrationRow> {
    const row = await this.registrations.findById(id);
    // Another guardian's child is answered like a missing one: its existence is not disclosed.
    if (!row || row.guardianId !== user.id) throw AppError.notFound('verification.childNotFound');
    return row;
  }

  private async waiting(user: AuthenticatedUser, id: string): Promise<ChildRegistrationRow> {
    const row = await this.mine(user, id);
    if (row.signatureState !== 'awaiting-code' || !row.codeHash) throw AppError.conflict(row.signatureState === 'confirmed' ? 'verification.signatureImmutable' : 'verification.childNoCodeWaiting');
    return row;
  }

  private stored(row: ChildRegistrationRow) {
    return { id: row.id, kind: row.signatureKind!, typedText: row.typedText, signatureFile: row.signatureFile, phone: row.phone!, codeHash: row.codeHash!, codeExpiresAt: row.codeExpiresAt!, attempts: row.attempts };
  }

  /** The written fields as stored: a minor on the Muscat calendar, born no later than today. */
  private written(body: ChildRegistrationInput): Pick<ChildRegistrationRow, 'details' | 'sealedNumbers' | 'nationalIdIndex' | 'dateOfBirth' | 'adultOn'> {
    const today = marketDay(this.clock.now());
    if (body.dateOfBirth > today) throw new AppError('verification.childBornInFuture', HttpStatus.UNPROCESSABLE_ENTITY);
    if (ageOn(body.dateOfBirth, today) >= ADULT_AGE) throw new AppError('verification.childNotMinor', HttpStatus.UNPROCESSABLE_ENTITY);
    const clean = (value: string | undefined) => value?.trim() || null;
    const numbers: ChildNumbers = {
      birthCertificateNumber: body.birthCertificateNumber.trim().toUpperCase(),
      nationalId: body.nationalId.trim().toUpperCase(),
      motherIdNumber: body.motherIdNumber.trim().toUpperCase(),
    };
    const details: ChildDetails = {
      accountHolderName: body.accountHolderName.trim(),
      guardianType: body.guardianType,
      guardianFullName: body.guardianFullName.trim(),
      guardianFullNameAr: body.guardianFullNameAr.trim(),
      guardianEmail: body.guardianEmail.trim().toLowerCase(),
      guardianPhone: body.guardianPhone.trim(),
      guardianDocumentType: body.guardianDocumentType,
      relationshipDocumentType: body.relationshipDocumentType,
      childEmail: clean(body.childEmail)?.toLowerCase() ?? null,
      childFirstName: body.childFirstName.trim(),
      childMiddleName: clean(body.childMiddleName),
      childLastName: body.childLastName.trim(),
      childFirstNameAr: body.childFirstNameAr.trim(),
      childMiddleNameAr: clean(body.childMiddleNameAr),
      childLastNameAr: body.childLastNameAr.trim(),
      gender: body.gender,
      referenceId: clean(body.referenceId),
      motherIdType: body.motherIdType,
      last4: { birthCertificateNumber: numbers.birthCertificateNumber.slice(-4), nationalId: numbers.nationalId.slice(-4), motherIdNumber: numbers.motherIdNumber.slice(-4) },
    };
    return {
      details: JSON.stringify(details),
      sealedNumbers: this.files.box.seal(JSON.stringify(numbers), NUMBERS_PURPOSE),
      nationalIdIndex: this.nationalIdIndexes(numbers.nationalId)[0],
      dateOfBirth: body.dateOfBirth, adultOn: birthdayAt(body.dateOfBirth, ADULT_AGE) };
  }

  private details(row: ChildRegistrationRow): ChildDetails {
    return JSON.parse(row.details) as ChildDetails;
  }

  private childName(d: ChildDetails): { name: string; nameAr: string } {
    const join = (...parts: Array<string | null>) => parts.filter(Boolean).join(' ');
    return { name: join(d.childFirstName, d.childMiddleName, d.childLastName), nameAr: join(d.childFirstNameAr, d.childMiddleNameAr, d.childLastNameAr) };
  }

  private eventNames(d: ChildDetails) {
    return { firstName: d.childFirstName, middleName: d.childMiddleName, lastName: d.childLastName, firstNameAr: d.childFirstNameAr, middleNameAr: d.childMiddleNameAr, lastNameAr: d.childLastNameAr };
  }

  private async announceCode(row: ChildRegistrationRow, phone: string, code: string, expiresAt: string, language: Language): Promise<void> {
    await this.outbox.append(ChildRegistrationCodeIssuedV1, row.id, {
      childId: row.id,
      guardianId: row.guardianId,
      phone,
      sealedCode: this.delivery.seal(code, ChildRegistrationCodeIssuedV1.type),
      expiresAt,
      language,
    });
  }

  private async view(row: ChildRegistrationRow, full: boolean): Promise<ChildRegistrationView> {
    const d = this.details(row);
    const numbers: ChildNumbers = full
      ? (JSON.parse(this.files.box.open(row.sealedNumbers, NUMBERS_PURPOSE)) as ChildNumbers)
      : { birthCertificateNumber: `••••${d.last4.birthCertificateNumber}`, nationalId: `••••${d.last4.nationalId}`, motherIdNumber: `••••${d.last4.motherIdNumber}` };
    const images = await this.registrations.documents(row.id);
    const have = new Set(images.map((i) => i.slot));
    const waiting = row.signatureState === 'awaiting-code' && row.codeSentAt;
    return {
      id: row.id,
      guardianId: row.guardianId,
      status: row.status,
      signatureState: row.signatureState,
      accountHolderName: d.accountHolderName,
      guardianType: d.guardianType,
      guardianFullName: d.guardianFullName,
      guardianFullNameAr: d.guardianFullNameAr,
      guardianEmail: d.guardianEmail,
      guardianPhone: d.guardianPhone,
      guardianDocumentType: d.guardianDocumentType,
      relationshipDocumentType: d.relationshipDocumentType,
      birthCertificateNumber: numbers.birthCertificateNumber,
      childEmail: d.childEmail,
      childFirstName: d.childFirstName,
      childMiddleName: d.childMiddleName,
      childLastName: d.childLastName,
      childFirstNameAr: d.childFirstNameAr,
      childMiddleNameAr: d.childMiddleNameAr,
      childLastNameAr: d.childLastNameAr,
      dateOfBirth: row.dateOfBirth,
      age: ageOn(row.dateOfBirth, marketDay(this.clock.now())),
      adultOn: row.adultOn,
      gender: d.gender,
      nationalId: numbers.nationalId,
      referenceId: d.referenceId,
      motherIdType: d.motherIdType,
      motherIdNumber: numbers.motherIdNumber,
      images: images.map((image) => ({ slot: image.slot as ChildDocumentSlot, ...this.links.link(image.id), width: image.width, height: image.height, uploadedAt: image.uploadedAt })),
      missing: childSlotsNeeded(d.guardianDocumentType).filter((slot) => !have.has(slot)),
      phoneMasked: row.phone && row.signatureState !== 'unsigned' ? maskPhone(row.phone) : null,
      codeExpiresAt: waiting ? row.codeExpiresAt : null,
      resendAt: waiting ? new Date(Date.parse(row.codeSentAt!) + CONSENT_LIMITS.resendSeconds * 1000).toISOString() : null,
      signedAt: row.signedAt,
      agreementSha256: row.agreementSha256,
      signatureRejectReason: row.signatureState === 'rejected' ? row.signatureRejectReason : null,
      declineReason: row.declineReason,
      createdAt: row.createdAt,
      submittedAt: row.submittedAt,
      decidedAt: row.decidedAt,
    };
  }
}
