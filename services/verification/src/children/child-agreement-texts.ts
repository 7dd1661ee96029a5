import type { Language } from '@cf/contracts';

/**
 * The child registration agreement's words in the three languages. As in the consent agreement,
 * Arabic text holds no digits and no Latin letters: names and figures go in their own runs.
 */
export const CHILD_AGREEMENT_TEXTS: Record<Language, { title: string; clauses: string[]; labels: Record<string, string> }> = {
  en: {
    title: 'Child account registration agreement',
    clauses: [
      'I am the parent or legal guardian of the child named below and I have the right to act for the child; the documents I attached are true and complete.',
      "The child's account, wallet and investments belong to the child. I operate them for the child's benefit only, until the child turns 18.",
      "Money comes into the child's wallet only from my own wallet or a payment in my name, and leaves it only back to my wallet or to a bank account in the child's name.",
      "Investments made for the child follow the child's own investment limits, which are separate from mine. Crowdfunding investments are risky: the child may lose the money invested.",
      "When the child turns 18 I no longer act for the child: the account is handed over to the child, who is invited to sign up and take it over.",
      'I sign this agreement electronically and confirm my signature with the code sent to my mobile; I accept that this signature binds me like a handwritten one.',
    ],
    labels: { guardian: 'Guardian', guardianAr: 'Guardian (Arabic)', child: 'Child', childAr: 'Child (Arabic)', dateOfBirth: 'Date of birth', signature: 'Signature', signedAt: 'Signed at (UTC)', phone: 'Confirmed by code sent to', ip: 'Signed from address', reference: 'Reference' },
  },
  ar: {
    title: 'اتفاقية تسجيل حساب طفل',
    clauses: [
      'أقر بأنني والد الطفل المذكور أدناه أو وليه الشرعي وأن لي حق التصرف عنه، وأن الوثائق التي أرفقتها صحيحة وكاملة.',
      'حساب الطفل ومحفظته واستثماراته ملك للطفل، وأتولى إدارتها لمصلحته وحده حتى يبلغ الثامنة عشرة.',
      'لا تدخل الأموال محفظة الطفل إلا من محفظتي أو بدفعة باسمي، ولا تخرج منها إلا إلى محفظتي أو إلى حساب مصرفي باسم الطفل.',
      'تخضع الاستثمارات التي تتم باسم الطفل لحدود الاستثمار الخاصة به وهي منفصلة عن حدودي. الاستثمار الجماعي ينطوي على مخاطر وقد يخسر الطفل المال المستثمر.',
      'عند بلوغ الطفل الثامنة عشرة ينتهي تصرفي عنه، ويُسلَّم الحساب إليه بدعوته إلى التسجيل واستلامه.',
      'أوقع هذه الاتفاقية إلكترونياً وأؤكد توقيعي بالرمز المرسل إلى هاتفي، وأقبل أن هذا التوقيع ملزم لي كالتوقيع بخط اليد.',
    ],
    labels: { guardian: 'الولي', guardianAr: 'اسم الولي بالعربية', child: 'الطفل', childAr: 'اسم الطفل بالعربية', dateOfBirth: 'تاريخ الميلاد', signature: 'التوقيع', signedAt: 'وقت التوقيع (التوقيت العالمي)', phone: 'تم التأكيد برمز أرسل إلى', ip: 'عنوان التوقيع', reference: 'المرجع' },
  },
  fr: {
    title: "Accord d'inscription d'un compte enfant",
    clauses: [
      "Je suis le parent ou le tuteur légal de l'enfant nommé ci-dessous et j'ai le droit d'agir pour lui ; les documents joints sont exacts et complets.",
      "Le compte, le portefeuille et les investissements de l'enfant appartiennent à l'enfant. Je les gère dans son seul intérêt jusqu'à ses 18 ans.",
      "L'argent n'entre dans le portefeuille de l'enfant que depuis mon portefeuille ou un paiement à mon nom, et n'en sort que vers mon portefeuille ou un compte bancaire au nom de l'enfant.",
      "Les investissements faits pour l'enfant suivent ses propres limites, distinctes des miennes. Le financement participatif est risqué : l'enfant peut perdre l'argent investi.",
      "Aux 18 ans de l'enfant je cesse d'agir pour lui : le compte lui est remis, il est invité à s'inscrire pour le reprendre.",
      "Je signe cet accord électroniquement et confirme ma signature avec le code envoyé sur mon mobile ; j'accepte que cette signature m'engage comme une signature manuscrite.",
    ],
    labels: { guardian: 'Tuteur', guardianAr: 'Tuteur (arabe)', child: 'Enfant', childAr: 'Enfant (arabe)', dateOfBirth: 'Date de naissance', signature: 'Signature', signedAt: 'Signé le (UTC)', phone: 'Confirmé par le code envoyé au', ip: 'Signé depuis l’adresse', reference: 'Référence' },
  },
};
