import type { OptionItem, OptionListKey, RiskLevelKey } from './types';

/** Builds an option item; keeps the table below compact and readable. */
function opt(key: string, en: string, ar: string, fr: string): OptionItem {
  return { key, name: { en, ar, fr } };
}

/**
 * Numeric position of each risk level on the platform's 0–6 risk scale
 * (midpoint of each band), used to compare an investor's risk appetite with a
 * campaign's risk rating.
 */
export const RISK_LEVEL_SCALE: Readonly<Record<RiskLevelKey, number>> = {
  low: 0.5,
  'low-to-moderate': 1.5,
  moderate: 2.5,
  'moderately-high': 3.5,
  high: 4.5,
  'very-high': 5.5,
};

const LISTS = {
  'company-industry': [
    opt('fintech', 'FinTech', 'التقنية المالية', 'Technologie financière (fintech)'),
    opt('islamic-finance', 'Islamic Finance', 'التمويل الإسلامي', 'Finance islamique'),
    opt('real-estate', 'Real Estate', 'العقارات', 'Immobilier'),
    opt('logistics', 'Logistics & Supply Chain', 'الخدمات اللوجستية وسلاسل الإمداد', "Logistique et chaîne d'approvisionnement"),
    opt('tourism-hospitality', 'Tourism & Hospitality', 'السياحة والضيافة', 'Tourisme et hôtellerie'),
    opt('food-beverage', 'Food & Beverage', 'الأغذية والمشروبات', 'Alimentation et boissons'),
    opt('healthcare', 'Healthcare', 'الرعاية الصحية', 'Santé'),
    opt('education', 'Education', 'التعليم', 'Éducation'),
    opt('energy', 'Energy & Renewables', 'الطاقة والطاقة المتجددة', 'Énergie et énergies renouvelables'),
    opt('oil-gas-services', 'Oil & Gas Services', 'خدمات النفط والغاز', 'Services pétroliers et gaziers'),
    opt('manufacturing', 'Manufacturing', 'الصناعات التحويلية', 'Industrie manufacturière'),
    opt('agriculture-fisheries', 'Agriculture & Fisheries', 'الزراعة والثروة السمكية', 'Agriculture et pêche'),
    opt('retail', 'Retail', 'تجارة التجزئة', 'Commerce de détail'),
    opt('e-commerce', 'E-commerce', 'التجارة الإلكترونية', 'Commerce électronique'),
    opt('technology-software', 'Technology & Software', 'التقنية والبرمجيات', 'Technologie et logiciels'),
    opt('media-entertainment', 'Media & Entertainment', 'الإعلام والترفيه', 'Médias et divertissement'),
    opt('construction', 'Construction & Contracting', 'البناء والمقاولات', 'Construction et BTP'),
    opt('transport', 'Transportation', 'النقل', 'Transport'),
    opt('mining', 'Mining & Quarrying', 'التعدين والمحاجر', 'Mines et carrières'),
    opt('telecom', 'Telecommunications', 'الاتصالات', 'Télécommunications'),
    opt('professional-services', 'Professional Services', 'الخدمات المهنية', 'Services professionnels'),
    opt('insurance', 'Insurance', 'التأمين', 'Assurance'),
    opt('automotive', 'Automotive', 'السيارات', 'Automobile'),
    opt('fashion-lifestyle', 'Fashion & Lifestyle', 'الأزياء وأسلوب الحياة', 'Mode et art de vivre'),
    opt('sports-fitness', 'Sports & Fitness', 'الرياضة واللياقة البدنية', 'Sport et remise en forme'),
    opt('environment-recycling', 'Environmental Services & Recycling', 'الخدمات البيئية وإعادة التدوير', 'Services environnementaux et recyclage'),
    opt('other', 'Other', 'أخرى', 'Autre'),
  ],

  'team-member-type': [
    opt('founder', 'Founder', 'مؤسس', 'Fondateur'),
    opt('co-founder', 'Co-founder', 'شريك مؤسس', 'Cofondateur'),
    opt('ceo', 'Chief Executive Officer (CEO)', 'الرئيس التنفيذي', 'Directeur général (CEO)'),
    opt('cfo', 'Chief Financial Officer (CFO)', 'المدير المالي', 'Directeur financier (CFO)'),
    opt('cto', 'Chief Technology Officer (CTO)', 'المدير التقني', 'Directeur technique (CTO)'),
    opt('coo', 'Chief Operating Officer (COO)', 'مدير العمليات', 'Directeur des opérations (COO)'),
    opt('chairman', 'Chairman of the Board', 'رئيس مجلس الإدارة', "Président du conseil d'administration"),
    opt('board-member', 'Board Member', 'عضو مجلس الإدارة', "Membre du conseil d'administration"),
    opt('advisor', 'Advisor', 'مستشار', 'Conseiller'),
    opt('shariah-advisor', 'Shariah Advisor', 'مستشار شرعي', 'Conseiller charia'),
    opt('employee', 'Employee', 'موظف', 'Employé'),
  ],

  'campaign-stage': [
    opt('idea', 'Idea', 'فكرة', 'Idée'),
    opt('prototype', 'Prototype', 'نموذج أولي', 'Prototype'),
    opt('early-revenue', 'Early Revenue', 'إيرادات أولية', 'Premiers revenus'),
    opt('growth', 'Growth', 'نمو', 'Croissance'),
    opt('expansion', 'Expansion', 'توسع', 'Expansion'),
    opt('established', 'Established Business', 'شركة قائمة', 'Entreprise établie'),
  ],

  'investing-round': [
    opt('pre-seed', 'Pre-seed', 'جولة ما قبل البذرة', 'Pré-amorçage'),
    opt('seed', 'Seed', 'جولة البذرة', 'Amorçage'),
    opt('series-a', 'Series A', 'الجولة (أ)', 'Série A'),
    opt('series-b', 'Series B', 'الجولة (ب)', 'Série B'),
    opt('series-c', 'Series C', 'الجولة (ج)', 'Série C'),
    opt('bridge', 'Bridge Round', 'جولة تمويل تجسيرية', 'Financement relais'),
  ],

  'investor-type': [
    opt('individual', 'Individual', 'فرد', 'Particulier'),
    opt('company', 'Company', 'شركة', 'Société'),
  ],

  'employment-status': [
    opt('employed', 'Employed', 'موظف', 'Salarié'),
    opt('self-employed', 'Self-employed', 'يعمل لحسابه الخاص', 'Travailleur indépendant'),
    opt('business-owner', 'Business Owner', 'صاحب عمل', "Chef d'entreprise"),
    opt('retired', 'Retired', 'متقاعد', 'Retraité'),
    opt('student', 'Student', 'طالب', 'Étudiant'),
    opt('unemployed', 'Unemployed', 'باحث عن عمل', 'Sans emploi'),
    opt('homemaker', 'Homemaker', 'ربّة منزل / ربّ منزل', 'Personne au foyer'),
  ],

  'employment-category': [
    opt('government', 'Government Sector', 'القطاع الحكومي', 'Secteur public'),
    opt('semi-government', 'Semi-government / State-owned Company', 'شركة شبه حكومية / مملوكة للدولة', 'Secteur parapublic / entreprise publique'),
    opt('private-sector', 'Private Sector', 'القطاع الخاص', 'Secteur privé'),
    opt('military-security', 'Military & Security Services', 'القطاع العسكري والأمني', 'Forces armées et sécurité'),
    opt('self-employed', 'Self-employed', 'عمل حر', 'Indépendant'),
    opt('international-organization', 'International Organization / Embassy', 'منظمة دولية / سفارة', 'Organisation internationale / ambassade'),
    opt('non-profit', 'Non-profit Organization', 'منظمة غير ربحية', 'Organisation à but non lucratif'),
    opt('other', 'Other', 'أخرى', 'Autre'),
  ],

  'sources-of-income': [
    opt('employment', 'Employment Income', 'دخل الوظيفة (الراتب)', "Revenus d'emploi (salaire)"),
    opt('business', 'Business Income', 'دخل الأعمال التجارية', "Revenus d'activité professionnelle"),
    opt('investment', 'Investment Returns', 'عوائد الاستثمار', "Revenus d'investissement"),
    opt('passive', 'Passive Income (e.g. rent, royalties)', 'دخل غير مباشر (مثل الإيجارات والإتاوات)', 'Revenus passifs (loyers, redevances…)'),
    opt('government-and-social-support', 'Government & Social Support', 'الدعم الحكومي والاجتماعي', 'Aides publiques et sociales'),
    opt('other', 'Other', 'أخرى', 'Autre'),
  ],

  'document-type': [
    opt('id-card', 'National ID Card / Resident Card', 'البطاقة الشخصية / بطاقة المقيم', "Carte d'identité / carte de résident"),
    opt('passport', 'Passport', 'جواز السفر', 'Passeport'),
    opt('driving-license', 'Driving Licence', 'رخصة القيادة', 'Permis de conduire'),
  ],

  'guardian-type': [
    opt('father', 'Father', 'الأب', 'Père'),
    opt('mother', 'Mother', 'الأم', 'Mère'),
    opt('other-legal-guardian', 'Other Legal Guardian', 'وليّ أمر أو وصيّ قانوني آخر', 'Autre tuteur légal'),
  ],

  'account-type': [
    opt('checking', 'Checking Account', 'حساب شيكات', 'Compte chèques'),
    opt('savings', 'Savings Account', 'حساب توفير', "Compte d'épargne"),
    opt('current', 'Current Account', 'حساب جارٍ', 'Compte courant'),
  ],

  'risk-level': [
    opt('low', 'Low', 'منخفضة', 'Faible'),
    opt('low-to-moderate', 'Low to Moderate', 'منخفضة إلى متوسطة', 'Faible à modéré'),
    opt('moderate', 'Moderate', 'متوسطة', 'Modéré'),
    opt('moderately-high', 'Moderately High', 'مرتفعة نسبياً', 'Modérément élevé'),
    opt('high', 'High', 'مرتفعة', 'Élevé'),
    opt('very-high', 'Very High', 'مرتفعة جداً', 'Très élevé'),
  ],

  'expected-investment-size': [
    opt('up-to-1000', 'Up to OMR 1,000', 'حتى 1,000 ريال عُماني', "Jusqu'à 1 000 OMR"),
    opt('1000-5000', 'OMR 1,000 – 5,000', 'من 1,000 إلى 5,000 ريال عُماني', 'De 1 000 à 5 000 OMR'),
    opt('5000-10000', 'OMR 5,000 – 10,000', 'من 5,000 إلى 10,000 ريال عُماني', 'De 5 000 à 10 000 OMR'),
    opt('10000-50000', 'OMR 10,000 – 50,000', 'من 10,000 إلى 50,000 ريال عُماني', 'De 10 000 à 50 000 OMR'),
    opt('above-50000', 'Above OMR 50,000', 'أكثر من 50,000 ريال عُماني', 'Plus de 50 000 OMR'),
  ],

  'preferred-investment-segment': [
    opt('equity', 'Equity (company shares)', 'الملكية (أسهم الشركات)', 'Capital (actions de sociétés)'),
    opt('debt', 'Debt (loans and notes)', 'أدوات الدين (القروض والسندات)', 'Dette (prêts et obligations)'),
    opt('shariah-compliant', 'Shariah-compliant Financing', 'تمويل متوافق مع أحكام الشريعة', 'Financement conforme à la charia'),
    opt('startups', 'Startups', 'الشركات الناشئة', 'Jeunes pousses (startups)'),
    opt('smes', 'Small & Medium Enterprises', 'المؤسسات الصغيرة والمتوسطة', 'Petites et moyennes entreprises'),
    opt('real-estate', 'Real Estate Projects', 'المشاريع العقارية', 'Projets immobiliers'),
  ],

  'occupation-category': [
    opt('accountant', 'Accountant', 'محاسب', 'Comptable'),
    opt('banker', 'Banker / Financial Services Professional', 'مصرفي / مختص في الخدمات المالية', 'Banquier / professionnel de la finance'),
    opt('civil-servant', 'Civil Servant', 'موظف حكومي', 'Fonctionnaire'),
    opt('doctor', 'Physician', 'طبيب', 'Médecin'),
    opt('engineer', 'Engineer', 'مهندس', 'Ingénieur'),
    opt('it-professional', 'IT Professional', 'أخصائي تقنية معلومات', 'Informaticien'),
    opt('lawyer', 'Lawyer', 'محامٍ', 'Avocat'),
    opt('military-officer', 'Military / Security Officer', 'ضابط عسكري / أمني', 'Officier militaire / de sécurité'),
    opt('nurse', 'Nurse', 'ممرض', 'Infirmier'),
    opt('pharmacist', 'Pharmacist', 'صيدلي', 'Pharmacien'),
    opt('sales-professional', 'Sales Professional', 'مختص مبيعات', 'Commercial'),
    opt('teacher', 'Teacher / Lecturer', 'معلم / محاضر', 'Enseignant'),
    opt('trader', 'Merchant / Trader', 'تاجر', 'Commerçant'),
    opt('other', 'Other', 'أخرى', 'Autre'),
  ],
} satisfies Record<OptionListKey, OptionItem[]>;

/** Admin-manageable option lists seeded on first start, keyed by list key. */
export const OPTION_LISTS: Record<string, OptionItem[]> = LISTS;

/** The keys of every seeded option list. */
export const OPTION_LIST_KEYS = Object.keys(LISTS) as OptionListKey[];
