import type {
  ContentPage,
  Currency,
  Faq,
  FaqCategory,
  HelpCenterCategory,
  HomeSections,
  Language,
  LocalizedText,
  Menus,
  Slider,
  Testimonial,
} from './types';

/** Builds a LocalizedText; arguments are in the order en, ar, fr. */
function t(en: string, ar: string, fr: string): LocalizedText {
  return { en, ar, fr };
}

/** Joins HTML fragments into one string (keeps the source readable). */
function html(...parts: string[]): string {
  return parts.join('\n');
}

/* -------------------------------------------------------------------------- */
/* Languages and currencies                                                   */
/* -------------------------------------------------------------------------- */

export const LANGUAGES: readonly Language[] = [
  { name: 'العربية', folder: 'ar', isDefault: true, direction: 'rtl' },
  { name: 'English', folder: 'en', isDefault: false, direction: 'ltr' },
  { name: 'Français', folder: 'fr', isDefault: false, direction: 'ltr' },
];

/** Currencies with their ISO 4217 codes and minor units. OMR is the platform currency. */
export const CURRENCIES: readonly Currency[] = [
  {
    code: 'OMR',
    numericCode: '512',
    symbol: 'ر.ع.',
    name: t('Omani Rial', 'ريال عُماني', 'Rial omanais'),
    decimals: 3,
    isDefault: true,
  },
  {
    code: 'USD',
    numericCode: '840',
    symbol: '$',
    name: t('US Dollar', 'دولار أمريكي', 'Dollar des États-Unis'),
    decimals: 2,
    isDefault: false,
  },
  {
    code: 'AED',
    numericCode: '784',
    symbol: 'د.إ',
    name: t('UAE Dirham', 'درهم إماراتي', 'Dirham des Émirats arabes unis'),
    decimals: 2,
    isDefault: false,
  },
  {
    code: 'SAR',
    numericCode: '682',
    symbol: 'ر.س',
    name: t('Saudi Riyal', 'ريال سعودي', 'Riyal saoudien'),
    decimals: 2,
    isDefault: false,
  },
  {
    code: 'EUR',
    numericCode: '978',
    symbol: '€',
    name: t('Euro', 'يورو', 'Euro'),
    decimals: 2,
    isDefault: false,
  },
];

/* -------------------------------------------------------------------------- */
/* Static pages                                                               */
/* -------------------------------------------------------------------------- */

const ABOUT_US: ContentPage = {
  slug: 'about-us1-2',
  title: t('About Us', 'من نحن', 'À propos de nous'),
  metaDescription: t(
    'An Omani equity and debt crowdfunding platform connecting growing businesses with investors, operating under Decision No. 158/2022.',
    'منصة تمويل جماعي عُمانية بالملكية وبالدين تربط الشركات النامية بالمستثمرين، وتعمل وفق القرار رقم 158/2022.',
    "Plateforme omanaise de financement participatif en capital et en dette reliant les entreprises en croissance aux investisseurs, opérant en vertu de la décision n° 158/2022.",
  ),
  showInFooter: true,
  content: t(
    html(
      '<h2>Who we are</h2>',
      '<p>We are an Omani crowdfunding platform that connects growing businesses with investors who want to take part in building the national economy. Companies registered in the Sultanate of Oman can raise equity or debt financing from a broad base of investors, and investors gain access to carefully reviewed opportunities that were once available only to a small circle of private investors.</p>',
      '<h2>Regulated and supervised</h2>',
      '<p>The platform is licensed under the crowdfunding regulatory framework issued by Decision No. 158/2022 and is supervised by the Financial Services Authority (formerly the Capital Market Authority). Investors’ money is held in segregated accounts with a bank licensed by the Central Bank of Oman and is released to a company only when its campaign reaches its target and all closing conditions are met.</p>',
      '<h2>Our mission</h2>',
      '<p>Our mission is to widen access to finance for Omani startups and small and medium enterprises, in support of the economic diversification goals of Oman Vision 2040, while giving every investor clear and comparable information to make informed decisions.</p>',
      '<h2>How we work</h2>',
      '<ul>',
      '<li><strong>Careful selection:</strong> every company goes through due diligence on its legal status, management, financial position and business plan before its campaign is published.</li>',
      '<li><strong>Transparency:</strong> each campaign discloses its key information, risks, valuation or pricing and intended use of funds in a consistent format.</li>',
      '<li><strong>Shariah-compliant options:</strong> campaigns structured in line with Islamic finance principles are clearly identified.</li>',
      '<li><strong>Ongoing reporting:</strong> funded companies share regular updates and financial information with their investors.</li>',
      '</ul>',
    ),
    html(
      '<h2>من نحن</h2>',
      '<p>نحن منصة تمويل جماعي عُمانية تربط الشركات النامية بالمستثمرين الراغبين في المساهمة في بناء الاقتصاد الوطني. تتيح المنصة للشركات المسجلة في سلطنة عُمان الحصول على تمويل بالملكية أو بالدين من قاعدة واسعة من المستثمرين، وتتيح للمستثمرين الوصول إلى فرص خضعت لمراجعة دقيقة، كانت في السابق متاحة لدائرة محدودة من المستثمرين فقط.</p>',
      '<h2>منصة مرخّصة وخاضعة للرقابة</h2>',
      '<p>المنصة مرخّصة وفق الإطار التنظيمي لمنصات التمويل الجماعي الصادر بالقرار رقم 158/2022، وتخضع لرقابة هيئة الخدمات المالية (الهيئة العامة لسوق المال سابقاً). تُحفظ أموال المستثمرين في حسابات منفصلة لدى بنك مرخّص من البنك المركزي العُماني، ولا تُحوَّل إلى الشركة إلا عند بلوغ الحملة هدفها واستيفاء جميع شروط الإغلاق.</p>',
      '<h2>رسالتنا</h2>',
      '<p>رسالتنا توسيع فرص حصول الشركات الناشئة والمؤسسات الصغيرة والمتوسطة العُمانية على التمويل، دعماً لأهداف التنويع الاقتصادي في رؤية عُمان 2040، مع تزويد كل مستثمر بمعلومات واضحة وقابلة للمقارنة تُمكّنه من اتخاذ قرارات مدروسة.</p>',
      '<h2>كيف نعمل</h2>',
      '<ul>',
      '<li><strong>اختيار دقيق:</strong> تخضع كل شركة لفحص نافٍ للجهالة يشمل وضعها القانوني وإدارتها ومركزها المالي وخطة أعمالها قبل نشر حملتها.</li>',
      '<li><strong>الشفافية:</strong> تُفصح كل حملة عن معلوماتها الأساسية ومخاطرها وتقييمها أو تسعيرها والاستخدام المقترح للأموال بصيغة موحّدة.</li>',
      '<li><strong>خيارات متوافقة مع الشريعة:</strong> يُشار بوضوح إلى الحملات المهيكلة وفق مبادئ التمويل الإسلامي.</li>',
      '<li><strong>تقارير مستمرة:</strong> تشارك الشركات المموّلة مستثمريها بتحديثات ومعلومات مالية دورية.</li>',
      '</ul>',
    ),
    html(
      '<h2>Qui sommes-nous</h2>',
      "<p>Nous sommes une plateforme omanaise de financement participatif qui met en relation des entreprises en croissance avec des investisseurs souhaitant contribuer à l'économie nationale. Les sociétés immatriculées dans le Sultanat d'Oman peuvent lever des fonds en capital ou en dette auprès d'un large public d'investisseurs, et les investisseurs accèdent à des opportunités soigneusement examinées, autrefois réservées à un cercle restreint d'investisseurs privés.</p>",
      '<h2>Une plateforme réglementée et supervisée</h2>',
      "<p>La plateforme est agréée dans le cadre réglementaire du financement participatif établi par la décision n° 158/2022 et est supervisée par l'Autorité des services financiers (anciennement l'Autorité du marché des capitaux). Les fonds des investisseurs sont conservés sur des comptes ségrégués auprès d'une banque agréée par la Banque centrale d'Oman et ne sont versés à l'entreprise que lorsque sa campagne atteint son objectif et que toutes les conditions de clôture sont remplies.</p>",
      '<h2>Notre mission</h2>',
      "<p>Notre mission est d'élargir l'accès au financement des jeunes pousses et des petites et moyennes entreprises omanaises, en soutien aux objectifs de diversification économique de la Vision Oman 2040, tout en offrant à chaque investisseur une information claire et comparable pour décider en connaissance de cause.</p>",
      '<h2>Notre méthode</h2>',
      '<ul>',
      "<li><strong>Sélection rigoureuse :</strong> chaque entreprise fait l'objet d'une vérification préalable portant sur sa situation juridique, sa direction, sa situation financière et son plan d'affaires avant la publication de sa campagne.</li>",
      "<li><strong>Transparence :</strong> chaque campagne présente ses informations clés, ses risques, sa valorisation ou sa tarification et l'utilisation prévue des fonds sous un format homogène.</li>",
      '<li><strong>Offres conformes à la charia :</strong> les campagnes structurées selon les principes de la finance islamique sont clairement identifiées.</li>',
      '<li><strong>Suivi régulier :</strong> les entreprises financées communiquent régulièrement des nouvelles et des informations financières à leurs investisseurs.</li>',
      '</ul>',
    ),
  ),
};

