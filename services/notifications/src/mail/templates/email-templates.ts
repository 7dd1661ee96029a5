import type { Language } from '@cf/contracts';
import { formatDateTime, SITE_NAME } from './brand';
import { campaignTemplates, type CampaignEmailTemplateParams } from './campaign-email-templates';
import { campaignNewsTemplates, type CampaignNewsEmailTemplateParams } from './campaign-news-email-templates';
import { renderLayout, type EmailContent, type RenderedEmail } from './layout';

/** Parameters of each e-mail template; the template name is stored with every message. */
export interface EmailTemplateParams extends CampaignEmailTemplateParams, CampaignNewsEmailTemplateParams {
  'activation-link': { firstName: string; link: string };
  'password-reset': { firstName: string; link: string; expiresAt: string };
  'password-changed': { firstName: string; via: 'update' | 'reset' };
  'login-code': { firstName: string; code: string; expiresAt: string };
  'sign-in-attempts': { firstName: string; failures: number; resetLink: string };
  'two-factor-code': { firstName: string; code: string; expiresAt: string };
  'two-factor-changed': { firstName: string; method: 'EMAIL' | '2FA' | 'NONE' };
  'signup-existing-account': { firstName: string; signInLink: string; resetLink: string };
  invite: { inviterName: string; message: string | null; link: string };
  'newsletter-welcome': Record<string, never>;
  'contact-us-ack': { name: string; reference: string };
  'child-registration-submitted': { guardianName: string; childName: string; link: string };
  'child-handover-invitation': { firstName: string; link: string; expiresAt: string; toGuardian: boolean };
  'wallet-transaction-rejected': { firstName: string | null; kind: 'topup' | 'withdrawal'; transactionNumber: string; amount: string; reason: string; link: string };
}
export type EmailTemplateName = keyof EmailTemplateParams;

type Writer<P> = (params: P, language: Language) => EmailContent;
type Template<P> = Record<Language, Writer<P>>;

const at = (iso: string, language: Language): string => formatDateTime(iso, language);

