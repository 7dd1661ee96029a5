import type { Language } from '@cf/contracts';

export type ContractKind = 'equity' | 'equity-with-dividends' | 'debt';

export interface ContractTexts {
  titles: Record<ContractKind, string>;
  /** The clauses of every contract, then the ones of its kind. Arabic clauses hold no digits or Latin letters (one direction per run). */
  common: string[];
  byKind: Record<ContractKind, string[]>;
  labels: Record<'reference' | 'investor' | 'investorAr' | 'campaign' | 'kind' | 'amount' | 'amountInWords' | 'shareUnits' | 'ownership' | 'acceptedAt' | 'regulator' | 'signature' | 'signedAt' | 'phone' | 'ip', string>;
  kinds: Record<ContractKind, string>;
  draft: string;
}

/** The Financial Services Authority decision the platform is licensed under (C1.4). */
export const REGULATOR_DECISION = 'FSA 158/2022';

/**
 * The investment contract's words (C3.9 contract type, C4.14), in the three languages. The figures
 * (amount, units, dates) are printed as facts beside the clauses, never inside Arabic sentences.
 */
export const CONTRACT_TEXTS: Record<Language, ContractTexts> = {
  en: {
    titles: { equity: 'Share subscription agreement', 'equity-with-dividends': 'Share subscription agreement with dividends', debt: 'Murabaha financing agreement' },
    common: [
      'The investor named below invests the amount shown in the campaign named below, through the crowdfunding platform licensed by the Financial Services Authority of the Sultanate of Oman.',
      'The money is held in the campaign\'s escrow account. If a fixed campaign does not reach its goal, every investor is refunded in full; if it closes successfully, the amount is paid to the company less the platform\'s fee.',
      'The investor may cancel without giving a reason within the cancellation window shown on the receipt; after it the investment is binding.',
      'The investor has read the risk warning: crowdfunding investments can lose all their value, are hard to sell, and returns are not guaranteed.',
      'The investor signs this contract and confirms the signature with a one-time code sent to their mobile; the signed contract cannot be changed afterwards.',
      'This contract is governed by the laws of the Sultanate of Oman.',
    ],
    byKind: {
      equity: ['The company issues to the investor the share units shown, at the price per share of the offer, with the rights of its other shareholders of the same class.'],
      'equity-with-dividends': ['The company issues to the investor the share units shown and pays the investor a share of the dividends it declares, in proportion to the units held.'],
      debt: [
        'The company buys the financed assets through the platform and sells them to the investors at cost plus a profit agreed up front, paid in instalments on the schedule of the offer.',
        'The profit is fixed when the contract is made and never compounds; late payment adds no interest.',
      ],
    },
    labels: {
      reference: 'Contract reference',
      investor: 'Investor',
      investorAr: 'Investor (Arabic)',
      campaign: 'Campaign',
      kind: 'Contract type',
      amount: 'Amount',
      amountInWords: 'Amount in words',
      shareUnits: 'Share units',
      ownership: 'Share of the goal',
      acceptedAt: 'Offer accepted',
      regulator: 'Regulator decision',
      signature: 'Investor\'s signature',
      signedAt: 'Signed at (UTC)',
      phone: 'Confirmed by code sent to',
      ip: 'Signed from address',
    },
    kinds: { equity: 'Equity', 'equity-with-dividends': 'Equity with dividends', debt: 'Islamic debt (Murabaha)' },
    draft: 'Draft: not signed yet',
  },
  ar: {
    titles: { equity: 'اتفاقية الاكتتاب في الأسهم', 'equity-with-dividends': 'اتفاقية الاكتتاب في الأسهم مع توزيعات الأرباح', debt: 'اتفاقية تمويل بالمرابحة' },
    common: [
      'يستثمر المستثمر المذكور أدناه المبلغ المبين في الحملة المذكورة أدناه، عبر منصة التمويل الجماعي المرخصة من هيئة الخدمات المالية في سلطنة عُمان.',
      'يُحفظ المبلغ في حساب الضمان الخاص بالحملة. إذا لم تبلغ الحملة ذات الهدف الثابت هدفها يُعاد لكل مستثمر مبلغه كاملاً، وإذا أُغلقت بنجاح يُدفع المبلغ للشركة بعد خصم رسوم المنصة.',
      'يحق للمستثمر الإلغاء دون إبداء سبب خلال مهلة الإلغاء المبينة في الإيصال، ويصبح الاستثمار ملزماً بعدها.',
      'اطلع المستثمر على تحذير المخاطر: قد تفقد استثمارات التمويل الجماعي قيمتها كلها، ويصعب بيعها، والعوائد غير مضمونة.',
      'يوقّع المستثمر هذا العقد ويؤكد توقيعه برمز يُرسل لمرة واحدة إلى هاتفه، ولا يمكن تغيير العقد الموقّع بعد ذلك.',
      'يخضع هذا العقد لقوانين سلطنة عُمان.',
    ],
    byKind: {
      equity: ['تُصدر الشركة للمستثمر وحدات الأسهم المبينة بسعر السهم في العرض، ولها حقوق سائر المساهمين من الفئة نفسها.'],
      'equity-with-dividends': ['تُصدر الشركة للمستثمر وحدات الأسهم المبينة وتدفع له حصة من الأرباح التي تعلنها بنسبة الوحدات التي يملكها.'],
      debt: [
        'تشتري الشركة الأصول الممولة عبر المنصة وتبيعها للمستثمرين بالتكلفة مع ربح متفق عليه مسبقاً، يُسدد على أقساط وفق جدول العرض.',
        'يُحدد الربح عند إبرام العقد ولا يتضاعف أبداً، ولا يُضاف أي فائدة عند التأخر في السداد.',
      ],
    },
    labels: {
      reference: 'مرجع العقد',
      investor: 'المستثمر',
      investorAr: 'اسم المستثمر بالعربية',
      campaign: 'الحملة',
      kind: 'نوع العقد',
      amount: 'المبلغ',
      amountInWords: 'المبلغ كتابةً',
      shareUnits: 'وحدات الأسهم',
      ownership: 'النسبة من الهدف',
      acceptedAt: 'تاريخ قبول العرض',
      regulator: 'قرار الجهة الرقابية',
      signature: 'توقيع المستثمر',
      signedAt: 'وقت التوقيع بالتوقيت العالمي',
      phone: 'تم التأكيد بالرمز المرسل إلى',
      ip: 'تم التوقيع من العنوان',
    },
    kinds: { equity: 'أسهم', 'equity-with-dividends': 'أسهم مع توزيعات أرباح', debt: 'تمويل إسلامي بالمرابحة' },
    draft: 'مسودة: لم يُوقّع بعد',
  },
  fr: {
    titles: { equity: 'Contrat de souscription d\'actions', 'equity-with-dividends': 'Contrat de souscription d\'actions avec dividendes', debt: 'Contrat de financement Mourabaha' },
    common: [
      'L\'investisseur nommé ci-dessous investit le montant indiqué dans la campagne nommée ci-dessous, par la plateforme de financement participatif agréée par l\'Autorité des services financiers du Sultanat d\'Oman.',
      'L\'argent est conservé sur le compte séquestre de la campagne. Si une campagne à objectif fixe n\'atteint pas son objectif, chaque investisseur est remboursé intégralement ; si elle réussit, le montant est versé à la société, déduction faite de la commission de la plateforme.',
      'L\'investisseur peut annuler sans motif pendant le délai d\'annulation indiqué sur le reçu ; passé ce délai, l\'investissement est ferme.',
      'L\'investisseur a lu l\'avertissement sur les risques : un investissement participatif peut perdre toute sa valeur, est difficile à revendre et son rendement n\'est pas garanti.',
      'L\'investisseur signe ce contrat et confirme sa signature par un code à usage unique envoyé sur son mobile ; le contrat signé ne peut plus être modifié.',
      'Ce contrat est régi par les lois du Sultanat d\'Oman.',
    ],
    byKind: {
      equity: ['La société émet au profit de l\'investisseur les parts indiquées, au prix par action de l\'offre, avec les droits des autres actionnaires de la même catégorie.'],
      'equity-with-dividends': ['La société émet au profit de l\'investisseur les parts indiquées et lui verse une part des dividendes qu\'elle déclare, au prorata des parts détenues.'],
      debt: [
        'La société achète les biens financés par la plateforme et les revend aux investisseurs au coût majoré d\'une marge convenue d\'avance, payée par échéances selon le calendrier de l\'offre.',
        'La marge est fixée à la conclusion du contrat et ne se capitalise jamais ; un retard de paiement n\'ajoute aucun intérêt.',
      ],
    },
    labels: {
      reference: 'Référence du contrat',
      investor: 'Investisseur',
      investorAr: 'Investisseur (arabe)',
      campaign: 'Campagne',
      kind: 'Type de contrat',
      amount: 'Montant',
      amountInWords: 'Montant en lettres',
      shareUnits: 'Parts',
      ownership: 'Part de l\'objectif',
      acceptedAt: 'Offre acceptée le',
      regulator: 'Décision du régulateur',
      signature: 'Signature de l\'investisseur',
      signedAt: 'Signé le (UTC)',
      phone: 'Confirmé par le code envoyé au',
      ip: 'Signé depuis l’adresse',
    },
    kinds: { equity: 'Actions', 'equity-with-dividends': 'Actions avec dividendes', debt: 'Dette islamique (Mourabaha)' },
    draft: 'Projet : pas encore signé',
  },
};