const TERMS: ContentPage = {
  slug: 'terms',
  title: t('Terms of Use', 'شروط الاستخدام', "Conditions d'utilisation"),
  metaDescription: t(
    'The terms that govern registration, investing, fundraising and the use of the wallet on the platform.',
    'الشروط التي تحكم التسجيل والاستثمار وجمع التمويل واستخدام المحفظة على المنصة.',
    "Les conditions régissant l'inscription, l'investissement, la levée de fonds et l'utilisation du portefeuille sur la plateforme.",
  ),
  showInFooter: true,
  content: t(
    html(
      '<h2>1. Acceptance of these terms</h2>',
      '<p>By creating an account or using the platform you agree to these Terms of Use, the Privacy Policy and the Risk Warning. If you do not agree, please do not use the platform.</p>',
      '<h2>2. The platform</h2>',
      '<p>The platform is a crowdfunding platform licensed under Decision No. 158/2022 and supervised by the Financial Services Authority (formerly the Capital Market Authority). It provides an online venue where companies present funding campaigns and investors subscribe to them. The platform does not give investment, legal or tax advice, and the publication of a campaign is not a recommendation to invest.</p>',
      '<h2>3. Eligibility and registration</h2>',
      '<p>Individual users must be at least 18 years old and have full legal capacity. Accounts for minors may only be opened and operated by their father, mother or another legal guardian. Every user must complete identity verification (KYC) with a valid national ID card, resident card or passport and provide accurate, complete and up-to-date information. We may request additional documents, including proof of address and source of funds, and may refuse or suspend any registration in line with our legal obligations.</p>',
      '<h2>4. Investing</h2>',
      '<p>Investment decisions are yours alone. Before subscribing, read the campaign documents and the Risk Warning. A subscription becomes binding once the applicable cancellation period, if any, has passed. Investment limits set by the applicable regulations may restrict the amount you can invest. If a campaign does not reach its minimum target by its closing date, subscribed amounts are returned to your wallet in full.</p>',
      '<h2>5. Wallet and payments</h2>',
      '<p>Money you deposit is held in a segregated client account with a bank licensed in the Sultanate of Oman and is not used for the platform’s own purposes. Deposits must come from, and withdrawals are paid only to, a bank account held in your own name. The wallet is not a bank deposit account and does not earn profit or interest.</p>',
      '<h2>6. Fees</h2>',
      '<p>Fees charged to companies and investors are set out in the fee schedule and on each campaign page before you commit. We will not charge any fee that has not been disclosed to you in advance.</p>',
      '<h2>7. Your obligations</h2>',
      '<p>You must not use the platform for any unlawful purpose, including money laundering or terrorist financing, provide false information, access another person’s account, or interfere with the security of the platform. We report suspicious transactions to the competent authorities as required by the Law on Combating Money Laundering and Terrorism Financing.</p>',
      '<h2>8. Intellectual property</h2>',
      '<p>The platform, its design and its content belong to the platform operator or its licensors. Campaign materials remain the responsibility of the companies that publish them.</p>',
      '<h2>9. Limitation of liability</h2>',
      '<p>To the extent permitted by law, the platform is not liable for the performance of any company or investment, or for losses arising from decisions you make based on information published by companies. Nothing in these terms limits any right you have under the laws of the Sultanate of Oman.</p>',
      '<h2>10. Suspension and closure</h2>',
      '<p>We may suspend or close an account that breaches these terms or where required by law or by a regulator. You may close your account at any time once you have no pending subscriptions and your wallet balance has been withdrawn.</p>',
      '<h2>11. Governing law and language</h2>',
      '<p>These terms are governed by the laws of the Sultanate of Oman and any dispute falls under the jurisdiction of the competent courts of the Sultanate of Oman. In case of any discrepancy between language versions, the Arabic version prevails.</p>',
      '<h2>12. Changes</h2>',
      '<p>We may update these terms from time to time. Material changes will be notified to you before they take effect; continuing to use the platform afterwards means you accept the updated terms.</p>',
    ),
    html(
      '<h2>1. قبول الشروط</h2>',
      '<p>بإنشائك حساباً أو استخدامك للمنصة فإنك توافق على شروط الاستخدام هذه وعلى سياسة الخصوصية وتحذير المخاطر. إذا كنت لا توافق عليها فيُرجى عدم استخدام المنصة.</p>',
      '<h2>2. المنصة</h2>',
      '<p>المنصة منصة تمويل جماعي مرخّصة بموجب القرار رقم 158/2022 وتخضع لرقابة هيئة الخدمات المالية (الهيئة العامة لسوق المال سابقاً)، وتوفر بيئة إلكترونية تعرض فيها الشركات حملات التمويل ويكتتب فيها المستثمرون. لا تقدّم المنصة مشورة استثمارية أو قانونية أو ضريبية، ولا يُعدّ نشر أي حملة توصية بالاستثمار فيها.</p>',
      '<h2>3. الأهلية والتسجيل</h2>',
      '<p>يجب ألا يقل عمر المستخدم الفرد عن 18 عاماً وأن يكون كامل الأهلية القانونية. ولا يجوز فتح حسابات القاصرين وإدارتها إلا من قِبل الأب أو الأم أو وليّ أمر قانوني آخر. ويلتزم كل مستخدم بإتمام إجراءات التحقق من الهوية (اعرف عميلك) باستخدام بطاقة شخصية أو بطاقة مقيم أو جواز سفر ساري المفعول، وبتقديم معلومات دقيقة وكاملة ومحدّثة. ويجوز لنا طلب مستندات إضافية، منها إثبات العنوان ومصدر الأموال، ورفض أي تسجيل أو تعليقه وفقاً لالتزاماتنا القانونية.</p>',
      '<h2>4. الاستثمار</h2>',
      '<p>قرار الاستثمار قرارك وحدك. اقرأ مستندات الحملة وتحذير المخاطر قبل الاكتتاب. يصبح الاكتتاب ملزماً بعد انقضاء فترة الإلغاء المعمول بها إن وُجدت، وقد تحدّ حدود الاستثمار المقررة في الأنظمة المعمول بها من المبلغ الذي يمكنك استثماره. وإذا لم تبلغ الحملة الحد الأدنى لهدفها حتى تاريخ إغلاقها، تُعاد المبالغ المكتتب بها إلى محفظتك كاملة.</p>',
      '<h2>5. المحفظة والمدفوعات</h2>',
      '<p>تُحفظ الأموال التي تودعها في حساب منفصل للعملاء لدى بنك مرخّص في سلطنة عُمان، ولا تُستخدم لأغراض المنصة الخاصة. يجب أن تكون الإيداعات من حساب مصرفي باسمك، ولا تُدفع السحوبات إلا إلى حساب مصرفي باسمك. المحفظة ليست حساب وديعة مصرفية ولا تُدرّ أرباحاً أو فوائد.</p>',
      '<h2>6. الرسوم</h2>',
      '<p>تُبيَّن الرسوم المفروضة على الشركات والمستثمرين في جدول الرسوم وفي صفحة كل حملة قبل التزامك، ولن نفرض أي رسوم لم يُفصح لك عنها مسبقاً.</p>',
      '<h2>7. التزاماتك</h2>',
      '<p>يُحظر استخدام المنصة لأي غرض غير مشروع، بما في ذلك غسل الأموال أو تمويل الإرهاب، أو تقديم معلومات غير صحيحة، أو الدخول إلى حساب شخص آخر، أو المساس بأمن المنصة. ونقوم بالإبلاغ عن المعاملات المشبوهة إلى الجهات المختصة وفقاً لما يقتضيه قانون مكافحة غسل الأموال وتمويل الإرهاب.</p>',
      '<h2>8. الملكية الفكرية</h2>',
      '<p>المنصة وتصميمها ومحتواها ملك للجهة المشغّلة للمنصة أو للجهات المرخِّصة لها، وتظل مواد الحملات مسؤولية الشركات التي تنشرها.</p>',
      '<h2>9. حدود المسؤولية</h2>',
      '<p>في الحدود التي يسمح بها القانون، لا تتحمل المنصة المسؤولية عن أداء أي شركة أو استثمار، ولا عن الخسائر الناتجة عن قرارات تتخذها بناءً على معلومات نشرتها الشركات. ولا يحدّ أي مما ورد في هذه الشروط من الحقوق المقررة لك بموجب قوانين سلطنة عُمان.</p>',
      '<h2>10. التعليق والإغلاق</h2>',
      '<p>يجوز لنا تعليق أو إغلاق أي حساب يخالف هذه الشروط أو متى اقتضى القانون أو الجهة الرقابية ذلك. ويمكنك إغلاق حسابك في أي وقت متى لم تكن لديك اكتتابات قائمة وبعد سحب رصيد محفظتك.</p>',
      '<h2>11. القانون الواجب التطبيق واللغة</h2>',
      '<p>تخضع هذه الشروط لقوانين سلطنة عُمان، وتختص المحاكم المختصة في سلطنة عُمان بالنظر في أي نزاع ينشأ عنها. وفي حال وجود أي اختلاف بين النسخ اللغوية، تسود النسخة العربية.</p>',
      '<h2>12. التعديلات</h2>',
      '<p>يجوز لنا تحديث هذه الشروط من وقت لآخر، وسنُخطرك بالتعديلات الجوهرية قبل سريانها، ويُعدّ استمرارك في استخدام المنصة بعد ذلك قبولاً للشروط المحدّثة.</p>',
    ),
    html(
      '<h2>1. Acceptation des conditions</h2>',
      "<p>En créant un compte ou en utilisant la plateforme, vous acceptez les présentes conditions d'utilisation, la politique de confidentialité et l'avertissement sur les risques. Si vous ne les acceptez pas, veuillez ne pas utiliser la plateforme.</p>",
      '<h2>2. La plateforme</h2>',
      "<p>La plateforme est une plateforme de financement participatif agréée en vertu de la décision n° 158/2022 et supervisée par l'Autorité des services financiers (anciennement l'Autorité du marché des capitaux). Elle offre un espace en ligne où des entreprises présentent des campagnes de financement auxquelles les investisseurs souscrivent. La plateforme ne fournit aucun conseil en investissement, juridique ou fiscal, et la publication d'une campagne ne constitue pas une recommandation d'investir.</p>",
      '<h2>3. Conditions et inscription</h2>',
      "<p>Les utilisateurs personnes physiques doivent être âgés d'au moins 18 ans et jouir de leur pleine capacité juridique. Les comptes de mineurs ne peuvent être ouverts et gérés que par leur père, leur mère ou un autre tuteur légal. Chaque utilisateur doit effectuer la vérification d'identité (KYC) au moyen d'une carte d'identité, d'une carte de résident ou d'un passeport en cours de validité et fournir des informations exactes, complètes et à jour. Nous pouvons demander des documents complémentaires, notamment un justificatif de domicile et de l'origine des fonds, et refuser ou suspendre toute inscription conformément à nos obligations légales.</p>",
      '<h2>4. Investissement</h2>',
      "<p>Vos décisions d'investissement vous appartiennent. Avant de souscrire, lisez les documents de la campagne et l'avertissement sur les risques. Une souscription devient définitive à l'expiration du délai d'annulation applicable, le cas échéant. Les plafonds d'investissement prévus par la réglementation peuvent limiter le montant que vous pouvez investir. Si une campagne n'atteint pas son objectif minimum à sa date de clôture, les montants souscrits sont intégralement restitués sur votre portefeuille.</p>",
      '<h2>5. Portefeuille et paiements</h2>',
      "<p>Les fonds que vous déposez sont conservés sur un compte client ségrégué auprès d'une banque agréée dans le Sultanat d'Oman et ne sont pas utilisés pour les besoins propres de la plateforme. Les dépôts doivent provenir d'un compte bancaire ouvert à votre nom, et les retraits ne sont versés que sur un tel compte. Le portefeuille n'est pas un compte de dépôt bancaire et ne produit ni profit ni intérêt.</p>",
      '<h2>6. Frais</h2>',
      "<p>Les frais facturés aux entreprises et aux investisseurs figurent dans la grille tarifaire et sur la page de chaque campagne avant tout engagement. Aucun frais qui ne vous a pas été communiqué à l'avance ne vous sera facturé.</p>",
      '<h2>7. Vos obligations</h2>',
      "<p>Vous ne devez pas utiliser la plateforme à des fins illicites, notamment le blanchiment de capitaux ou le financement du terrorisme, fournir de fausses informations, accéder au compte d'une autre personne ou porter atteinte à la sécurité de la plateforme. Nous signalons les opérations suspectes aux autorités compétentes comme l'exige la loi sur la lutte contre le blanchiment de capitaux et le financement du terrorisme.</p>",
      '<h2>8. Propriété intellectuelle</h2>',
      "<p>La plateforme, sa conception et son contenu appartiennent à l'exploitant de la plateforme ou à ses concédants. Les supports de campagne relèvent de la responsabilité des entreprises qui les publient.</p>",
      '<h2>9. Limitation de responsabilité</h2>',
      "<p>Dans les limites permises par la loi, la plateforme n'est pas responsable de la performance d'une entreprise ou d'un investissement, ni des pertes résultant de décisions prises sur la base d'informations publiées par les entreprises. Rien dans les présentes conditions ne limite les droits que vous tenez des lois du Sultanat d'Oman.</p>",
      '<h2>10. Suspension et clôture</h2>',
      "<p>Nous pouvons suspendre ou clôturer un compte qui enfreint les présentes conditions ou lorsque la loi ou une autorité de contrôle l'exige. Vous pouvez clôturer votre compte à tout moment dès lors que vous n'avez aucune souscription en cours et que le solde de votre portefeuille a été retiré.</p>",
      '<h2>11. Droit applicable et langue</h2>',
      "<p>Les présentes conditions sont régies par les lois du Sultanat d'Oman et tout litige relève de la compétence des tribunaux compétents du Sultanat d'Oman. En cas de divergence entre les versions linguistiques, la version arabe prévaut.</p>",
      '<h2>12. Modifications</h2>',
      "<p>Nous pouvons mettre à jour ces conditions de temps à autre. Les modifications importantes vous seront notifiées avant leur entrée en vigueur ; la poursuite de l'utilisation de la plateforme vaut acceptation des conditions mises à jour.</p>",
    ),
  ),
};

