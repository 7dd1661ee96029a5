import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { ConsentCodeIssuedV1 } from '@cf/contracts';
import { OutboxEventRow, SecretBox, type AuthenticatedUser } from '@cf/platform';
import { VerificationsRepository } from '../core/verifications.repository';
import { VerificationsService } from '../account-verification/verifications.service';
import type { VerificationConfig } from '../core/config/env';
import { ConsentService } from '../consent/consent.service';
import { IdentityDocumentsService } from '../documents/identity-documents.service';
import { InvestorProfileService } from '../investor-profile/investor-profile.service';
import { JurisdictionService } from '../core/jurisdiction/jurisdiction.service';
import { ReviewService } from '../review/review.service';
import { SuitabilityService } from '../suitability/suitability.service';
import { VERIFICATION_CONFIG } from '../verification.tokens';

/** Identity's demo accounts (services/identity/src/seed/demo-users.ts): fixed ids. */
const DEMO_ADMIN_ID = '00000000-0000-7000-8000-000000000001';
const OMR = 1000;

/**
 * The demo investors' verifications, made through the same use cases as real requests: investor1
 * verified as retail, investor2 as angel, investor3 submitted and waiting in the review queue, and
 * the crowd (investor4-13) verified.
 * Idempotent: an investor who already has a verification is left alone.
 */
const DEMO_VERIFICATIONS = [
  { id: '00000000-0000-7000-8000-000000000003', phone: '+96891000003', netAssets: 45_000 * OMR, annualIncome: 14_400 * OMR, decide: true, occupation: 'Engineer', gender: 'male' as const, names: ['Khalid', 'Al Harthy', 'خالد', 'الحارثي'] },
  { id: '00000000-0000-7000-8000-000000000004', phone: '+96891000004', netAssets: 420_000 * OMR, annualIncome: 36_000 * OMR, decide: true, occupation: 'Physician', gender: 'female' as const, names: ['Maryam', 'Al Rawahi', 'مريم', 'الرواحي'] },
  { id: '00000000-0000-7000-8000-000000000005', phone: '+96891000005', netAssets: 60_000 * OMR, annualIncome: 18_000 * OMR, decide: false, occupation: 'Teacher', gender: 'female' as const, names: ['Huda', 'Al Siyabi', 'هدى', 'السيابي'] },
  // The crowd behind the demo's figures (investor4-13): five sophisticated (assets above OMR 1,000,000), three angels, two retail.
  { id: '00000000-0000-7000-8000-000000000006', phone: '+96891000006', netAssets: 2_400_000 * OMR, annualIncome: 180_000 * OMR, decide: true, occupation: 'Company director', gender: 'male' as const, names: ['Salim', 'Al Habsi', 'سالم', 'الحبسي'] },
  { id: '00000000-0000-7000-8000-000000000007', phone: '+96891000007', netAssets: 1_800_000 * OMR, annualIncome: 120_000 * OMR, decide: true, occupation: 'Investor', gender: 'female' as const, names: ['Zainab', 'Al Lawati', 'زينب', 'اللواتية'] },
  { id: '00000000-0000-7000-8000-000000000008', phone: '+96891000008', netAssets: 3_100_000 * OMR, annualIncome: 240_000 * OMR, decide: true, occupation: 'Business owner', gender: 'male' as const, names: ['Ahmed', 'Al Rashdi', 'أحمد', 'الراشدي'] },
  { id: '00000000-0000-7000-8000-000000000009', phone: '+96891000009', netAssets: 350_000 * OMR, annualIncome: 42_000 * OMR, decide: true, occupation: 'Pharmacist', gender: 'female' as const, names: ['Fatma', 'Al Amri', 'فاطمة', 'العامرية'] },
  { id: '00000000-0000-7000-8000-000000000010', phone: '+96891000010', netAssets: 500_000 * OMR, annualIncome: 60_000 * OMR, decide: true, occupation: 'Architect', gender: 'male' as const, names: ['Hamood', 'Al Kharusi', 'حمود', 'الخروصي'] },
  { id: '00000000-0000-7000-8000-000000000011', phone: '+96891000011', netAssets: 320_000 * OMR, annualIncome: 30_000 * OMR, decide: true, occupation: 'Lawyer', gender: 'female' as const, names: ['Asma', 'Al Farsi', 'أسماء', 'الفارسية'] },
  { id: '00000000-0000-7000-8000-000000000012', phone: '+96891000012', netAssets: 80_000 * OMR, annualIncome: 16_800 * OMR, decide: true, occupation: 'Accountant', gender: 'male' as const, names: ['Yaqoob', 'Al Mahrouqi', 'يعقوب', 'المحروقي'] },
  { id: '00000000-0000-7000-8000-000000000013', phone: '+96891000013', netAssets: 55_000 * OMR, annualIncome: 13_200 * OMR, decide: true, occupation: 'Nurse', gender: 'female' as const, names: ['Rahma', 'Al Jabri', 'رحمة', 'الجابرية'] },
  { id: '00000000-0000-7000-8000-000000000014', phone: '+96891000014', netAssets: 1_450_000 * OMR, annualIncome: 96_000 * OMR, decide: true, occupation: 'Family office director', gender: 'male' as const, names: ['Badr', 'Al Hashmi', 'بدر', 'الهاشمي'] },
  { id: '00000000-0000-7000-8000-000000000015', phone: '+96891000015', netAssets: 2_050_000 * OMR, annualIncome: 150_000 * OMR, decide: true, occupation: 'Surgeon', gender: 'female' as const, names: ['Muna', 'Al Riyami', 'منى', 'الريامية'] },
];

