import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource, type EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { CampaignOfferPublishedV1 } from '@cf/contracts';
import { isUniqueViolation, newId, OutboxService, Transactions } from '@cf/platform';
import { CampaignStore } from '../core/campaign-store';
import { CampaignStatus, type CampaignStatusValue } from '../core/domain/campaign-status';
import { todayIn } from '../core/domain/display-label';
import { offerOf } from '../core/domain/offer';
import { CampaignRow } from '../core/entities/campaign.entity';
import {
  CampaignCommentRow,
  CampaignDocumentRow,
  CampaignFaqRow,
  CampaignFollowerRow,
  CampaignImageRow,
  CampaignUpdateRow,
  EarlyBirdRow,
  LeadInvestorRow,
  SavedCampaignRow,
  TeamMemberRow,
  type CommentStatus,
} from '../core/entities/campaign-items.entity';
import { emptyPropertyInfo, emptyTerms, type CompanyProfile, type Extras, type Fundraising, type PaymentDetail, type Story, type Terms } from '../core/entities/campaign-groups';
import { FILE_STORAGE, type FileStorage } from '../storage/file-storage';
import { IMAGE_URL_PREFIX } from '../storage/uploads';
import { REQUIRED_FAQS } from '../wizard/required-faqs';
import { slugFor } from '../wizard/wizard.service';
import { DEMO_CAMPAIGNS, DEMO_TEAM, type DemoCampaign } from './demo-campaigns';
import { coverPng, logoPng, photoPng, scenePng, simplePdf, type Motif, type PictureStyle } from './demo-images';
import { CampaignsSeedStateRow } from './seed-state.entity';

/** Identity's demo accounts (services/identity/src/seed/demo-users.ts): fixed ids. */
export const DEMO_OWNER = { id: '00000000-0000-7000-8000-000000000002', email: 'owner@demo.om', name: 'Aisha Al Balushi' };
const DEMO_ADMIN_ID = '00000000-0000-7000-8000-000000000001';
const DEMO_INVESTORS = [
  { id: '00000000-0000-7000-8000-000000000003', name: 'Khalid Al Harthy' },
  { id: '00000000-0000-7000-8000-000000000004', name: 'Maryam Al Rawahi' },
] as const;

const DATASET = 'demo-campaigns';
const VERSION = 1;
const TIMEZONE = 'Asia/Muscat';
const DAY_MS = 86_400_000;

/**
 * Successful and unsuccessful campaigns start live, closing tomorrow: the demo story (deploy/demo)
 * invests in them and the administrator closes them, so their outcome, payouts and refunds are real.
 */
const STATUS_OF: Record<DemoCampaign['state'], CampaignStatusValue> = {
  live: CampaignStatus.active,
  'closing-soon': CampaignStatus.active,
  'early-bird': CampaignStatus.active,
  'coming-soon': CampaignStatus.active,
  successful: CampaignStatus.active,
  unsuccessful: CampaignStatus.active,
  pending: CampaignStatus.pending,
  draft: CampaignStatus.draft,
  declined: CampaignStatus.declined,
};

/** Open and close dates relative to today (days), per state; `index` varies them a little. */
function window(state: DemoCampaign['state'], index: number): { open: number; close: number } {
  const k = index % 5;
  switch (state) {
    case 'live':
      return { open: -(12 + k * 6), close: 20 + k * 9 };
    case 'closing-soon':
      return { open: -(50 + k), close: 2 + (k % 4) };
    case 'early-bird':
      return { open: 3 + (k % 3), close: 63 + k };
    case 'coming-soon':
      return { open: 18 + k * 3, close: 85 + k };
    // Within the last 48 hours before the close nobody may cancel (the cooling-off rule), so the
    // demo story's investments are final and the close runs at once.
    case 'successful':
    case 'unsuccessful':
      return { open: -(60 + k * 5), close: 1 };
    default:
      return { open: 14 + k, close: 74 + k };
  }
}