const PRIVACY_POLICY: ContentPage = {
  slug: 'privacy-policy',
  title: t('Privacy Policy', 'سياسة الخصوصية', 'Politique de confidentialité'),
  metaDescription: t(
    'How the platform collects, uses, shares and protects your personal data under the Personal Data Protection Law of Oman.',
    'كيف تجمع المنصة بياناتك الشخصية وتستخدمها وتشاركها وتحميها وفقاً لقانون حماية البيانات الشخصية في سلطنة عُمان.',
    "Comment la plateforme collecte, utilise, partage et protège vos données personnelles conformément à la loi omanaise sur la protection des données personnelles.",
  ),
  showInFooter: true,
  content: t(
    html(
      '<p>We respect your privacy and process personal data in accordance with the Personal Data Protection Law issued by Royal Decree No. 6/2022 and the other laws of the Sultanate of Oman.</p>',
      '<h2>Data we collect</h2>',
      '<ul>',
      '<li>Identity and contact data: name, date of birth, nationality, ID or passport details, address, email and mobile number.</li>',
      '<li>Verification data: copies of identity documents, and where required proof of address, source of funds and employment information.</li>',
      '<li>Financial data: bank account details, wallet transactions, subscriptions and investment history.</li>',
      '<li>Technical data: device, browser, IP address and how you use the platform.</li>',
      '</ul>',
      '<h2>Why we use it</h2>',
      '<p>We use your data to open and operate your account, verify your identity, meet our anti-money laundering and regulatory reporting obligations, process deposits, subscriptions, refunds and withdrawals, protect the platform against fraud, and communicate with you. Marketing messages are only sent with your consent and you can opt out at any time.</p>',
      '<h2>Who we share it with</h2>',
      '<p>We share personal data only where necessary: with the Financial Services Authority and other competent authorities, with our partner banks and payment providers, with identity-verification and technology service providers acting on our instructions, with our auditors and advisers, and with a company in which you invest to the extent needed to register your holding. We never sell your personal data.</p>',
      '<h2>Retention and security</h2>',
      '<p>We keep personal data for as long as your account is open and afterwards for the periods required by anti-money laundering and other applicable laws. Data is protected by encryption in transit and at rest, access controls and regular security reviews.</p>',
      '<h2>Your rights</h2>',
      '<p>Subject to the law, you may request access to your personal data, its correction or update, its deletion where it is no longer required, and you may withdraw consent you have given. To exercise these rights, contact us through the Help Center. You may also lodge a complaint with the competent authority.</p>',
      '<h2>Cookies</h2>',
      '<p>We use essential cookies to keep you signed in and secure, and optional analytics cookies only with your consent.</p>',
    ),
    html(
      '<p>نحترم خصوصيتك ونعالج البيانات الشخصية وفقاً لقانون حماية البيانات الشخصية الصادر بالمرسوم السلطاني رقم 6/2022 وغيره من قوانين سلطنة عُمان.</p>',
      '<h2>البيانات التي نجمعها</h2>',
      '<ul>',
      '<li>بيانات الهوية والاتصال: الاسم وتاريخ الميلاد والجنسية وبيانات البطاقة الشخصية أو جواز السفر والعنوان والبريد الإلكتروني ورقم الهاتف.</li>',
      '<li>بيانات التحقق: نسخ من وثائق الهوية، وعند الحاجة إثبات العنوان ومصدر الأموال ومعلومات العمل.</li>',
      '<li>البيانات المالية: تفاصيل الحساب المصرفي وحركات المحفظة والاكتتابات وسجل الاستثمارات.</li>',
      '<li>البيانات التقنية: الجهاز والمتصفح وعنوان IP وطريقة استخدامك للمنصة.</li>',
      '</ul>',
      '<h2>لماذا نستخدمها</h2>',
      '<p>نستخدم بياناتك لفتح حسابك وإدارته، والتحقق من هويتك، والوفاء بالتزاماتنا في مكافحة غسل الأموال والإبلاغ الرقابي، ومعالجة الإيداعات والاكتتابات والمبالغ المستردة والسحوبات، وحماية المنصة من الاحتيال، والتواصل معك. ولا نرسل الرسائل التسويقية إلا بموافقتك، ويمكنك إلغاء الاشتراك فيها في أي وقت.</p>',
      '<h2>مع من نشاركها</h2>',
      '<p>لا نشارك البيانات الشخصية إلا عند الضرورة: مع هيئة الخدمات المالية والجهات المختصة الأخرى، ومع البنوك ومقدّمي خدمات الدفع الشركاء، ومع مقدّمي خدمات التحقق من الهوية والخدمات التقنية الذين يعملون وفق تعليماتنا، ومع مدققي الحسابات والمستشارين، ومع الشركة التي تستثمر فيها بالقدر اللازم لتسجيل ملكيتك. ولا نبيع بياناتك الشخصية مطلقاً.</p>',
      '<h2>الاحتفاظ بالبيانات وأمنها</h2>',
      '<p>نحتفظ بالبيانات الشخصية طوال مدة فتح حسابك، ثم للمدد التي يقتضيها قانون مكافحة غسل الأموال وغيره من القوانين المعمول بها. وتُحمى البيانات بالتشفير أثناء النقل والتخزين، وبضوابط الوصول، وبمراجعات أمنية دورية.</p>',
      '<h2>حقوقك</h2>',
      '<p>مع مراعاة أحكام القانون، يحق لك طلب الاطلاع على بياناتك الشخصية وتصحيحها أو تحديثها، وحذفها متى لم تعد لازمة، كما يحق لك سحب موافقتك التي قدّمتها. ولممارسة هذه الحقوق تواصل معنا عبر مركز المساعدة، ويمكنك أيضاً تقديم شكوى إلى الجهة المختصة.</p>',
      '<h2>ملفات تعريف الارتباط</h2>',
      '<p>نستخدم ملفات تعريف الارتباط الضرورية لإبقائك مسجّلاً للدخول وحماية حسابك، ولا نستخدم ملفات التحليلات الاختيارية إلا بموافقتك.</p>',
    ),
    html(
      "<p>Nous respectons votre vie privée et traitons les données personnelles conformément à la loi sur la protection des données personnelles promulguée par le décret royal n° 6/2022 et aux autres lois du Sultanat d'Oman.</p>",
      '<h2>Données collectées</h2>',
      '<ul>',
      "<li>Données d'identité et de contact : nom, date de naissance, nationalité, données de la carte d'identité ou du passeport, adresse, e-mail et numéro de mobile.</li>",
      "<li>Données de vérification : copies des pièces d'identité et, si nécessaire, justificatifs de domicile, de l'origine des fonds et de l'emploi.</li>",
      "<li>Données financières : coordonnées bancaires, opérations du portefeuille, souscriptions et historique d'investissement.</li>",
      '<li>Données techniques : appareil, navigateur, adresse IP et utilisation de la plateforme.</li>',
      '</ul>',
      '<h2>Finalités</h2>',
      "<p>Nous utilisons vos données pour ouvrir et gérer votre compte, vérifier votre identité, respecter nos obligations de lutte contre le blanchiment et de déclaration réglementaire, traiter les dépôts, souscriptions, remboursements et retraits, protéger la plateforme contre la fraude et communiquer avec vous. Les messages commerciaux ne sont envoyés qu'avec votre consentement, que vous pouvez retirer à tout moment.</p>",
      '<h2>Destinataires</h2>',
      "<p>Nous ne partageons les données personnelles que lorsque cela est nécessaire : avec l'Autorité des services financiers et les autres autorités compétentes, avec nos banques et prestataires de paiement partenaires, avec des prestataires de vérification d'identité et de services techniques agissant sur nos instructions, avec nos auditeurs et conseillers, et avec la société dans laquelle vous investissez dans la mesure nécessaire à l'enregistrement de votre participation. Nous ne vendons jamais vos données personnelles.</p>",
      '<h2>Conservation et sécurité</h2>',
      "<p>Nous conservons les données personnelles pendant toute la durée de votre compte, puis pendant les durées imposées par la législation anti-blanchiment et les autres lois applicables. Les données sont protégées par le chiffrement en transit et au repos, des contrôles d'accès et des revues de sécurité régulières.</p>",
      '<h2>Vos droits</h2>',
      "<p>Sous réserve de la loi, vous pouvez demander l'accès à vos données personnelles, leur rectification ou mise à jour, leur suppression lorsqu'elles ne sont plus nécessaires, et retirer le consentement que vous avez donné. Pour exercer ces droits, contactez-nous via le centre d'aide. Vous pouvez également introduire une réclamation auprès de l'autorité compétente.</p>",
      '<h2>Cookies</h2>',
      "<p>Nous utilisons des cookies essentiels pour maintenir votre session et la sécuriser, et des cookies d'analyse facultatifs uniquement avec votre consentement.</p>",
    ),
  ),
};