export async function seedDemo(app: NestFastifyApplication): Promise<void> {
  const repository = app.get(VerificationsRepository);
  const profiles = app.get(InvestorProfileService);
  const verifications = app.get(VerificationsService);
  const suitability = app.get(SuitabilityService);
  const review = app.get(ReviewService);
  const documents = app.get(IdentityDocumentsService);
  const consent = app.get(ConsentService);
  const outbox = app.get(DataSource).getRepository(OutboxEventRow);
  const delivery = SecretBox.fromKeyring(app.get<VerificationConfig>(VERIFICATION_CONFIG).deliveryKeyring);
  // The code a demo investor would read in the text message: the sealed copy notifications opens.
  const textedCode = async (verificationId: string) => {
    const [event] = await outbox.find({ where: { type: ConsentCodeIssuedV1.type, aggregateId: verificationId }, order: { occurredAt: 'DESC' }, take: 1 });
    return delivery.open((event.data as { sealedCode: string }).sealedCode, ConsentCodeIssuedV1.type);
  };
  // Plain card-coloured pictures stand in for the scans and the live photo.
  const picture = async (colour: string) => `data:image/jpeg;base64,${(await sharp({ create: { width: 640, height: 400, channels: 3, background: colour } }).jpeg().toBuffer()).toString('base64')}`;
  const { pack } = app.get(JurisdictionService);
  const admin = { id: DEMO_ADMIN_ID, isAdmin: true } as AuthenticatedUser;
  // The best option of every question: the demo investors pass.
  const answers = pack.suitability.questions.map((q) => ({ questionId: q.id, optionId: [...q.options].sort((a, b) => b.points - a.points)[0].id }));

  for (const demo of DEMO_VERIFICATIONS) {
    if (await repository.findByUser(demo.id)) continue;
    const user = { id: demo.id, isAdmin: false } as AuthenticatedUser;
    await profiles.create(user, {
      investorType: 'individual',
      employmentStatus: 'employed',
      occupationCategory: 'professional',
      occupation: demo.occupation,
      monthlyIncome: (demo.annualIncome - (demo.annualIncome % 12)) / 12,
      sourcesOfIncome: ['employment', 'investment'],
      hasAnotherNationality: 'no',
      beneficialOwner: 'yes',
      buildingName: 'Building 12',
      streetName: 'Way 3021, Al Khuwair, Muscat',
      dataProcessingAgreement: true,
    });
    await verifications.saveDeclarations(
      user,
      { fatcaSubject: 'no', usPerson: 'no', politicallyExposed: 'no', netAssets: demo.netAssets, annualIncome: demo.annualIncome, sourceOfWealth: 'Salary and savings', accuracyAgreement: true },
      'en',
    );
    await suitability.answer(user, { answers }, 'en');
    await documents.save(user, {
      documentType: 'id-card',
      documentNumber: `1${demo.id.slice(-7)}`,
      expiryDate: '2031-12-31',
      gender: demo.gender,
      legalFirstName: demo.names[0],
      legalLastName: demo.names[1],
      legalFirstNameAr: demo.names[2],
      legalLastNameAr: demo.names[3],
    });
    for (const [slot, colour] of [['front', '#c9d6e3'], ['back', '#d8cfc4'], ['live-photo', '#e3d2c9']] as const) await documents.uploadImage(user, { slot, image: await picture(colour) });
    await consent.sign(user, { kind: 'typed', text: `${demo.names[0]} ${demo.names[1]}`.slice(0, 20), phone: demo.phone }, 'en');
    const row = await repository.findByUser(demo.id);
    await consent.confirm(user, await textedCode(row!.id), '127.0.0.1');
    const submitted = await verifications.complete(user, 'en');
    if (demo.decide) await review.decide(admin, submitted.id, { decision: 'accept' }, 'en');
  }
}