const omr = (baisa: number, lang: 'ar' | 'en' | 'fr'): string =>
  lang === 'ar' ? `${(baisa / 1000).toLocaleString('en-US')} ريال عماني` : lang === 'fr' ? `${(baisa / 1000).toLocaleString('fr-FR')} OMR` : `OMR ${(baisa / 1000).toLocaleString('en-US')}`;

const COMPANY_SUFFIX: Record<string, { en: string; ar: string }> = {
  llc: { en: 'LLC', ar: 'ش.م.م' },
  saoc: { en: 'SAOC', ar: 'ش.م.ع.م' },
  spc: { en: 'SPC', ar: 'شركة الشخص الواحد' },
  'sole-proprietorship': { en: 'Trading Est.', ar: 'مؤسسة فردية' },
};

function termsFor(c: DemoCampaign, goal: number, index: number): Terms {
  const equity = 6 + (index % 5) * 3; // 6 … 18 %
  const preMoney = Math.trunc((goal * 100) / equity) - goal;
  const shares = Math.trunc(goal / 1000);
  const rate = 6.5 + (index % 5) * 1.25; // 6.5 … 11.5 %
  const base: Terms = {
    ...emptyTerms(),
    preMoneyValuation: Math.max(preMoney, 10_000_000),
    siteFee: { type: 'percentage', value: c.termsSlug === 'debt' ? 3 : 5 },
  };
  if (c.termsSlug === 'debt') {
    return { ...base, preMoneyValuation: goal * 4, interestRate: rate, investFrequency: 'quarterly', termLength: 24 + (index % 3) * 12, gracePeriod: 3, paymentFrequency: 'quarterly' };
  }
  const equityTerms = { ...base, pricePerShare: 1000, availableShares: shares, totalSharesOffered: shares, minimumShares: 50, maximumShares: Math.trunc(shares / 5), equityAvailable: equity };
  if (c.termsSlug === 'equity-with-dividends') return { ...equityTerms, interestRate: rate, investFrequency: 'semi-annually', termLength: 36, distributionOfNetProfit: 30 + (index % 3) * 10 };
  if (c.dealType === 'convertible-note')
    return { ...equityTerms, convertibleNote: { maturityDate: null, conversionTrigger: 'Series A of at least OMR 1,000,000', noteTerms: '20% discount, valuation cap OMR 6,000,000', purchaseValue: 1_000_000 } };
  return equityTerms;
}