const PROJECT_GUIDELINES: ContentPage = {
  slug: 'project-guidelines',
  title: t('Project Guidelines', 'إرشادات المشاريع', 'Lignes directrices des projets'),
  metaDescription: t(
    'Who can raise funds on the platform, the documents required, and the rules that apply during and after a campaign.',
    'من يحق له جمع التمويل عبر المنصة، والمستندات المطلوبة، والقواعد المطبقة أثناء الحملة وبعدها.',
    'Qui peut lever des fonds sur la plateforme, les documents requis et les règles applicables pendant et après une campagne.',
  ),
  showInFooter: true,
  content: t(
    html(
      '<h2>Who can raise funds</h2>',
      '<p>Campaigns are open to companies incorporated and holding a valid commercial registration in the Sultanate of Oman, whose business is lawful and which meet the eligibility criteria of the crowdfunding regulations issued by Decision No. 158/2022. Both early-stage companies and established businesses may apply.</p>',
      '<h2>What we review</h2>',
      '<p>Before a campaign is published our team carries out due diligence covering the company’s legal documents, ownership and management, the fit and proper status of its directors, its financial statements and projections, the reasonableness of the valuation or financing terms, and the intended use of funds.</p>',
      '<h2>Documents required</h2>',
      '<ul>',
      '<li>Commercial registration certificate and constitutional documents (memorandum and articles of association).</li>',
      '<li>Identity documents of shareholders, directors and authorised signatories.</li>',
      '<li>Latest financial statements (audited where available) and management accounts.</li>',
      '<li>Business plan, financial projections and the basis of the proposed valuation or pricing.</li>',
      '<li>Current capitalisation table and details of any existing borrowings or security.</li>',
      '</ul>',
      '<h2>Campaign rules</h2>',
      '<ul>',
      '<li>Each campaign states a minimum target, an optional maximum, a closing date and the minimum investment amount.</li>',
      '<li>Campaigns are all-or-nothing: if the minimum target is not reached by the closing date, all subscriptions are returned to investors.</li>',
      '<li>All campaign content must be fair, clear and not misleading. Forecasts must be identified as such, and no return may be presented as guaranteed.</li>',
      '<li>Any material change during the campaign must be disclosed immediately to the platform and to investors.</li>',
      '</ul>',
      '<h2>After funding</h2>',
      '<p>Funded companies must use the proceeds as disclosed, publish regular updates for their investors, provide annual financial statements and promptly report any event that may materially affect their investors.</p>',
      '<h2>Activities not accepted</h2>',
      '<p>We do not accept campaigns for activities that are contrary to the laws or public order of the Sultanate of Oman. Campaigns presented as Shariah-compliant must be approved by a Shariah supervisory body and must not involve activities prohibited by Islamic Shariah.</p>',
    ),
    html(
      '<h2>من يحق له جمع التمويل</h2>',
      '<p>الحملات متاحة للشركات المؤسسة في سلطنة عُمان والحاصلة على سجل تجاري ساري المفعول، التي تمارس نشاطاً مشروعاً وتستوفي معايير الأهلية الواردة في أنظمة التمويل الجماعي الصادرة بالقرار رقم 158/2022. ويحق التقدّم للشركات في مراحلها الأولى وللشركات القائمة على حد سواء.</p>',
      '<h2>ما الذي نراجعه</h2>',
      '<p>قبل نشر أي حملة يُجري فريقنا فحصاً نافياً للجهالة يشمل المستندات القانونية للشركة، وهيكل ملكيتها وإدارتها، وملاءمة أعضاء مجلس إدارتها ونزاهتهم، وقوائمها المالية وتوقعاتها، ومعقولية التقييم أو شروط التمويل، والاستخدام المقترح للأموال.</p>',
      '<h2>المستندات المطلوبة</h2>',
      '<ul>',
      '<li>شهادة السجل التجاري والمستندات التأسيسية (عقد التأسيس والنظام الأساسي).</li>',
      '<li>وثائق هوية المساهمين وأعضاء مجلس الإدارة والمفوّضين بالتوقيع.</li>',
      '<li>أحدث القوائم المالية (المدققة إن وُجدت) والحسابات الإدارية.</li>',
      '<li>خطة العمل والتوقعات المالية وأساس التقييم أو التسعير المقترح.</li>',
      '<li>جدول الملكية الحالي وتفاصيل أي قروض أو ضمانات قائمة.</li>',
      '</ul>',
      '<h2>قواعد الحملات</h2>',
      '<ul>',
      '<li>تحدد كل حملة هدفاً أدنى وحداً أقصى اختيارياً وتاريخ إغلاق والحد الأدنى لمبلغ الاستثمار.</li>',
      '<li>تعمل الحملات بمبدأ «الكل أو لا شيء»: إذا لم يُبلغ الهدف الأدنى حتى تاريخ الإغلاق تُعاد جميع الاكتتابات إلى المستثمرين.</li>',
      '<li>يجب أن يكون محتوى الحملة عادلاً وواضحاً وغير مضلل، وأن يُشار إلى التوقعات بوصفها توقعات، ولا يجوز عرض أي عائد على أنه مضمون.</li>',
      '<li>يجب الإفصاح فوراً للمنصة وللمستثمرين عن أي تغيير جوهري يطرأ خلال الحملة.</li>',
      '</ul>',
      '<h2>بعد التمويل</h2>',
      '<p>تلتزم الشركات المموّلة باستخدام الأموال وفق ما أُفصح عنه، ونشر تحديثات دورية لمستثمريها، وتقديم قوائمها المالية السنوية، والإبلاغ دون تأخير عن أي حدث قد يؤثر تأثيراً جوهرياً في مستثمريها.</p>',
      '<h2>الأنشطة غير المقبولة</h2>',
      '<p>لا نقبل حملات لأنشطة تخالف قوانين سلطنة عُمان أو النظام العام فيها. ويجب أن تعتمد هيئة رقابة شرعية الحملات المعروضة على أنها متوافقة مع الشريعة، وألا تتضمن أنشطة تحرّمها الشريعة الإسلامية.</p>',
    ),
    html(
      '<h2>Qui peut lever des fonds</h2>',
      "<p>Les campagnes sont ouvertes aux sociétés constituées dans le Sultanat d'Oman et titulaires d'un registre du commerce valide, exerçant une activité licite et remplissant les critères d'éligibilité de la réglementation du financement participatif établie par la décision n° 158/2022. Les jeunes entreprises comme les entreprises établies peuvent déposer une demande.</p>",
      '<h2>Ce que nous examinons</h2>',
      "<p>Avant la publication d'une campagne, notre équipe procède à une vérification préalable portant sur les documents juridiques de la société, son actionnariat et sa direction, l'honorabilité et la compétence de ses dirigeants, ses états financiers et prévisions, le caractère raisonnable de la valorisation ou des conditions de financement, et l'utilisation prévue des fonds.</p>",
      '<h2>Documents requis</h2>',
      '<ul>',
      '<li>Certificat du registre du commerce et documents constitutifs (acte constitutif et statuts).</li>',
      "<li>Pièces d'identité des actionnaires, administrateurs et signataires autorisés.</li>",
      '<li>Derniers états financiers (audités si disponibles) et comptes de gestion.</li>',
      "<li>Plan d'affaires, prévisions financières et fondement de la valorisation ou de la tarification proposée.</li>",
      '<li>Table de capitalisation actuelle et détail des emprunts ou sûretés existants.</li>',
      '</ul>',
      '<h2>Règles des campagnes</h2>',
      '<ul>',
      "<li>Chaque campagne indique un objectif minimum, un plafond facultatif, une date de clôture et le montant minimum d'investissement.</li>",
      "<li>Les campagnes fonctionnent selon le principe du « tout ou rien » : si l'objectif minimum n'est pas atteint à la date de clôture, toutes les souscriptions sont restituées aux investisseurs.</li>",
      "<li>Le contenu des campagnes doit être exact, clair et non trompeur. Les prévisions doivent être présentées comme telles et aucun rendement ne peut être présenté comme garanti.</li>",
      '<li>Tout changement important survenant pendant la campagne doit être immédiatement communiqué à la plateforme et aux investisseurs.</li>',
      '</ul>',
      '<h2>Après le financement</h2>',
      "<p>Les entreprises financées doivent utiliser les fonds comme annoncé, publier des nouvelles régulières à l'intention de leurs investisseurs, fournir leurs états financiers annuels et signaler sans délai tout événement susceptible d'affecter significativement leurs investisseurs.</p>",
      '<h2>Activités non acceptées</h2>',
      "<p>Nous n'acceptons pas de campagnes portant sur des activités contraires aux lois ou à l'ordre public du Sultanat d'Oman. Les campagnes présentées comme conformes à la charia doivent être approuvées par un organe de supervision charia et ne doivent comporter aucune activité interdite par la charia islamique.</p>",
    ),
  ),
};

