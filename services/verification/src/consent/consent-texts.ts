import type { Language } from '@cf/contracts';

/**
 * The consent agreement's words in the three languages. Arabic text holds no digits and no Latin
 * letters: figures and Latin words are written in their own runs beside their labels, so a
 * right-to-left line never has to reorder a number inside it (pdfkit lays a run out in one
 * direction) and the Arabic font (which has no Latin glyphs) never meets them.
 */
export const CONSENT_TEXTS: Record<Language, { title: string; clauses: string[]; labels: Record<string, string> }> = {
  en: {
    title: 'Investor consent agreement',
    clauses: [
      'I confirm that the personal details, declarations and identity document I gave are true, complete and mine, and I will tell the platform when any of them changes.',
      'I agree that the platform checks my identity, keeps my documents encrypted and shows them only to me and to its reviewers, for anti-money-laundering and know-your-customer duties.',
      'I understand that crowdfunding investments are risky: I may lose all the money I invest, returns are not guaranteed and shares may be hard to sell.',
      'I accept the investment limits of my investor class and that the platform may refuse an investment above them.',
      'I sign this agreement electronically and confirm my signature with the code sent to my mobile; I accept that this signature binds me like a handwritten one.',
    ],
    labels: {
      investor: 'Investor',
      investorAr: 'Name in Arabic',
      email: 'E-mail',
      regulator: 'Capital Market Authority decision',
      signature: 'Signature',
      signedAt: 'Signed at (UTC)',
      phone: 'Confirmed by code sent to',
      ip: 'Signed from address',
      reference: 'Reference',
    },
  },
  fr: {
    title: "Accord de consentement de l'investisseur",
    clauses: [
      "Je confirme que les informations personnelles, les déclarations et la pièce d'identité que j'ai fournies sont exactes, complètes et les miennes, et j'informerai la plateforme de tout changement.",
      "J'accepte que la plateforme vérifie mon identité, conserve mes documents chiffrés et ne les montre qu'à moi et à ses vérificateurs, au titre de la lutte contre le blanchiment et de la connaissance du client.",
      "Je comprends que l'investissement participatif est risqué : je peux perdre tout l'argent investi, les rendements ne sont pas garantis et les parts peuvent être difficiles à vendre.",
      "J'accepte les limites d'investissement de ma catégorie d'investisseur et que la plateforme puisse refuser un investissement qui les dépasse.",
      "Je signe cet accord électroniquement et confirme ma signature avec le code envoyé sur mon mobile ; j'accepte que cette signature m'engage comme une signature manuscrite.",
    ],
    labels: {
      investor: 'Investisseur',
      investorAr: 'Nom en arabe',
      email: 'E-mail',
      regulator: "Décision de l'Autorité des marchés de capitaux",
      signature: 'Signature',
      signedAt: 'Signé le (UTC)',
      phone: 'Confirmé par le code envoyé au',
      ip: 'Signé depuis l’adresse',
      reference: 'Référence',
    },
  },
  ar: {
    title: 'اتفاقية موافقة المستثمر',
    clauses: [
      'أؤكد أن البيانات الشخصية والإقرارات ووثيقة الهوية التي قدمتها صحيحة وكاملة وتخصني، وسأبلغ المنصة عند تغير أي منها.',
      'أوافق على أن تتحقق المنصة من هويتي وأن تحفظ مستنداتي مشفرة ولا تعرضها إلا لي ولمراجعيها، وفاء بواجبات مكافحة غسل الأموال ومعرفة العميل.',
      'أدرك أن الاستثمار الجماعي ينطوي على مخاطر: قد أخسر كل المال الذي أستثمره، والعوائد غير مضمونة، وقد يصعب بيع الحصص.',
      'أقبل حدود الاستثمار الخاصة بفئتي الاستثمارية وأن للمنصة أن ترفض أي استثمار يتجاوزها.',
      'أوقع هذه الاتفاقية إلكترونيا وأؤكد توقيعي بالرمز المرسل إلى هاتفي، وأقبل أن هذا التوقيع ملزم لي كالتوقيع بخط اليد.',
    ],
    labels: {
      investor: 'المستثمر',
      investorAr: 'الاسم بالعربية',
      email: 'البريد الإلكتروني',
      regulator: 'قرار هيئة سوق المال',
      signature: 'التوقيع',
      signedAt: 'وقت التوقيع بالتوقيت العالمي',
      phone: 'تم التأكيد بالرمز المرسل إلى',
      ip: 'تم التوقيع من العنوان',
      reference: 'المرجع',
    },
  },
};

/** A9.8: the regulator's decision the agreement cites. */
export const REGULATOR_DECISION = '158/2022';