const templates: { [K in EmailTemplateName]: Template<EmailTemplateParams[K]> } = {
  ...campaignTemplates,
  ...campaignNewsTemplates,
  'activation-link': {
    ar: (p) => ({
      subject: `فعّل حسابك في ${SITE_NAME.ar}`,
      heading: 'أهلاً بك! فعّل حسابك',
      greeting: `مرحباً ${p.firstName}،`,
      paragraphs: ['شكراً لتسجيلك. لإكمال إنشاء حسابك، يرجى تأكيد بريدك الإلكتروني بالضغط على الزر أدناه.'],
      action: { label: 'تفعيل الحساب', url: p.link },
      note: 'إذا لم تقم بإنشاء حساب، يمكنك تجاهل هذه الرسالة.',
    }),
    en: (p) => ({
      subject: `Activate your ${SITE_NAME.en} account`,
      heading: 'Welcome! Activate your account',
      greeting: `Hello ${p.firstName},`,
      paragraphs: ['Thank you for signing up. To finish creating your account, please confirm your e-mail address with the button below.'],
      action: { label: 'Activate my account', url: p.link },
      note: 'If you did not create an account, you can ignore this e-mail.',
    }),
    fr: (p) => ({
      subject: `Activez votre compte ${SITE_NAME.fr}`,
      heading: 'Bienvenue ! Activez votre compte',
      greeting: `Bonjour ${p.firstName},`,
      paragraphs: [
        'Merci pour votre inscription. Pour finaliser la création de votre compte, veuillez confirmer votre adresse e-mail avec le bouton ci-dessous.',
      ],
      action: { label: 'Activer mon compte', url: p.link },
      note: "Si vous n'avez pas créé de compte, vous pouvez ignorer cet e-mail.",
    }),
  },
  'password-reset': {
    ar: (p, l) => ({
      subject: 'إعادة تعيين كلمة المرور',
      heading: 'إعادة تعيين كلمة المرور',
      greeting: `مرحباً ${p.firstName}،`,
      paragraphs: [
        'تلقّينا طلباً لإعادة تعيين كلمة المرور الخاصة بحسابك. اضغط على الزر أدناه لاختيار كلمة مرور جديدة.',
        `الرابط صالح للاستخدام مرة واحدة حتى ${at(p.expiresAt, l)}.`,
      ],
      action: { label: 'إعادة تعيين كلمة المرور', url: p.link },
      note: 'إذا لم تطلب ذلك، تجاهل هذه الرسالة وستبقى كلمة المرور الحالية كما هي.',
    }),
    en: (p, l) => ({
      subject: 'Reset your password',
      heading: 'Reset your password',
      greeting: `Hello ${p.firstName},`,
      paragraphs: [
        'We received a request to reset the password of your account. Use the button below to choose a new password.',
        `The link can be used once, until ${at(p.expiresAt, l)}.`,
      ],
      action: { label: 'Reset my password', url: p.link },
      note: 'If you did not ask for this, ignore this e-mail: your current password stays unchanged.',
    }),
    fr: (p, l) => ({
      subject: 'Réinitialisation de votre mot de passe',
      heading: 'Réinitialisez votre mot de passe',
      greeting: `Bonjour ${p.firstName},`,
      paragraphs: [
        'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Utilisez le bouton ci-dessous pour choisir un nouveau mot de passe.',
        `Le lien est utilisable une seule fois, jusqu'au ${at(p.expiresAt, l)}.`,
      ],
      action: { label: 'Réinitialiser mon mot de passe', url: p.link },
      note: "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe actuel reste inchangé.",
    }),
  },
  'password-changed': {
    ar: (p) => ({
      subject: 'تم تغيير كلمة المرور',
      heading: 'تم تغيير كلمة المرور',
      greeting: `مرحباً ${p.firstName}،`,
      paragraphs: [
        p.via === 'reset' ? 'تمت إعادة تعيين كلمة المرور الخاصة بحسابك بنجاح.' : 'تم تحديث كلمة المرور الخاصة بحسابك بنجاح.',
        'لحماية حسابك، تم تسجيل خروجك من جميع الأجهزة. يرجى تسجيل الدخول مجدداً بكلمة المرور الجديدة.',
      ],
      note: 'إذا لم تقم بهذا التغيير، يرجى التواصل معنا فوراً.',
    }),
    en: (p) => ({
      subject: 'Your password was changed',
      heading: 'Your password was changed',
      greeting: `Hello ${p.firstName},`,
      paragraphs: [
        p.via === 'reset'
          ? 'The password of your account was reset successfully.'
          : 'The password of your account was updated successfully.',
        'To protect your account, you were signed out on every device. Please sign in again with your new password.',
      ],
      note: 'If you did not make this change, please contact us immediately.',
    }),
    fr: (p) => ({
      subject: 'Votre mot de passe a été modifié',
      heading: 'Votre mot de passe a été modifié',
      greeting: `Bonjour ${p.firstName},`,
      paragraphs: [
        p.via === 'reset'
          ? 'Le mot de passe de votre compte a été réinitialisé avec succès.'
          : 'Le mot de passe de votre compte a été mis à jour avec succès.',
        'Pour protéger votre compte, vous avez été déconnecté de tous les appareils. Veuillez vous reconnecter avec votre nouveau mot de passe.',
      ],
      note: "Si vous n'êtes pas à l'origine de ce changement, contactez-nous immédiatement.",
    }),
  },
  'login-code': {
    ar: (p, l) => ({
      subject: 'رمز تسجيل الدخول',
      heading: 'رمز التحقق لتسجيل الدخول',
      greeting: `مرحباً ${p.firstName}،`,
      paragraphs: ['استخدم الرمز التالي لإكمال تسجيل الدخول إلى حسابك:'],
      code: p.code,
      note: `الرمز صالح حتى ${at(p.expiresAt, l)}. لا تشارك هذا الرمز مع أي شخص.`,
    }),
    en: (p, l) => ({
      subject: 'Your sign-in code',
      heading: 'Your sign-in code',
      greeting: `Hello ${p.firstName},`,
      paragraphs: ['Use this code to finish signing in to your account:'],
      code: p.code,
      note: `The code is valid until ${at(p.expiresAt, l)}. Never share it with anyone.`,
    }),
    fr: (p, l) => ({
      subject: 'Votre code de connexion',
      heading: 'Votre code de connexion',
      greeting: `Bonjour ${p.firstName},`,
      paragraphs: ['Utilisez ce code pour terminer la connexion à votre compte :'],
      code: p.code,
      note: `Le code est valable jusqu'au ${at(p.expiresAt, l)}. Ne le communiquez à personne.`,
    }),
  },
  'two-factor-code': {
    ar: (p, l) => ({
      subject: 'رمز تأكيد تغيير المصادقة الثنائية',
      heading: 'تأكيد تغيير المصادقة الثنائية',
      greeting: `مرحباً ${p.firstName}،`,
      paragraphs: ['طلبت تغيير طريقة المصادقة الثنائية لحسابك. استخدم الرمز التالي لتأكيد التغيير:'],
      code: p.code,
      note: `الرمز صالح حتى ${at(p.expiresAt, l)}. إذا لم تطلب هذا التغيير، غيّر كلمة المرور فوراً ولا تشارك الرمز مع أي شخص.`,
    }),
    en: (p, l) => ({
      subject: 'Code to confirm a two-factor change',
      heading: 'Confirm the two-factor change',
      greeting: `Hello ${p.firstName},`,
      paragraphs: ['You asked to change the two-factor authentication of your account. Use this code to confirm the change:'],
      code: p.code,
      note: `The code is valid until ${at(p.expiresAt, l)}. If you did not ask for this, change your password now and never share the code.`,
    }),
    fr: (p, l) => ({
      subject: "Code de confirmation d'un changement de double authentification",
      heading: 'Confirmez le changement de double authentification',
      greeting: `Bonjour ${p.firstName},`,
      paragraphs: ['Vous avez demandé à modifier la double authentification de votre compte. Utilisez ce code pour confirmer le changement :'],
      code: p.code,
      note: `Le code est valable jusqu'au ${at(p.expiresAt, l)}. Si vous n'êtes pas à l'origine de cette demande, changez votre mot de passe immédiatement et ne communiquez jamais ce code.`,
    }),
  },
  'two-factor-changed': {
    ar: (p) => ({
      subject: 'تم تغيير المصادقة الثنائية لحسابك',
      heading: 'تم تغيير المصادقة الثنائية',
      greeting: `مرحباً ${p.firstName}،`,
      paragraphs: [
        p.method === 'NONE'
          ? 'تم إيقاف المصادقة الثنائية لحسابك. أصبح تسجيل الدخول يتطلب كلمة المرور فقط.'
          : p.method === '2FA'
            ? 'أصبح تسجيل الدخول إلى حسابك يتطلب رمزاً من تطبيق المصادقة.'
            : 'أصبح تسجيل الدخول إلى حسابك يتطلب رمزاً يُرسل إلى بريدك الإلكتروني.',
      ],
      note: 'إذا لم تقم بهذا التغيير، أعد تعيين كلمة المرور فوراً وتواصل معنا.',
    }),
    en: (p) => ({
      subject: 'The two-factor authentication of your account changed',
      heading: 'Two-factor authentication changed',
      greeting: `Hello ${p.firstName},`,
      paragraphs: [
        p.method === 'NONE'
          ? 'Two-factor authentication was turned off for your account. Signing in now needs your password only.'
          : p.method === '2FA'
            ? 'Signing in to your account now needs a code from your authenticator app.'
            : 'Signing in to your account now needs a code sent to your e-mail.',
      ],
      note: 'If you did not make this change, reset your password now and contact us.',
    }),
    fr: (p) => ({
      subject: 'La double authentification de votre compte a changé',
      heading: 'Double authentification modifiée',
      greeting: `Bonjour ${p.firstName},`,
      paragraphs: [
        p.method === 'NONE'
          ? 'La double authentification a été désactivée pour votre compte. La connexion ne demande plus que votre mot de passe.'
          : p.method === '2FA'
            ? "La connexion à votre compte demande désormais un code de votre application d'authentification."
            : 'La connexion à votre compte demande désormais un code envoyé à votre adresse e-mail.',
      ],
      note: "Si vous n'êtes pas à l'origine de ce changement, réinitialisez votre mot de passe immédiatement et contactez-nous.",
    }),
  },
  'sign-in-attempts': {
    ar: (p) => ({
      subject: 'محاولات فاشلة لتسجيل الدخول إلى حسابك',
      heading: 'محاولات فاشلة لتسجيل الدخول',
      greeting: `مرحباً ${p.firstName}،`,
      paragraphs: [
        `رصدنا ${p.failures} محاولة فاشلة لتسجيل الدخول إلى حسابك خلال الدقائق الماضية.`,
        'حسابك غير مقفل: لحمايته، سيُطلب منك بعد كلمة المرور رمز نرسله إلى بريدك الإلكتروني حتى تتوقف هذه المحاولات.',
      ],
      action: { label: 'إعادة تعيين كلمة المرور', url: p.resetLink },
      note: 'إذا لم تكن أنت من حاول تسجيل الدخول، ننصحك بإعادة تعيين كلمة المرور. لا تشارك الرمز المرسل إليك مع أي شخص.',
    }),
    en: (p) => ({
      subject: 'Failed attempts to sign in to your account',
      heading: 'Failed sign-in attempts',
      greeting: `Hello ${p.firstName},`,
      paragraphs: [
        `We saw ${p.failures} failed attempts to sign in to your account in the last few minutes.`,
        'Your account is not locked: to protect it, signing in will also ask for a code we e-mail to you until these attempts stop.',
      ],
      action: { label: 'Reset my password', url: p.resetLink },
      note: 'If it was not you, we recommend resetting your password. Never share the code we send you.',
    }),
    fr: (p) => ({
      subject: 'Tentatives de connexion échouées sur votre compte',
      heading: 'Tentatives de connexion échouées',
      greeting: `Bonjour ${p.firstName},`,
      paragraphs: [
        `Nous avons constaté ${p.failures} tentatives de connexion échouées sur votre compte ces dernières minutes.`,
        "Votre compte n'est pas bloqué : pour le protéger, la connexion demandera aussi un code envoyé par e-mail tant que ces tentatives continuent.",
      ],
      action: { label: 'Réinitialiser mon mot de passe', url: p.resetLink },
      note: "Si ce n'était pas vous, nous vous recommandons de réinitialiser votre mot de passe. Ne communiquez jamais le code reçu.",
    }),
  },
  'signup-existing-account': {
    ar: (p) => ({
      subject: `محاولة تسجيل بعنوان بريدك في ${SITE_NAME.ar}`,
      heading: 'لديك حساب بالفعل',
      greeting: `مرحباً ${p.firstName}،`,
      paragraphs: ['حاول أحدهم للتو إنشاء حساب جديد بعنوان بريدك الإلكتروني. لديك حساب بهذا العنوان، ولم يتغير فيه شيء.', `إذا نسيت كلمة المرور، يمكنك إعادة تعيينها من هنا: ${p.resetLink}`],
      action: { label: 'تسجيل الدخول', url: p.signInLink },
      note: 'إذا لم تكن أنت، يمكنك تجاهل هذه الرسالة؛ لا يمكن لأحد الدخول إلى حسابك دون كلمة المرور.',
    }),
    en: (p) => ({
      subject: `Someone tried to sign up to ${SITE_NAME.en} with your e-mail`,
      heading: 'You already have an account',
      greeting: `Hello ${p.firstName},`,
      paragraphs: ['Someone just tried to create a new account with your e-mail address. You already have an account with it, and nothing about it has changed.', `If you forgot your password, you can reset it here: ${p.resetLink}`],
      action: { label: 'Sign in', url: p.signInLink },
      note: 'If it was not you, you can ignore this e-mail: nobody can get into your account without your password.',
    }),
    fr: (p) => ({
      subject: `Quelqu'un a tenté de s'inscrire sur ${SITE_NAME.fr} avec votre e-mail`,
      heading: 'Vous avez déjà un compte',
      greeting: `Bonjour ${p.firstName},`,
      paragraphs: ["Quelqu'un vient d'essayer de créer un compte avec votre adresse e-mail. Vous avez déjà un compte avec cette adresse, et rien n'y a changé.", `Si vous avez oublié votre mot de passe, vous pouvez le réinitialiser ici : ${p.resetLink}`],
      action: { label: 'Se connecter', url: p.signInLink },
      note: "Si ce n'était pas vous, ignorez cet e-mail : personne ne peut entrer dans votre compte sans votre mot de passe.",
    }),
  },
  invite: {
    ar: (p) => ({
      subject: `${p.inviterName} يدعوك للانضمام إلى ${SITE_NAME.ar}`,
      heading: 'لديك دعوة',
      paragraphs: [`يدعوك ${p.inviterName} للانضمام إلى ${SITE_NAME.ar}، حيث يمكنك الاستثمار في الشركات العُمانية النامية.`],
      quote: p.message ?? undefined,
      action: { label: 'قبول الدعوة', url: p.link },
    }),
    en: (p) => ({
      subject: `${p.inviterName} invites you to ${SITE_NAME.en}`,
      heading: "You're invited",
      paragraphs: [`${p.inviterName} invites you to join ${SITE_NAME.en}, where you can invest in Oman's growing businesses.`],
      quote: p.message ?? undefined,
      action: { label: 'Accept the invitation', url: p.link },
    }),
    fr: (p) => ({
      subject: `${p.inviterName} vous invite sur ${SITE_NAME.fr}`,
      heading: 'Vous êtes invité',
      paragraphs: [
        `${p.inviterName} vous invite à rejoindre ${SITE_NAME.fr}, où vous pouvez investir dans les entreprises omanaises en croissance.`,
      ],
      quote: p.message ?? undefined,
      action: { label: "Accepter l'invitation", url: p.link },
    }),
  },
  'newsletter-welcome': {
    ar: () => ({
      subject: `تم اشتراكك في النشرة الإخبارية لـ${SITE_NAME.ar}`,
      heading: 'شكراً لاشتراكك',
      paragraphs: ['تم اشتراكك في نشرتنا الإخبارية بنجاح. سنرسل إليك أحدث الفرص الاستثمارية وأخبار المنصة.'],
      note: 'يمكنك إلغاء الاشتراك في أي وقت من إعدادات البريد الإلكتروني في حسابك.',
    }),
    en: () => ({
      subject: `You're subscribed to the ${SITE_NAME.en} newsletter`,
      heading: 'Thank you for subscribing',
      paragraphs: ['You are now subscribed to our newsletter. We will send you the latest investment opportunities and platform news.'],
      note: 'You can unsubscribe at any time from the e-mail preferences of your account.',
    }),
    fr: () => ({
      subject: `Vous êtes inscrit à la lettre d'information ${SITE_NAME.fr}`,
      heading: 'Merci pour votre inscription',
      paragraphs: [
        "Vous êtes désormais inscrit à notre lettre d'information. Nous vous enverrons les dernières opportunités d'investissement et l'actualité de la plateforme.",
      ],
      note: 'Vous pouvez vous désinscrire à tout moment depuis les préférences e-mail de votre compte.',
    }),
  },
  // The acknowledgement repeats neither the subject nor the message: the form is public, and echoing
  // them would let anyone send text of their choice to any address through us.
  'contact-us-ack': {
    ar: (p) => ({
      subject: 'استلمنا رسالتك',
      heading: 'شكراً لتواصلك معنا',
      greeting: `مرحباً ${p.name}،`,
      paragraphs: ['استلمنا استفسارك وسيرد عليك فريقنا في أقرب وقت ممكن، عادةً خلال يومي عمل.', `الرقم المرجعي لرسالتك: ${p.reference}`],
    }),
    en: (p) => ({
      subject: 'We received your message',
      heading: 'Thank you for contacting us',
      greeting: `Hello ${p.name},`,
      paragraphs: [
        'We received your inquiry and our team will get back to you as soon as possible, usually within two working days.',
        `Your message reference: ${p.reference}`,
      ],
    }),
    fr: (p) => ({
      subject: 'Nous avons bien reçu votre message',
      heading: 'Merci de nous avoir contactés',
      greeting: `Bonjour ${p.name},`,
      paragraphs: [
        'Nous avons bien reçu votre demande ; notre équipe vous répondra dans les meilleurs délais, généralement sous deux jours ouvrés.',
        `Référence de votre message : ${p.reference}`,
      ],
    }),
  },
  // A4.6 / A8.5: an administrator rejected a bank-transfer top-up or a withdrawal; the reason is shown as given.
  'wallet-transaction-rejected': {
    ar: (p) => ({
      subject: p.kind === 'withdrawal' ? `تم رفض طلب السحب ${p.transactionNumber}` : `تم رفض عملية الشحن ${p.transactionNumber}`,
      heading: p.kind === 'withdrawal' ? 'تم رفض طلب السحب' : 'تم رفض عملية شحن المحفظة',
      greeting: p.firstName ? `مرحباً ${p.firstName}،` : 'مرحباً،',
      paragraphs: [
        p.kind === 'withdrawal'
          ? `رفض المشرف طلب سحب ${p.amount} (العملية ${p.transactionNumber}) وأعيد المبلغ إلى رصيد محفظتك.`
          : `رفض المشرف عملية شحن ${p.amount} بالتحويل البنكي (العملية ${p.transactionNumber}) ولم تُضف إلى محفظتك.`,
        `السبب: ${p.reason}`,
      ],
      action: { label: 'عرض المحفظة', url: p.link },
    }),
    en: (p) => ({
      subject: p.kind === 'withdrawal' ? `Your withdrawal ${p.transactionNumber} was rejected` : `Your top-up ${p.transactionNumber} was rejected`,
      heading: p.kind === 'withdrawal' ? 'Withdrawal rejected' : 'Wallet top-up rejected',
      greeting: p.firstName ? `Hello ${p.firstName},` : 'Hello,',
      paragraphs: [
        p.kind === 'withdrawal'
          ? `An administrator rejected your withdrawal of ${p.amount} (transaction ${p.transactionNumber}); the amount is back in your wallet balance.`
          : `An administrator rejected your bank-transfer top-up of ${p.amount} (transaction ${p.transactionNumber}); it was not added to your wallet.`,
        `Reason: ${p.reason}`,
      ],
      action: { label: 'Open my wallet', url: p.link },
    }),
    fr: (p) => ({
      subject: p.kind === 'withdrawal' ? `Votre retrait ${p.transactionNumber} a été rejeté` : `Votre recharge ${p.transactionNumber} a été rejetée`,
      heading: p.kind === 'withdrawal' ? 'Retrait rejeté' : 'Recharge du portefeuille rejetée',
      greeting: p.firstName ? `Bonjour ${p.firstName},` : 'Bonjour,',
      paragraphs: [
        p.kind === 'withdrawal'
          ? `Un administrateur a rejeté votre retrait de ${p.amount} (transaction ${p.transactionNumber}) ; le montant est revenu sur le solde de votre portefeuille.`
          : `Un administrateur a rejeté votre recharge par virement de ${p.amount} (transaction ${p.transactionNumber}) ; elle n'a pas été ajoutée à votre portefeuille.`,
        `Motif : ${p.reason}`,
      ],
      action: { label: 'Ouvrir mon portefeuille', url: p.link },
    }),
  },
  // A4.5: the guardian signed a child registration; it is now under review.
  'child-registration-submitted': {
    ar: (p) => ({
      subject: `طلب تسجيل ${p.childName} قيد المراجعة`,
      heading: 'تم استلام طلب تسجيل الطفل',
      greeting: `مرحباً ${p.guardianName}،`,
      paragraphs: [`تم توقيع طلب تسجيل ${p.childName} وإرساله للمراجعة. سنخبرك بقرار المراجعة، وعند القبول يمكنك تمويل محفظة الطفل والاستثمار باسمه.`],
      action: { label: 'عرض الأطفال', url: p.link },
    }),
    en: (p) => ({
      subject: `${p.childName}'s registration is under review`,
      heading: 'Child registration received',
      greeting: `Hello ${p.guardianName},`,
      paragraphs: [`The registration of ${p.childName} is signed and under review. We will tell you the decision; once it is accepted you can fund the child's wallet and invest for the child.`],
      action: { label: 'See my children', url: p.link },
    }),
    fr: (p) => ({
      subject: `L'inscription de ${p.childName} est en cours d'examen`,
      heading: "Inscription de l'enfant reçue",
      greeting: `Bonjour ${p.guardianName},`,
      paragraphs: [`L'inscription de ${p.childName} est signée et en cours d'examen. Nous vous dirons la décision ; une fois acceptée, vous pourrez alimenter le portefeuille de l'enfant et investir pour lui.`],
      action: { label: 'Voir mes enfants', url: p.link },
    }),
  },
  // ADR 0026: a child who turned 18 takes the account over (to the child, or to the guardian to pass on).
  'child-handover-invitation': {
    ar: (p, l) => ({
      subject: p.toGuardian ? `بلغ ${p.firstName} 18 عامًا: حسابه ينتظره` : `حسابك في ${SITE_NAME.ar} أصبح لك`,
      heading: p.toGuardian ? `سلّم ${p.firstName} حسابه` : 'تسلّم حسابك',
      greeting: p.toGuardian ? 'مرحباً،' : `مرحباً ${p.firstName}،`,
      paragraphs: [
        p.toGuardian
          ? `بلغ ${p.firstName} 18 عامًا، فانتهت إدارتك لحسابه. أرسل إليه هذا الرابط ليتسلّم حسابه: محفظته واستثماراته تبقى كما هي.`
          : 'بلغت 18 عامًا. المحفظة والاستثمارات التي أدارها وليّك باسمك أصبحت لك: اختر كلمة مرور لتتسلّم حسابك.',
        `الرابط صالح حتى ${at(p.expiresAt, l)}.`,
      ],
      action: { label: 'تسلّم الحساب', url: p.link },
    }),
    en: (p, l) => ({
      subject: p.toGuardian ? `${p.firstName} is 18: their account is waiting for them` : `Your ${SITE_NAME.en} account is yours now`,
      heading: p.toGuardian ? `Hand the account over to ${p.firstName}` : 'Take your account over',
      greeting: p.toGuardian ? 'Hello,' : `Hello ${p.firstName},`,
      paragraphs: [
        p.toGuardian
          ? `${p.firstName} has turned 18, so you no longer manage the account. Please pass this link on to ${p.firstName} to take it over: the wallet and investments stay as they are.`
          : 'You have turned 18. The wallet and investments your guardian managed in your name are yours now: choose a password to take your account over.',
        `The link works until ${at(p.expiresAt, l)}.`,
      ],
      action: { label: 'Take the account over', url: p.link },
    }),
    fr: (p, l) => ({
      subject: p.toGuardian ? `${p.firstName} a 18 ans : son compte l'attend` : `Votre compte ${SITE_NAME.fr} est à vous`,
      heading: p.toGuardian ? `Transmettez le compte à ${p.firstName}` : 'Reprenez votre compte',
      greeting: p.toGuardian ? 'Bonjour,' : `Bonjour ${p.firstName},`,
      paragraphs: [
        p.toGuardian
          ? `${p.firstName} a 18 ans : vous ne gérez plus son compte. Transmettez-lui ce lien pour le reprendre ; le portefeuille et les investissements restent tels quels.`
          : 'Vous avez 18 ans. Le portefeuille et les investissements que votre tuteur gérait en votre nom sont à vous : choisissez un mot de passe pour reprendre votre compte.',
        `Le lien est valable jusqu'au ${at(p.expiresAt, l)}.`,
      ],
      action: { label: 'Reprendre le compte', url: p.link },
    }),
  },
};

export const EMAIL_TEMPLATE_NAMES = Object.keys(templates) as EmailTemplateName[];

export function renderEmail<K extends EmailTemplateName>(
  name: K,
  params: EmailTemplateParams[K],
  language: Language,
  now?: Date,
): RenderedEmail {
  const write = templates[name][language] as Writer<EmailTemplateParams[K]>;
  return renderLayout(write(params, language), language, now);
}