const RISK_WARNING: ContentPage = {
  slug: 'risk-warning',
  title: t('Risk Warning', 'تحذير المخاطر', 'Avertissement sur les risques'),
  metaDescription: t(
    'Investing in startups and private companies carries significant risks, including the loss of your entire investment.',
    'ينطوي الاستثمار في الشركات الناشئة والخاصة على مخاطر كبيرة، منها خسارة كامل المبلغ المستثمر.',
    "Investir dans des jeunes pousses et des sociétés non cotées comporte des risques importants, y compris la perte totale du capital investi.",
  ),
  showInFooter: true,
  content: t(
    html(
      '<p><strong>Please read this warning carefully before investing. Only invest money you can afford to lose entirely.</strong></p>',
      '<h2>Loss of capital</h2>',
      '<p>Most startups and many growing businesses fail. If the company you invest in fails, you are likely to lose all of your investment. Debt investments may not be repaid in full or on time if the borrower defaults.</p>',
      '<h2>Lack of liquidity</h2>',
      '<p>Shares and notes acquired through crowdfunding are not listed on a stock exchange and there may be no way to sell them. You should expect your money to be tied up for several years, until a sale of the company, a listing or the maturity of the instrument, if any of these happen.</p>',
      '<h2>Dividends and returns are not guaranteed</h2>',
      '<p>Early-stage companies rarely pay dividends. Any projected profit, return or valuation shown in a campaign is a forecast by the company and is not guaranteed by the company, the platform or any other party.</p>',
      '<h2>Dilution</h2>',
      '<p>If the company raises further capital, your percentage shareholding may be reduced, and new investors may receive rights that rank ahead of yours.</p>',
      '<h2>Diversification</h2>',
      '<p>Spread your money across several investments and keep crowdfunding as a limited part of your overall portfolio. Investment limits set by the regulations are designed to protect you.</p>',
      '<h2>No guarantee or deposit protection</h2>',
      '<p>Investments made through the platform are not bank deposits. They are not guaranteed by the platform, the Financial Services Authority or any government body. The licensing of the platform under Decision No. 158/2022 does not mean that the regulator approves or endorses any campaign.</p>',
      '<h2>Other risks</h2>',
      '<p>Investors whose reference currency is not the Omani Rial are exposed to exchange-rate movements. Information provided by companies is their responsibility and, while reviewed, may prove inaccurate or incomplete. If you are unsure whether an investment suits you, seek independent professional advice.</p>',
    ),
    html(
      '<p><strong>يُرجى قراءة هذا التحذير بعناية قبل الاستثمار، ولا تستثمر إلا أموالاً تستطيع تحمّل خسارتها بالكامل.</strong></p>',
      '<h2>خسارة رأس المال</h2>',
      '<p>تفشل معظم الشركات الناشئة وكثير من الشركات النامية، وإذا فشلت الشركة التي تستثمر فيها فمن المرجح أن تخسر كامل استثمارك. وقد لا تُسدَّد استثمارات الدين كاملة أو في موعدها إذا تعثّر المقترض.</p>',
      '<h2>ضعف السيولة</h2>',
      '<p>الأسهم والصكوك والسندات التي تُكتسب عبر التمويل الجماعي غير مدرجة في سوق للأوراق المالية، وقد لا تتوفر أي وسيلة لبيعها. لذا ينبغي أن تتوقع بقاء أموالك مجمّدة لعدة سنوات، إلى حين بيع الشركة أو إدراجها أو استحقاق الأداة، إن حدث أي من ذلك.</p>',
      '<h2>الأرباح والعوائد غير مضمونة</h2>',
      '<p>نادراً ما توزّع الشركات في مراحلها الأولى أرباحاً. وأي ربح أو عائد أو تقييم متوقع يُعرض في الحملة هو توقّع من الشركة، وليس مضموناً من الشركة أو المنصة أو أي طرف آخر.</p>',
      '<h2>تخفيض نسبة الملكية</h2>',
      '<p>إذا جمعت الشركة رأس مال إضافياً فقد تنخفض نسبة ملكيتك، وقد يحصل المستثمرون الجدد على حقوق ذات أولوية على حقوقك.</p>',
      '<h2>التنويع</h2>',
      '<p>وزّع أموالك على عدة استثمارات، واجعل التمويل الجماعي جزءاً محدوداً من إجمالي محفظتك. وقد وُضعت حدود الاستثمار المقررة في الأنظمة لحمايتك.</p>',
      '<h2>لا ضمان ولا حماية للودائع</h2>',
      '<p>الاستثمارات التي تتم عبر المنصة ليست ودائع مصرفية، وليست مضمونة من المنصة أو من هيئة الخدمات المالية أو من أي جهة حكومية. ولا يعني ترخيص المنصة بموجب القرار رقم 158/2022 أن الجهة الرقابية توافق على أي حملة أو تزكّيها.</p>',
      '<h2>مخاطر أخرى</h2>',
      '<p>يتعرض المستثمرون الذين لا يُعدّ الريال العُماني عملتهم الأساسية لتقلبات أسعار الصرف. والمعلومات التي تقدّمها الشركات تقع على مسؤوليتها، وقد يتبين أنها غير دقيقة أو غير مكتملة رغم مراجعتها. وإذا لم تكن متأكداً من ملاءمة استثمار ما لك، فاطلب مشورة مهنية مستقلة.</p>',
    ),
    html(
      "<p><strong>Veuillez lire attentivement cet avertissement avant d'investir. N'investissez que des sommes dont la perte totale ne compromettrait pas votre situation.</strong></p>",
      '<h2>Perte en capital</h2>',
      "<p>La plupart des jeunes pousses et de nombreuses entreprises en croissance échouent. Si la société dans laquelle vous investissez fait faillite, vous perdrez probablement la totalité de votre investissement. Les investissements en dette peuvent ne pas être remboursés intégralement ou à temps en cas de défaillance de l'emprunteur.</p>",
      '<h2>Absence de liquidité</h2>',
      "<p>Les actions et titres acquis par financement participatif ne sont pas cotés en bourse et il peut être impossible de les revendre. Attendez-vous à ce que votre argent soit immobilisé pendant plusieurs années, jusqu'à la cession de la société, son introduction en bourse ou l'échéance de l'instrument, si l'un de ces événements se produit.</p>",
      '<h2>Dividendes et rendements non garantis</h2>',
      "<p>Les jeunes entreprises versent rarement des dividendes. Tout bénéfice, rendement ou valorisation présenté dans une campagne est une prévision de l'entreprise et n'est garanti ni par celle-ci, ni par la plateforme, ni par aucune autre partie.</p>",
      '<h2>Dilution</h2>',
      "<p>Si la société lève de nouveaux capitaux, votre pourcentage de détention peut diminuer et les nouveaux investisseurs peuvent bénéficier de droits prioritaires sur les vôtres.</p>",
      '<h2>Diversification</h2>',
      "<p>Répartissez votre argent entre plusieurs investissements et limitez la part du financement participatif dans votre patrimoine global. Les plafonds d'investissement fixés par la réglementation visent à vous protéger.</p>",
      '<h2>Ni garantie ni protection des dépôts</h2>',
      "<p>Les investissements réalisés via la plateforme ne sont pas des dépôts bancaires. Ils ne sont garantis ni par la plateforme, ni par l'Autorité des services financiers, ni par aucun organisme public. L'agrément de la plateforme en vertu de la décision n° 158/2022 ne signifie pas que l'autorité de contrôle approuve ou recommande une campagne.</p>",
      '<h2>Autres risques</h2>',
      "<p>Les investisseurs dont la devise de référence n'est pas le rial omanais sont exposés aux fluctuations des taux de change. Les informations fournies par les entreprises relèvent de leur responsabilité et, bien qu'examinées, peuvent se révéler inexactes ou incomplètes. En cas de doute sur l'adéquation d'un investissement, consultez un conseiller professionnel indépendant.</p>",
    ),
  ),
};

/** Static CMS pages seeded on first start. */
export const CONTENT_PAGES: readonly ContentPage[] = [ABOUT_US, TERMS, PRIVACY_POLICY, PROJECT_GUIDELINES, RISK_WARNING];

/* -------------------------------------------------------------------------- */
/* FAQs and Help Center                                                       */
/* -------------------------------------------------------------------------- */