function stories(c: DemoCampaign, goal: number, terms: Terms) {
  const typeEn =
    c.termsSlug === 'debt'
      ? `This is Shariah-compliant ${c.dealType === 'ijara' ? 'Ijara (lease)' : 'Murabaha'} financing: investors receive an expected ${terms.interestRate}% a year, paid quarterly over ${terms.termLength} months after a ${terms.gracePeriod}-month grace period.`
      : c.termsSlug === 'equity-with-dividends'
        ? `Investors become shareholders (${terms.equityAvailable}% of the company is offered) and receive ${terms.distributionOfNetProfit}% of net profit as dividends twice a year.`
        : `Investors become shareholders: ${terms.equityAvailable}% of the company is offered at OMR 1 a share.`;
  const typeAr =
    c.termsSlug === 'debt'
      ? `تمويل متوافق مع أحكام الشريعة بصيغة ${c.dealType === 'ijara' ? 'الإجارة' : 'المرابحة'}: يحصل المستثمرون على عائد متوقع قدره ${terms.interestRate}% سنويًا يُدفع كل ثلاثة أشهر على مدى ${terms.termLength} شهرًا بعد فترة سماح ${terms.gracePeriod} أشهر.`
      : c.termsSlug === 'equity-with-dividends'
        ? `يصبح المستثمرون مساهمين (تُطرح ${terms.equityAvailable}% من الشركة) ويحصلون على ${terms.distributionOfNetProfit}% من صافي الربح توزيعاتٍ مرتين في السنة.`
        : `يصبح المستثمرون مساهمين: تُطرح ${terms.equityAvailable}% من الشركة بسعر ريال عماني واحد للسهم.`;
  return {
    en: [
      `${c.nameEn} ${c.pitchEn}.`,
      `Founded in ${c.founded} in ${c.cityEn}, the company has grown with its customers and today employs a team of Omani professionals.`,
      `Why we are raising: we are raising ${omr(goal, 'en')} to ${c.purposeEn}.`,
      typeEn,
      'Every figure in this campaign was reviewed by the platform before publication. Investing carries risk: read the documents and the risks section before you invest.',
    ].join('\n\n'),
    ar: [
      `${c.nameAr} ${c.pitchAr}.`,
      `تأسست الشركة عام ${c.founded} في ${c.cityAr}، ونمت مع عملائها، ويعمل فيها اليوم فريق من الكفاءات العمانية.`,
      `لماذا نجمع التمويل: نسعى إلى جمع ${omr(goal, 'ar')} من أجل ${c.purposeAr}.`,
      typeAr,
      'راجعت المنصة كل الأرقام الواردة في هذه الحملة قبل نشرها. ينطوي الاستثمار على مخاطر، فاقرأ المستندات وقسم المخاطر قبل أن تستثمر.',
    ].join('\n\n'),
    typeEn,
    typeAr,
  };
}

function faqAnswers(c: DemoCampaign, goal: number) {
  return {
    business: { en: `${c.nameEn} ${c.pitchEn}. Customers are households and businesses in ${c.cityEn} and across Oman.`, ar: `${c.nameAr} ${c.pitchAr}. عملاؤنا من الأسر والشركات في ${c.cityAr} وفي أنحاء السلطنة.` },
    'use-of-funds': { en: `The ${omr(goal, 'en')} will be used to ${c.purposeEn}; about 10% is kept as working capital.`, ar: `سيُستخدم مبلغ ${omr(goal, 'ar')} من أجل ${c.purposeAr}، ويُحتفظ بنحو 10% رأس مال عامل.` },
    risks: {
      en: 'Demand may grow more slowly than planned, costs may rise, and shares or sukuk of a private company are hard to sell before the term ends. You may lose some or all of your investment.',
      ar: 'قد ينمو الطلب أبطأ من المخطط، وقد ترتفع التكاليف، ويصعب بيع حصص شركة خاصة قبل نهاية المدة. قد تخسر جزءًا من استثمارك أو كله.',
    },
  } as Record<string, { en: string; ar: string }>;
}

async function saveDocument(storage: FileStorage, bytes: Buffer): Promise<{ key: string; size: number }> {
  return { key: await storage.save('documents', bytes, 'pdf'), size: bytes.length };
}

/** Writes the pictures and documents through the storage port; answers their URLs and keys. */
async function storeFiles(storage: FileStorage, c: DemoCampaign, index: number, withGallery: boolean, withDocuments: boolean) {
  const [from, to, accent] = c.colors;
  const style: PictureStyle = { seed: index * 97 + 13, from, to, accent, motif: c.motif };
  const otherMotifs: Motif[] = ['waves', 'grid', 'rings', 'bars', 'dunes', 'palms', 'sun', 'cups'].filter((m) => m !== c.motif) as Motif[];
  const [cover, logo, photo1, photo2] = await Promise.all([
    storage.save('images', coverPng(style), 'png'),
    storage.save('images', logoPng(style), 'png'),
    storage.save('images', photoPng({ ...style, seed: style.seed + 1, from: to, to: from }), 'png'),
    storage.save('images', photoPng({ ...style, seed: style.seed + 2 }), 'png'),
  ]);
  const gallery = withGallery
    ? await Promise.all(
        [0, 1].map((g) => storage.save('images', scenePng(800, 560, { ...style, seed: style.seed + 10 + g, motif: otherMotifs[(index + g) % otherMotifs.length] }), 'png')),
      )
    : [];
  const documents = withDocuments
    ? {
        deck: await saveDocument(storage, simplePdf([`${c.nameEn}`, 'Investor presentation', `Raising in ${c.cityEn}, Oman`, 'Demo document'])),
        financials: await saveDocument(storage, simplePdf([`${c.nameEn}`, 'Audited financial statements 2025', 'Private: investors only', 'Demo document'])),
      }
    : null;
  const url = (key: string) => `${IMAGE_URL_PREFIX}${key}`;
  return { cover: url(cover), logo: url(logo), photos: [url(photo1), url(photo2)], gallery: gallery.map(url), documents };
}