export const FAQS: readonly Faq[] = [
  // Investing
  {
    key: 'who-can-invest',
    category: 'investing',
    sortOrder: 1,
    showInFooter: true,
    question: t('Who can invest on the platform?', 'من يمكنه الاستثمار عبر المنصة؟', 'Qui peut investir sur la plateforme ?'),
    answer: t(
      '<p>Any individual aged 18 or over, or any company, that completes registration and identity verification can invest, subject to the investor categories and investment limits set by the applicable regulations. Minors can invest only through an account operated by their legal guardian.</p>',
      '<p>يمكن لأي فرد بلغ 18 عاماً أو أي شركة أتمّ التسجيل والتحقق من الهوية أن يستثمر، مع مراعاة فئات المستثمرين وحدود الاستثمار المقررة في الأنظمة المعمول بها. ولا يستثمر القاصرون إلا عبر حساب يديره وليّ أمرهم القانوني.</p>',
      "<p>Toute personne physique âgée d'au moins 18 ans, ou toute société, ayant finalisé son inscription et la vérification de son identité peut investir, dans le respect des catégories d'investisseurs et des plafonds fixés par la réglementation applicable. Les mineurs ne peuvent investir que via un compte géré par leur tuteur légal.</p>",
    ),
  },
  {
    key: 'minimum-investment',
    category: 'investing',
    sortOrder: 2,
    showInFooter: true,
    question: t('What is the minimum investment?', 'ما الحد الأدنى للاستثمار؟', "Quel est l'investissement minimum ?"),
    answer: t(
      '<p>The minimum amount is set by each company for its campaign and is shown on the campaign page before you subscribe. Amounts are in Omani Rials.</p>',
      '<p>تحدد كل شركة الحد الأدنى للاستثمار في حملتها، ويظهر في صفحة الحملة قبل الاكتتاب. وتكون المبالغ بالريال العُماني.</p>',
      "<p>Le montant minimum est fixé par chaque entreprise pour sa campagne et figure sur la page de la campagne avant la souscription. Les montants sont exprimés en rials omanais.</p>",
    ),
  },
  {
    key: 'target-not-reached',
    category: 'investing',
    sortOrder: 3,
    showInFooter: true,
    question: t(
      'What happens if a campaign does not reach its target?',
      'ماذا يحدث إذا لم تبلغ الحملة هدفها؟',
      "Que se passe-t-il si une campagne n'atteint pas son objectif ?",
    ),
    answer: t(
      '<p>Campaigns are all-or-nothing. If the minimum target is not reached by the closing date, the full amount you subscribed is returned to your wallet, and you can reinvest it or withdraw it to your bank account.</p>',
      '<p>تعمل الحملات بمبدأ «الكل أو لا شيء»؛ فإذا لم يُبلغ الهدف الأدنى حتى تاريخ الإغلاق يُعاد كامل المبلغ الذي اكتتبت به إلى محفظتك، ويمكنك إعادة استثماره أو سحبه إلى حسابك المصرفي.</p>',
      "<p>Les campagnes fonctionnent selon le principe du « tout ou rien ». Si l'objectif minimum n'est pas atteint à la date de clôture, la totalité du montant souscrit est restituée sur votre portefeuille ; vous pouvez alors le réinvestir ou le retirer vers votre compte bancaire.</p>",
    ),
  },
  {
    key: 'expected-returns',
    category: 'investing',
    sortOrder: 4,
    showInFooter: false,
    question: t('How do I earn a return?', 'كيف أحقق عائداً على استثماري؟', 'Comment mon investissement peut-il me rapporter ?'),
    answer: t(
      '<p>In equity campaigns you become a shareholder and may benefit from dividends or from a future sale or listing of the company. In debt campaigns you receive scheduled repayments of principal and profit or interest. Returns are never guaranteed; please read the Risk Warning.</p>',
      '<p>في حملات الملكية تصبح مساهماً وقد تستفيد من توزيعات الأرباح أو من بيع الشركة أو إدراجها مستقبلاً. وفي حملات الدين تتلقى دفعات مجدولة من أصل المبلغ والربح أو الفائدة. والعوائد غير مضمونة مطلقاً، لذا يُرجى قراءة تحذير المخاطر.</p>',
      "<p>Dans les campagnes en capital, vous devenez actionnaire et pouvez bénéficier de dividendes ou d'une future cession ou introduction en bourse de la société. Dans les campagnes en dette, vous percevez des remboursements échelonnés du principal et du profit ou des intérêts. Les rendements ne sont jamais garantis ; veuillez lire l'avertissement sur les risques.</p>",
    ),
  },
  {
    key: 'sell-investment',
    category: 'investing',
    sortOrder: 5,
    showInFooter: false,
    question: t('Can I sell my investment before maturity?', 'هل يمكنني بيع استثماري قبل استحقاقه؟', "Puis-je revendre mon investissement avant l'échéance ?"),
    answer: t(
      '<p>Crowdfunding investments are not listed on a stock exchange and are generally illiquid. You should be prepared to hold your investment until the company is sold or listed, or until the instrument matures.</p>',
      '<p>استثمارات التمويل الجماعي غير مدرجة في سوق للأوراق المالية وتتسم عموماً بضعف السيولة، لذا ينبغي أن تكون مستعداً للاحتفاظ باستثمارك حتى بيع الشركة أو إدراجها أو حتى استحقاق الأداة.</p>',
      "<p>Les investissements en financement participatif ne sont pas cotés en bourse et sont généralement peu liquides. Vous devez être prêt à conserver votre investissement jusqu'à la cession ou l'introduction en bourse de la société, ou jusqu'à l'échéance de l'instrument.</p>",
    ),
  },
  // Raising
  {
    key: 'who-can-raise',
    category: 'raising',
    sortOrder: 1,
    showInFooter: true,
    question: t('Which companies can raise funds?', 'ما الشركات التي يمكنها جمع التمويل؟', 'Quelles entreprises peuvent lever des fonds ?'),
    answer: t(
      '<p>Companies incorporated in the Sultanate of Oman with a valid commercial registration and a lawful activity can apply, from early-stage startups to established SMEs. Every application goes through due diligence before a campaign is published. See the Project Guidelines for details.</p>',
      '<p>يمكن للشركات المؤسسة في سلطنة عُمان والحاصلة على سجل تجاري ساري المفعول وتمارس نشاطاً مشروعاً أن تتقدّم بطلب، بدءاً من الشركات الناشئة وحتى المؤسسات الصغيرة والمتوسطة القائمة. ويخضع كل طلب لفحص نافٍ للجهالة قبل نشر الحملة. راجع إرشادات المشاريع لمزيد من التفاصيل.</p>',
      "<p>Les sociétés constituées dans le Sultanat d'Oman, titulaires d'un registre du commerce valide et exerçant une activité licite peuvent postuler, des jeunes pousses aux PME établies. Chaque demande fait l'objet d'une vérification préalable avant la publication de la campagne. Consultez les lignes directrices des projets pour plus de détails.</p>",
    ),
  },
  {
    key: 'raise-documents',
    category: 'raising',
    sortOrder: 2,
    showInFooter: false,
    question: t('What documents do I need to apply?', 'ما المستندات المطلوبة للتقديم؟', 'Quels documents dois-je fournir ?'),
    answer: t(
      '<p>You will need your commercial registration and constitutional documents, identity documents of shareholders and directors, recent financial statements, a business plan with financial projections, and your current capitalisation table.</p>',
      '<p>ستحتاج إلى السجل التجاري والمستندات التأسيسية، ووثائق هوية المساهمين وأعضاء مجلس الإدارة، وأحدث القوائم المالية، وخطة عمل مع توقعات مالية، وجدول الملكية الحالي.</p>',
      "<p>Vous aurez besoin de votre registre du commerce et de vos documents constitutifs, des pièces d'identité des actionnaires et administrateurs, de vos états financiers récents, d'un plan d'affaires avec prévisions financières et de votre table de capitalisation actuelle.</p>",
    ),
  },
  {
    key: 'raise-fees',
    category: 'raising',
    sortOrder: 3,
    showInFooter: false,
    question: t('What does it cost to raise funds?', 'ما تكلفة جمع التمويل؟', 'Combien coûte une levée de fonds ?'),
    answer: t(
      '<p>Fees are agreed and disclosed before your campaign is launched and are set out in the fee schedule. The main fee is a success fee calculated on the amount raised, which is only due if your campaign succeeds.</p>',
      '<p>يُتفق على الرسوم ويُفصح عنها قبل إطلاق حملتك، وهي مبيّنة في جدول الرسوم. والرسم الأساسي هو رسم نجاح يُحتسب على المبلغ المجموع، ولا يُستحق إلا إذا نجحت حملتك.</p>',
      "<p>Les frais sont convenus et communiqués avant le lancement de votre campagne et figurent dans la grille tarifaire. Le principal frais est une commission de succès calculée sur le montant levé, due uniquement si votre campagne aboutit.</p>",
    ),
  },
  // Wallet
  {
    key: 'fund-wallet',
    category: 'wallet',
    sortOrder: 1,
    showInFooter: true,
    question: t('How do I add money to my wallet?', 'كيف أضيف أموالاً إلى محفظتي؟', "Comment alimenter mon portefeuille ?"),
    answer: t(
      '<p>Transfer funds from a bank account in your own name to the platform’s client account, using the reference shown in your wallet. The amount is credited once the transfer has been received and matched.</p>',
      '<p>حوّل الأموال من حساب مصرفي باسمك إلى حساب العملاء الخاص بالمنصة مستخدماً المرجع الظاهر في محفظتك، ويُضاف المبلغ إلى رصيدك فور استلام التحويل ومطابقته.</p>',
      "<p>Effectuez un virement depuis un compte bancaire à votre nom vers le compte client de la plateforme, en indiquant la référence affichée dans votre portefeuille. Le montant est crédité dès que le virement est reçu et rapproché.</p>",
    ),
  },
  {
    key: 'withdraw-wallet',
    category: 'wallet',
    sortOrder: 2,
    showInFooter: false,
    question: t('How do I withdraw money from my wallet?', 'كيف أسحب أموالاً من محفظتي؟', 'Comment retirer de l’argent de mon portefeuille ?'),
    answer: t(
      '<p>Submit a withdrawal request from your wallet. Withdrawals are paid only to a verified bank account held in your own name. Amounts committed to open campaigns cannot be withdrawn until the campaign closes or is cancelled.</p>',
      '<p>قدّم طلب سحب من محفظتك، ولا تُدفع السحوبات إلا إلى حساب مصرفي موثّق باسمك. ولا يمكن سحب المبالغ المكتتب بها في حملات مفتوحة حتى تُغلق الحملة أو تُلغى.</p>',
      "<p>Soumettez une demande de retrait depuis votre portefeuille. Les retraits sont versés uniquement sur un compte bancaire vérifié à votre nom. Les montants engagés dans des campagnes en cours ne peuvent être retirés qu'à la clôture ou à l'annulation de la campagne.</p>",
    ),
  },
  {
    key: 'money-safe',
    category: 'wallet',
    sortOrder: 3,
    showInFooter: true,
    question: t('Is my money safe?', 'هل أموالي في أمان؟', 'Mon argent est-il en sécurité ?'),
    answer: t(
      '<p>Wallet balances and subscriptions are held in a segregated client account with a bank licensed in Oman, separate from the platform’s own funds, and are released to a company only when its campaign succeeds. Your investments themselves remain subject to the risks described in the Risk Warning.</p>',
      '<p>تُحفظ أرصدة المحافظ والاكتتابات في حساب منفصل للعملاء لدى بنك مرخّص في سلطنة عُمان بمعزل عن أموال المنصة، ولا تُحوَّل إلى الشركة إلا عند نجاح حملتها. أما استثماراتك ذاتها فتظل معرّضة للمخاطر المبيّنة في تحذير المخاطر.</p>',
      "<p>Les soldes des portefeuilles et les souscriptions sont conservés sur un compte client ségrégué auprès d'une banque agréée à Oman, séparément des fonds propres de la plateforme, et ne sont versés à une entreprise qu'en cas de succès de sa campagne. Vos investissements restent toutefois soumis aux risques décrits dans l'avertissement sur les risques.</p>",
    ),
  },
  // Account
  {
    key: 'verify-identity',
    category: 'account',
    sortOrder: 1,
    showInFooter: true,
    question: t('How do I verify my identity?', 'كيف أتحقق من هويتي؟', 'Comment vérifier mon identité ?'),
    answer: t(
      '<p>From your profile, upload a valid national ID card, resident card or passport and complete your personal, employment and financial details. We may also ask for proof of address or source of funds. You will be notified once your account is verified.</p>',
      '<p>من صفحة ملفك الشخصي، ارفع بطاقة شخصية أو بطاقة مقيم أو جواز سفر ساري المفعول، وأكمل بياناتك الشخصية والوظيفية والمالية. وقد نطلب أيضاً إثبات العنوان أو مصدر الأموال، وسنُخطرك فور التحقق من حسابك.</p>',
      "<p>Depuis votre profil, téléversez une carte d'identité, une carte de résident ou un passeport en cours de validité et complétez vos informations personnelles, professionnelles et financières. Un justificatif de domicile ou de l'origine des fonds peut également être demandé. Vous serez averti dès que votre compte sera vérifié.</p>",
    ),
  },
  {
    key: 'minor-account',
    category: 'account',
    sortOrder: 2,
    showInFooter: false,
    question: t('Can I open an account for my child?', 'هل يمكنني فتح حساب لطفلي؟', 'Puis-je ouvrir un compte pour mon enfant ?'),
    answer: t(
      '<p>Yes. A father, mother or other legal guardian can open and operate an account on behalf of a minor after verifying both their own identity and the guardianship relationship.</p>',
      '<p>نعم، يمكن للأب أو الأم أو وليّ الأمر القانوني فتح حساب لقاصر وإدارته نيابةً عنه بعد التحقق من هويته ومن صفة الولاية.</p>',
      "<p>Oui. Le père, la mère ou un autre tuteur légal peut ouvrir et gérer un compte au nom d'un mineur après vérification de sa propre identité et du lien de tutelle.</p>",
    ),
  },
  {
    key: 'two-factor',
    category: 'account',
    sortOrder: 3,
    showInFooter: false,
    question: t('How do I protect my account?', 'كيف أحمي حسابي؟', 'Comment protéger mon compte ?'),
    answer: t(
      '<p>Use a strong, unique password and enable two-factor authentication from the security settings of your profile using an authenticator app. The platform will never ask for your password or verification codes by phone or email.</p>',
      '<p>استخدم كلمة مرور قوية وفريدة، وفعّل المصادقة الثنائية من إعدادات الأمان في ملفك الشخصي باستخدام تطبيق مصادقة. ولن تطلب منك المنصة أبداً كلمة المرور أو رموز التحقق عبر الهاتف أو البريد الإلكتروني.</p>',
      "<p>Utilisez un mot de passe robuste et unique et activez l'authentification à deux facteurs depuis les paramètres de sécurité de votre profil à l'aide d'une application d'authentification. La plateforme ne vous demandera jamais votre mot de passe ni vos codes de vérification par téléphone ou par e-mail.</p>",
    ),
  },
];

const HELP_CENTER_CATEGORIES: ReadonlyArray<Omit<HelpCenterCategory, 'faqs'>> = [
  {
    category: 'investing',
    title: t('Investing', 'الاستثمار', 'Investir'),
    description: t(
      'Eligibility, minimum amounts, returns and what happens when a campaign closes.',
      'الأهلية والحد الأدنى للاستثمار والعوائد وما يحدث عند إغلاق الحملة.',
      "Éligibilité, montants minimums, rendements et clôture d'une campagne.",
    ),
  },
  {
    category: 'raising',
    title: t('Raising funds', 'جمع التمويل', 'Lever des fonds'),
    description: t(
      'Who can apply, required documents and the cost of running a campaign.',
      'من يحق له التقديم والمستندات المطلوبة وتكلفة إطلاق الحملة.',
      "Qui peut postuler, documents requis et coût d'une campagne.",
    ),
  },
  {
    category: 'wallet',
    title: t('Wallet', 'المحفظة', 'Portefeuille'),
    description: t(
      'Deposits, withdrawals and how client money is safeguarded.',
      'الإيداع والسحب وكيفية حماية أموال العملاء.',
      'Dépôts, retraits et protection des fonds des clients.',
    ),
  },
  {
    category: 'account',
    title: t('Account', 'الحساب', 'Compte'),
    description: t(
      'Identity verification, guardian accounts and account security.',
      'التحقق من الهوية وحسابات أولياء الأمور وأمن الحساب.',
      "Vérification d'identité, comptes de tuteurs et sécurité du compte.",
    ),
  },
];

function faqsOf(category: FaqCategory): Faq[] {
  return FAQS.filter((faq) => faq.category === category).sort((a, b) => a.sortOrder - b.sortOrder);
}

/** The FAQ set grouped by category for the Help Center. */
export const HELP_CENTER: readonly HelpCenterCategory[] = HELP_CENTER_CATEGORIES.map((c) => ({
  ...c,
  faqs: faqsOf(c.category),
}));

/* -------------------------------------------------------------------------- */
/* Home page                                                                  */
/* -------------------------------------------------------------------------- */

export const SLIDERS: readonly Slider[] = [
  {
    key: 'invest',
    sortOrder: 1,
    title: t("Invest in Oman's growing businesses", 'استثمر في الشركات العُمانية النامية', "Investissez dans les entreprises omanaises en croissance"),
    description: t(
      'Discover carefully reviewed equity and debt opportunities and invest from your phone, starting with small amounts.',
      'اكتشف فرص استثمار بالملكية وبالدين خضعت لمراجعة دقيقة، واستثمر من هاتفك بمبالغ تبدأ صغيرة.',
      "Découvrez des opportunités en capital et en dette soigneusement examinées et investissez depuis votre téléphone, à partir de petits montants.",
    ),
    buttonText: t('Explore campaigns', 'تصفّح الحملات', 'Découvrir les campagnes'),
    link: '/browse-companies',
  },
  {
    key: 'raise',
    sortOrder: 2,
    title: t('Raise capital from your community', 'اجمع التمويل من مجتمعك', 'Levez des fonds auprès de votre communauté'),
    description: t(
      'Turn customers and supporters into investors. Apply online and our team will guide you through every step of your campaign.',
      'حوّل عملاءك ومؤيديك إلى مستثمرين. قدّم طلبك إلكترونياً وسيرافقك فريقنا في كل مرحلة من مراحل حملتك.',
      'Transformez vos clients et soutiens en investisseurs. Déposez votre demande en ligne et notre équipe vous accompagne à chaque étape de votre campagne.',
    ),
    buttonText: t('Start your campaign', 'ابدأ حملتك', 'Lancer votre campagne'),
    link: '/raise-capital',
  },
  {
    key: 'regulated',
    sortOrder: 3,
    title: t('Regulated, transparent, secure', 'منصة مرخّصة وشفافة وآمنة', 'Réglementée, transparente, sécurisée'),
    description: t(
      'Licensed under Decision No. 158/2022, with client money held in segregated bank accounts and Shariah-compliant options.',
      'مرخّصة بموجب القرار رقم 158/2022، مع حفظ أموال العملاء في حسابات مصرفية منفصلة وتوفير خيارات متوافقة مع الشريعة.',
      'Agréée en vertu de la décision n° 158/2022, avec des fonds clients conservés sur des comptes bancaires ségrégués et des offres conformes à la charia.',
    ),
    buttonText: t('Learn more', 'اعرف المزيد', 'En savoir plus'),
    link: '/content-page/about-us1-2',
  },
];

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    key: 'salim-investor',
    sortOrder: 1,
    name: t('Salim Al Harthy', 'سالم الحارثي', 'Salim Al Harthy'),
    role: t('Investor, Muscat', 'مستثمر، مسقط', 'Investisseur, Mascate'),
    quote: t(
      'The campaign pages are clear and the risks are spelled out. I now hold small stakes in several Omani companies I believe in.',
      'صفحات الحملات واضحة والمخاطر مبيّنة بصراحة، وأصبحت أملك حصصاً صغيرة في عدة شركات عُمانية أؤمن بها.',
      "Les pages de campagne sont claires et les risques bien expliqués. Je détiens aujourd'hui de petites participations dans plusieurs entreprises omanaises auxquelles je crois.",
    ),
  },
  {
    key: 'maryam-founder',
    sortOrder: 2,
    name: t('Maryam Al Rawahi', 'مريم الرواحية', 'Maryam Al Rawahi'),
    role: t('Founder, food & beverage company', 'مؤسسة شركة في قطاع الأغذية والمشروبات', "Fondatrice d'une entreprise agroalimentaire"),
    quote: t(
      'Our customers became our shareholders. The team helped us prepare our documents and present our plan professionally.',
      'أصبح عملاؤنا مساهمين معنا، وساعدنا الفريق على إعداد مستنداتنا وعرض خطتنا بصورة احترافية.',
      'Nos clients sont devenus nos actionnaires. L’équipe nous a aidés à préparer nos documents et à présenter notre projet de manière professionnelle.',
    ),
  },
  {
    key: 'khalid-investor',
    sortOrder: 3,
    name: t('Khalid Al Balushi', 'خالد البلوشي', 'Khalid Al Balushi'),
    role: t('Engineer and investor, Sohar', 'مهندس ومستثمر، صحار', 'Ingénieur et investisseur, Sohar'),
    quote: t(
      'Funding my wallet and following my investments is simple, and I appreciate having Shariah-compliant opportunities to choose from.',
      'تمويل محفظتي ومتابعة استثماراتي أمر سهل، وأقدّر وجود فرص متوافقة مع الشريعة أختار منها.',
      "Alimenter mon portefeuille et suivre mes investissements est simple, et j'apprécie de pouvoir choisir parmi des opportunités conformes à la charia.",
    ),
  },
  {
    key: 'fatma-cofounder',
    sortOrder: 4,
    name: t('Fatma Al Hinai', 'فاطمة الهنائية', 'Fatma Al Hinai'),
    role: t('Co-founder, logistics startup', 'شريكة مؤسسة لشركة ناشئة في الخدمات اللوجستية', "Cofondatrice d'une jeune pousse logistique"),
    quote: t(
      'Raising our seed round here gave us capital and visibility at the same time. Our investors now actively recommend us.',
      'منحتنا جولة البذرة التي جمعناها هنا التمويل والانتشار في آن واحد، وأصبح مستثمرونا يوصون بنا باستمرار.',
      'Lever notre tour d’amorçage ici nous a apporté à la fois des capitaux et de la visibilité. Nos investisseurs nous recommandent désormais activement.',
    ),
  },
];