async function insertAll<T extends ObjectLiteral>(manager: EntityManager, entity: EntityTarget<T>, rows: T[], chunk = 20): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) await manager.insert(entity, rows.slice(i, i + chunk) as never);
}

/**
 * Demo campaigns for the embedded mode's first start (36: twelve per type over every state), owned
 * by the demo owner, with generated covers, logos, team photos, gallery images and PDF documents
 * stored through the storage port, FAQs, team, updates, comments, saves, follows and early-bird
 * requests by the demo investors. Runs once: a `campaigns_seed_state` row records it (taken first,
 * so two instances starting together cannot both seed). Rows are written directly (no e-mails), in
 * one transaction with the offers of active campaigns (events investments takes them from).
 */
export async function seedDemo(app: NestFastifyApplication): Promise<void> {
  const dataSource = app.get(DataSource);
  if (await dataSource.manager.existsBy(CampaignsSeedStateRow, { dataset: DATASET })) return;
  const transactions = app.get(Transactions);
  const outbox = app.get(OutboxService);
  const storage = app.get<FileStorage>(FILE_STORAGE);
  const store = app.get(CampaignStore);
  const now = Date.now();
  const today = todayIn(TIMEZONE);
  const dayFromToday = (offset: number): string => new Date(Date.parse(`${today}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
  const at = (daysAgo: number, minutes = 0): string => new Date(now - daysAgo * DAY_MS - minutes * 60_000).toISOString();

  const campaigns: CampaignRow[] = [];
  const faqs: CampaignFaqRow[] = [];
  const team: TeamMemberRow[] = [];
  const leads: LeadInvestorRow[] = [];
  const images: CampaignImageRow[] = [];
  const documents: CampaignDocumentRow[] = [];
  const updates: CampaignUpdateRow[] = [];
  const comments: CampaignCommentRow[] = [];
  const saved: SavedCampaignRow[] = [];
  const followers: CampaignFollowerRow[] = [];
  const earlyBirds: EarlyBirdRow[] = [];

  const files = await Promise.all(
    DEMO_CAMPAIGNS.map((c, index) => {
      const visible = ['live', 'closing-soon', 'successful'].includes(c.state);
      return storeFiles(storage, c, index, visible && index % 2 === 0, c.state !== 'draft');
    }),
  );

  DEMO_CAMPAIGNS.forEach((c, index) => {
    const id = newId();
    const f = files[index];
    const status = STATUS_OF[c.state];
    const goal = c.goalOmr * 1000;
    const { open, close } = window(c.state, index);
    const createdDaysAgo = open > 0 ? 14 + (index % 9) : -open + 3 + (index % 4);
    const createdAt = at(createdDaysAgo, index);
    const approved = [CampaignStatus.active, CampaignStatus.successful, CampaignStatus.unsuccessful].includes(status as 2 | 4 | 5);
    const terms = termsFor(c, goal, index);
    const story = stories(c, goal, terms);
    const ar = c.lang === 'ar';
    const suffix = COMPANY_SUFFIX[c.category] ?? COMPANY_SUFFIX.llc;
    const draft = c.state === 'draft';
    // The owner writes the name, summary and highlights in the campaign's language and in the other two.
    const texts = {
      ar: {
        campaignName: c.nameAr,
        about: `${c.nameAr} ${c.pitchAr}.`.slice(0, 255),
        highlights: [`تأسست عام ${c.founded} في ${c.cityAr}`, `نجمع ${omr(goal, 'ar')}`, c.termsSlug === 'debt' ? 'تمويل متوافق مع الشريعة' : 'فرصة للتملك في شركة عمانية'],
      },
      en: {
        campaignName: c.nameEn,
        about: `${c.nameEn} ${c.pitchEn}.`.slice(0, 255),
        highlights: [`Founded in ${c.founded}, based in ${c.cityEn}`, `Raising ${omr(goal, 'en')}`, c.termsSlug === 'debt' ? 'Shariah-compliant financing' : 'Own a share of an Omani company'],
      },
      fr: {
        campaignName: c.nameEn,
        about: `Entreprise omanaise fondée en ${c.founded} à ${c.cityEn}, qui lève ${omr(goal, 'fr')} pour se développer.`.slice(0, 255),
        highlights: [`Fondée en ${c.founded}, basée à ${c.cityEn}`, `Lève ${omr(goal, 'fr')}`, c.termsSlug === 'debt' ? 'Financement conforme à la charia' : 'Devenez actionnaire d’une entreprise omanaise'],
      },
    };
    const own = texts[c.lang];
    const translations = Object.fromEntries(Object.entries(texts).filter(([lang]) => lang !== c.lang && !draft));
    const row = {
      id,
      slug: slugFor(c.nameEn, id),
      ownerId: DEMO_OWNER.id,
      ownerEmail: DEMO_OWNER.email,
      ownerName: DEMO_OWNER.name,
      ownerLanguage: 'ar',
      status,
      statusBeforeHidden: null,
      termsSlug: c.termsSlug,
      // Nothing raised: every figure comes from the demo story's investments.
      raisedAmount: 0,
      progressBp: 0,
      investorsCount: 0,
      timezone: TIMEZONE,
      equityCurrencyCode: 'OMR',
      companyProfile: <CompanyProfile>{
        companyName: ar ? `${c.nameAr} ${suffix.ar}` : `${c.nameEn} ${suffix.en}`,
        website: `https://www.${c.key}.example.om`,
        address: ar ? `${c.cityAr}، سلطنة عمان` : `${c.cityEn}, Sultanate of Oman`,
        category: c.category,
        industry: c.industry,
        companyLogo: f.logo,
        phoneNumber: `968${24000000 + index * 1371}`,
        description: `${c.nameEn} ${c.pitchEn}`.slice(0, 200),
        descriptionAr: `${c.nameAr} ${c.pitchAr}`.slice(0, 200),
        yearFounded: c.founded,
        contactEmail: `invest@${c.key}.example.om`,
      },
      fundraising: <Fundraising>{
        equityCurrencyCode: 'OMR',
        goal,
        minimumRaise: c.goalOmr >= 200_000 ? 100_000 : 50_000,
        // A demo investor may take up to half a campaign: two or three investors fill one (the demo story stays short).
        maximumRaise: Math.trunc(goal / 2),
        openDate: dayFromToday(open),
        openTime: '09:00',
        timezone: TIMEZONE,
        closeDate: dayFromToday(close),
        investingType: index % 3 === 2 && c.state !== 'unsuccessful' ? 'flexible' : 'fixed',
        campaignAccreditation: index % 4 === 3 ? 'accredited' : 'both',
        termsSlug: c.termsSlug,
        dealType: c.dealType,
        campaignStage: c.stage,
        investingRound: c.round,
        propertyStage: null,
        repaymentMethod: c.termsSlug === 'debt' ? 'automatic' : null,
        hasPropertyInfo: 0,
        previouslyRaised: index % 3 === 0 ? goal / 2 : null,
        totalRevenue: (goal * (2 + (index % 4))) / 2,
        hasLeadInvestor: index % 2 === 1,
      },
      propertyInfo: emptyPropertyInfo(),
      terms: draft ? { ...terms, preMoneyValuation: null } : terms,
      story: <Story>{
        uploadType: 'image',
        textLanguage: c.lang,
        translations,
        campaignName: own.campaignName,
        videoUrl: null,
        coverImage: f.cover,
        campaignStory: story.en,
        campaignStoryAr: draft ? null : story.ar,
        highlights: own.highlights,
        about: own.about,
      },
      extras: <Extras>{
        googleAnalyticsID: null,
        links: { facebook: null, twitter: null, youtube: null, website: `https://www.${c.key}.example.om`, linkedin: `https://www.linkedin.com/company/${c.key}`, custom: [] },
        contractCopy: false,
        manageContract: 'no',
        userUploadedContract: null,
      },
      paymentDetail: <PaymentDetail>(draft
        ? { accountType: null, bankName: null, accountNumber: null, confirmAccountNumber: null, routingNumber: null, tos: false, achAccountId: null }
        : {
            accountType: 'current',
            bankName: ['Bank Muscat', 'Bank Dhofar', 'Sohar International', 'National Bank of Oman'][index % 4],
            accountNumber: `0${String(3014455667 + index * 7919)}`,
            confirmAccountNumber: `0${String(3014455667 + index * 7919)}`,
            routingNumber: 'BMUSOMRX1',
            tos: true,
            achAccountId: null,
          }),
      declineReason:
        c.state === 'declined'
          ? ar
            ? 'يرجى إرفاق القوائم المالية المدققة لآخر سنتين وتوضيح ضمانات التمويل.'
            : 'Please attach audited financial statements for the last two years and explain the collateral.'
          : null,
      createdAt,
      updatedAt: createdAt,
      submittedAt: draft ? null : at(Math.max(1, createdDaysAgo - 3)),
      approvedAt: approved ? at(Math.max(1, createdDaysAgo - 5)) : null,
      approvedBy: approved ? DEMO_ADMIN_ID : null,
      closedAt: null,
    } as CampaignRow;
    campaigns.push(store.syncColumns(row));

    // FAQs: the three required ones (answered unless a draft) and one of the owner's.
    const answers = faqAnswers(c, goal);
    REQUIRED_FAQS.forEach((q, order) =>
      faqs.push({
        id: newId(),
        campaignId: id,
        question: q.en,
        questionAr: q.ar,
        answer: draft ? null : answers[q.key].en,
        answerAr: draft ? null : answers[q.key].ar,
        required: true,
        requiredKey: q.key,
        sortOrder: order,
        createdAt,
        updatedAt: createdAt,
      }),
    );
    faqs.push({
      id: newId(),
      campaignId: id,
      question: c.termsSlug === 'equity' ? 'When can I sell my shares?' : 'Is this offer Shariah-compliant?',
      questionAr: c.termsSlug === 'equity' ? 'متى يمكنني بيع أسهمي؟' : 'هل هذا العرض متوافق مع أحكام الشريعة؟',
      answer:
        c.termsSlug === 'equity'
          ? 'Shares can be sold at a later funding round or an exit; the company plans a buy-back window after five years.'
          : 'Yes. The structure was reviewed by our Shariah advisor and the contracts follow AAOIFI standards.',
      answerAr:
        c.termsSlug === 'equity'
          ? 'يمكن بيع الأسهم في جولة تمويل لاحقة أو عند التخارج، وتخطط الشركة لنافذة إعادة شراء بعد خمس سنوات.'
          : 'نعم. راجع مستشارنا الشرعي الهيكل، وتتبع العقود معايير هيئة المحاسبة والمراجعة للمؤسسات المالية الإسلامية.',
      required: false,
      requiredKey: null,
      sortOrder: 3,
      createdAt,
      updatedAt: createdAt,
    });

    [0, 1].forEach((k) => {
      const m = DEMO_TEAM[(index + k * 3) % DEMO_TEAM.length];
      team.push({
        id: newId(),
        campaignId: id,
        fullName: ar ? m.ar : m.en,
        role: m.role,
        email: `${m.en.split(' ')[0].toLowerCase()}@${c.key}.example.om`,
        bio: ar ? m.bioAr : m.bioEn,
        bioTranslations: ar ? { en: m.bioEn } : { ar: m.bioAr },
        photo: f.photos[k],
        invitationStatus: 'accepted',
        invitedAt: createdAt,
        createdAt: at(createdDaysAgo, index - k - 1),
        updatedAt: createdAt,
      });
    });
    if (index % 2 === 1)
      leads.push({
        id: newId(),
        campaignId: id,
        investorType: 'company',
        name: ar ? 'شبكة مجان للمستثمرين الملائكيين' : 'Majan Angels Network',
        bio: ar ? 'شبكة من 60 مستثمرًا عمانيًا تستثمر في الشركات الصغيرة والمتوسطة منذ 2017.' : 'A network of 60 Omani angels investing in SMEs since 2017.',
        photo: null,
        createdAt,
        updatedAt: createdAt,
      });
    f.gallery.forEach((url, g) =>
      images.push({
        id: newId(),
        campaignId: id,
        title: ar ? ['من موقع العمل', 'فريقنا'][g] : ['On site', 'Our team at work'][g],
        description: null,
        url,
        width: 800,
        height: 560,
        createdAt: at(createdDaysAgo, -g - 1),
      }),
    );
    if (f.documents) {
      const doc = (title: string, visibility: 'public' | 'private', file: { key: string; size: number }): CampaignDocumentRow => ({
        id: newId(),
        campaignId: id,
        kind: 'document',
        title,
        visibility,
        storageKey: file.key,
        contentType: 'application/pdf',
        size: file.size,
        createdAt,
        updatedAt: createdAt,
      });
      documents.push(doc(ar ? 'العرض التقديمي للمستثمرين' : 'Investor presentation', 'public', f.documents.deck));
      documents.push(doc(ar ? 'القوائم المالية المدققة 2025' : 'Audited financial statements 2025', 'private', f.documents.financials));
    }

    // Updates on campaigns that have been live.
    if (approved && c.state !== 'early-bird' && c.state !== 'coming-soon') {
      const posts = ar
        ? [
            { title: 'شكرًا لمستثمرينا الأوائل', description: `تجاوزنا ${Math.min(c.progress, 100)}% من الهدف. شكرًا لثقتكم، وسنشارككم تقدم العمل كل شهر.` },
            { title: 'تحديث من الموقع', description: `بدأنا التحضير من أجل ${c.purposeAr}، وتلقينا عروض الموردين.` },
          ]
        : [
            { title: 'Thank you, early investors', description: `We have passed ${Math.min(c.progress, 100)}% of our goal. Thank you for your trust; we will report progress every month.` },
            { title: 'News from the site', description: `Preparations to ${c.purposeEn} have started and supplier quotes are in.` },
          ];
      posts.forEach((p, k) => updates.push({ id: newId(), campaignId: id, authorId: DEMO_OWNER.id, ...p, createdAt: at(Math.max(1, -open - 3 - k * 6), k), updatedAt: at(Math.max(1, -open - 3 - k * 6), k) }));
    }

    // Discussion on the first live campaigns of each type: a question, the owner's answer, a pending comment.
    if (c.state === 'live' && index % 12 < 3) {
      const [k1, k2] = DEMO_INVESTORS;
      const comment = (userId: string, authorName: string, text: string, status: CommentStatus, minutesAgo: number, parent: string | null = null): CampaignCommentRow => {
        const when = at(2, minutesAgo);
        return { id: newId(), campaignId: id, parentCommentId: parent, userId, authorName, authorSlug: null, comment: text, status, moderatedBy: status === 'approved' && userId !== DEMO_OWNER.id ? DEMO_ADMIN_ID : null, moderatedAt: status === 'approved' ? when : null, createdAt: when, updatedAt: when };
      };
      const question = comment(k1.id, k1.name, ar ? 'ما الجدول الزمني المتوقع للتوسعة؟' : 'What is the expected timeline for the expansion?', 'approved', 300);
      comments.push(
        question,
        comment(DEMO_OWNER.id, DEMO_OWNER.name, ar ? 'نتوقع الانتهاء خلال تسعة أشهر من إغلاق الحملة، وسننشر تحديثًا شهريًا.' : 'We expect to finish within nine months of closing and will post an update every month.', 'approved', 240, question.id),
        comment(k2.id, k2.name, ar ? 'مشروع رائع، بالتوفيق للفريق!' : 'Great project, best of luck to the team!', 'approved', 120),
        comment(k2.id, k2.name, ar ? 'هل توجد خطة لتوزيع الأرباح؟' : 'Is there a plan to pay dividends?', 'pending', 30),
      );
    }
  });

  // Saves, follows and early-bird requests by the demo investors.
  const live = campaigns.filter((c) => c.status === CampaignStatus.active && c.openDate! <= today);
  const upcoming = campaigns.filter((c) => c.status === CampaignStatus.active && c.openDate! > today);
  live.slice(0, 4).forEach((c, k) => {
    saved.push({ id: newId(), userId: DEMO_INVESTORS[0].id, campaignId: c.id, createdAt: at(1, k) });
    followers.push({ id: newId(), campaignId: c.id, userId: DEMO_INVESTORS[0].id, createdAt: at(1, k) });
  });
  live.slice(2, 5).forEach((c, k) => {
    saved.push({ id: newId(), userId: DEMO_INVESTORS[1].id, campaignId: c.id, createdAt: at(1, 10 + k) });
    followers.push({ id: newId(), campaignId: c.id, userId: DEMO_INVESTORS[1].id, createdAt: at(1, 10 + k) });
  });
  upcoming.forEach((c, k) => {
    earlyBirds.push({ id: newId(), campaignId: c.id, userId: DEMO_INVESTORS[k % 2].id, createdAt: at(1, k) });
    if (k % 2 === 0) followers.push({ id: newId(), campaignId: c.id, userId: DEMO_INVESTORS[1].id, createdAt: at(1, 20 + k) });
  });

  try {
    await transactions.run(async () => {
      const manager = transactions.manager;
      await manager.insert(CampaignsSeedStateRow, { dataset: DATASET, version: VERSION, appliedAt: new Date(now).toISOString() });
      await insertAll(manager, CampaignRow, campaigns, 12);
      await insertAll(manager, CampaignFaqRow, faqs);
      await insertAll(manager, TeamMemberRow, team);
      await insertAll(manager, LeadInvestorRow, leads);
      await insertAll(manager, CampaignImageRow, images);
      await insertAll(manager, CampaignDocumentRow, documents);
      await insertAll(manager, CampaignUpdateRow, updates);
      await insertAll(manager, CampaignCommentRow, comments);
      await insertAll(manager, SavedCampaignRow, saved);
      await insertAll(manager, CampaignFollowerRow, followers);
      await insertAll(manager, EarlyBirdRow, earlyBirds);
      // Live and upcoming demo campaigns can be invested in: investments learns their offers as it
      // would on approval.
      for (const c of campaigns.filter((row) => row.status === CampaignStatus.active)) {
        const offer = offerOf(c);
        if (offer) await outbox.append(CampaignOfferPublishedV1, c.id, offer);
      }
    });
  } catch (error) {
    // Another instance seeded at the same moment: its rows stand (the files written here stay unused).
    if (!isUniqueViolation(error)) throw error;
  }
}