export const HOME_SECTIONS: HomeSections = {
  howItWorks: {
    title: t('How it works', 'كيف تعمل المنصة', 'Comment ça marche'),
    subtitle: t(
      'A simple, regulated process for investors and for companies raising funds.',
      'إجراءات بسيطة ومنظّمة للمستثمرين وللشركات الساعية إلى التمويل.',
      'Un parcours simple et réglementé pour les investisseurs et les entreprises qui lèvent des fonds.',
    ),
    investors: [
      {
        key: 'register',
        icon: 'user-check',
        title: t('Create and verify your account', 'أنشئ حسابك وتحقّق منه', 'Créez et vérifiez votre compte'),
        description: t(
          'Sign up in minutes and complete identity verification with your ID card or passport.',
          'سجّل خلال دقائق وأكمل التحقق من هويتك باستخدام بطاقتك الشخصية أو جواز سفرك.',
          "Inscrivez-vous en quelques minutes et vérifiez votre identité avec votre carte d'identité ou votre passeport.",
        ),
      },
      {
        key: 'fund-wallet',
        icon: 'wallet',
        title: t('Fund your wallet', 'موّل محفظتك', 'Alimentez votre portefeuille'),
        description: t(
          'Transfer money from your bank account in Omani Rials; it is held in a segregated client account.',
          'حوّل الأموال من حسابك المصرفي بالريال العُماني، وتُحفظ في حساب منفصل للعملاء.',
          'Virez des fonds en rials omanais depuis votre compte bancaire ; ils sont conservés sur un compte client ségrégué.',
        ),
      },
      {
        key: 'invest',
        icon: 'trending-up',
        title: t('Choose and invest', 'اختر واستثمر', 'Choisissez et investissez'),
        description: t(
          'Review campaign documents, risks and terms, then subscribe to the opportunities that suit you.',
          'راجع مستندات الحملة ومخاطرها وشروطها، ثم اكتتب في الفرص التي تناسبك.',
          'Étudiez les documents, les risques et les conditions de chaque campagne, puis souscrivez aux opportunités qui vous conviennent.',
        ),
      },
      {
        key: 'follow',
        icon: 'bar-chart',
        title: t('Follow your portfolio', 'تابع محفظتك الاستثمارية', 'Suivez votre portefeuille'),
        description: t(
          'Receive company updates, repayments and distributions directly in your dashboard.',
          'استلم تحديثات الشركات والدفعات والتوزيعات مباشرة في لوحة التحكم الخاصة بك.',
          'Recevez les nouvelles des entreprises, les remboursements et les distributions directement dans votre tableau de bord.',
        ),
      },
    ],
    raisers: [
      {
        key: 'apply',
        icon: 'file-text',
        title: t('Apply online', 'قدّم طلبك إلكترونياً', 'Déposez votre demande en ligne'),
        description: t(
          'Tell us about your company, your funding needs and how you plan to use the funds.',
          'عرّفنا بشركتك واحتياجاتها التمويلية وكيف تخطط لاستخدام الأموال.',
          "Présentez votre entreprise, vos besoins de financement et l'utilisation prévue des fonds.",
        ),
      },
      {
        key: 'due-diligence',
        icon: 'shield-check',
        title: t('Due diligence', 'الفحص النافي للجهالة', 'Vérification préalable'),
        description: t(
          'Our team reviews your legal, financial and business information and agrees the campaign terms with you.',
          'يراجع فريقنا معلوماتك القانونية والمالية والتجارية ويتفق معك على شروط الحملة.',
          'Notre équipe examine vos informations juridiques, financières et commerciales et convient avec vous des conditions de la campagne.',
        ),
      },
      {
        key: 'launch',
        icon: 'rocket',
        title: t('Launch your campaign', 'أطلق حملتك', 'Lancez votre campagne'),
        description: t(
          'Publish your campaign and engage investors, customers and your community.',
          'انشر حملتك وتواصل مع المستثمرين والعملاء ومجتمعك.',
          'Publiez votre campagne et mobilisez investisseurs, clients et communauté.',
        ),
      },
      {
        key: 'receive-funds',
        icon: 'check-circle',
        title: t('Receive the funds', 'استلم التمويل', 'Recevez les fonds'),
        description: t(
          'When the target is reached and closing conditions are met, the funds are transferred to your company.',
          'عند بلوغ الهدف واستيفاء شروط الإغلاق، تُحوَّل الأموال إلى شركتك.',
          "Lorsque l'objectif est atteint et que les conditions de clôture sont remplies, les fonds sont versés à votre entreprise.",
        ),
      },
    ],
  },
  statistics: {
    title: t('Our impact', 'أثرنا', 'Notre impact'),
    items: [
      { key: 'total-funded', label: t('Total funds raised', 'إجمالي التمويل المجموع', 'Total des fonds levés') },
      { key: 'funded-campaigns', label: t('Successfully funded campaigns', 'الحملات المموّلة بنجاح', 'Campagnes financées avec succès') },
      { key: 'registered-investors', label: t('Registered investors', 'المستثمرون المسجلون', 'Investisseurs inscrits') },
      { key: 'success-rate', label: t('Campaign success rate', 'نسبة نجاح الحملات', 'Taux de réussite des campagnes') },
    ],
  },
};

/* -------------------------------------------------------------------------- */
/* Menus                                                                      */
/* -------------------------------------------------------------------------- */

/**
 * Default menus. Social links point to the networks' home pages until the
 * administrator configures the platform's own accounts.
 */
export const MENUS: Menus = {
  // The shell always shows home, browse, contact us and about-us (A2.14); these are the extra links an admin adds.
  header: [
    { type: 'custom', label: t('Raise capital', 'اجمع التمويل', 'Lever des fonds'), url: '/raise-capital', sortOrder: 1 },
    { type: 'custom', label: t('Help center', 'مركز المساعدة', "Centre d'aide"), url: '/help-center', sortOrder: 2 },
    { type: 'page', label: t('Project guidelines', 'إرشادات المشاريع', 'Lignes directrices des projets'), pageSlug: 'project-guidelines', sortOrder: 3 },
  ],
  footer: [
    { type: 'page', label: t('About us', 'من نحن', 'À propos'), pageSlug: 'about-us1-2', sortOrder: 1 },
    { type: 'page', label: t('Terms of use', 'شروط الاستخدام', "Conditions d'utilisation"), pageSlug: 'terms', sortOrder: 2 },
    { type: 'page', label: t('Privacy policy', 'سياسة الخصوصية', 'Politique de confidentialité'), pageSlug: 'privacy-policy', sortOrder: 3 },
    { type: 'page', label: t('Project guidelines', 'إرشادات المشاريع', 'Lignes directrices des projets'), pageSlug: 'project-guidelines', sortOrder: 4 },
    { type: 'page', label: t('Risk warning', 'تحذير المخاطر', 'Avertissement sur les risques'), pageSlug: 'risk-warning', sortOrder: 5 },
  ],
  social: [
    { key: 'x', label: t('X (Twitter)', 'إكس (تويتر)', 'X (Twitter)'), url: 'https://x.com', socialMediaIcon: 'x-twitter', sortOrder: 1 },
    { key: 'linkedin', label: t('LinkedIn', 'لينكد إن', 'LinkedIn'), url: 'https://www.linkedin.com', socialMediaIcon: 'linkedin', sortOrder: 2 },
    { key: 'instagram', label: t('Instagram', 'إنستغرام', 'Instagram'), url: 'https://www.instagram.com', socialMediaIcon: 'instagram', sortOrder: 3 },
    { key: 'youtube', label: t('YouTube', 'يوتيوب', 'YouTube'), url: 'https://www.youtube.com', socialMediaIcon: 'youtube', sortOrder: 4 },
  ],
};
