import type { Language } from '@cf/contracts';
import type { EmailContent } from './layout';

/** E-mails caused by the campaigns service (C4.2: "the team e-mails the result"; team invitations). */
export interface CampaignEmailTemplateParams {
  'campaign-submitted': { ownerName: string | null; campaignName: string; link: string };
  'campaign-approved': { ownerName: string | null; campaignName: string; link: string };
  'campaign-declined': { ownerName: string | null; campaignName: string; reason: string; link: string };
  'campaign-team-invitation': { fullName: string; role: string; campaignName: string; inviterName: string; link: string };
}

type Writers<P> = Record<Language, (params: P, language: Language) => EmailContent>;

const hello = (name: string | null, l: Language): string =>
  l === 'ar' ? (name ? `مرحباً ${name}،` : 'مرحباً،') : l === 'fr' ? (name ? `Bonjour ${name},` : 'Bonjour,') : name ? `Hello ${name},` : 'Hello,';

export const campaignTemplates: { [K in keyof CampaignEmailTemplateParams]: Writers<CampaignEmailTemplateParams[K]> } = {
  'campaign-submitted': {
    ar: (p, l) => ({
      subject: `تم استلام حملتك «${p.campaignName}» للمراجعة`,
      heading: 'حملتك قيد المراجعة',
      greeting: hello(p.ownerName, l),
      paragraphs: ['شكراً لك. استلمنا حملتك وسيقوم فريقنا بمراجعتها، وسنرسل لك النتيجة بالبريد الإلكتروني.'],
      action: { label: 'لوحة الحملة', url: p.link },
    }),
    en: (p, l) => ({
      subject: `Your campaign “${p.campaignName}” was submitted for review`,
      heading: 'Your campaign is under review',
      greeting: hello(p.ownerName, l),
      paragraphs: ['Thank you. We received your campaign; our team will review it and e-mail you the result.'],
      action: { label: 'Campaign dashboard', url: p.link },
    }),
    fr: (p, l) => ({
      subject: `Votre campagne « ${p.campaignName} » a été soumise pour examen`,
      heading: 'Votre campagne est en cours d’examen',
      greeting: hello(p.ownerName, l),
      paragraphs: ['Merci. Nous avons reçu votre campagne ; notre équipe va l’examiner et vous enverra le résultat par e-mail.'],
      action: { label: 'Tableau de bord de la campagne', url: p.link },
    }),
  },
  'campaign-approved': {
    ar: (p, l) => ({
      subject: `تمت الموافقة على حملتك «${p.campaignName}»`,
      heading: 'حملتك منشورة الآن',
      greeting: hello(p.ownerName, l),
      paragraphs: ['يسعدنا إبلاغك بأن فريق المراجعة وافق على حملتك وأصبحت متاحة للمستثمرين.'],
      action: { label: 'عرض الحملة', url: p.link },
    }),
    en: (p, l) => ({
      subject: `Your campaign “${p.campaignName}” was approved`,
      heading: 'Your campaign is live',
      greeting: hello(p.ownerName, l),
      paragraphs: ['Good news: our review team approved your campaign and investors can now see it.'],
      action: { label: 'View the campaign', url: p.link },
    }),
    fr: (p, l) => ({
      subject: `Votre campagne « ${p.campaignName} » a été approuvée`,
      heading: 'Votre campagne est en ligne',
      greeting: hello(p.ownerName, l),
      paragraphs: ['Bonne nouvelle : notre équipe a approuvé votre campagne, les investisseurs peuvent maintenant la voir.'],
      action: { label: 'Voir la campagne', url: p.link },
    }),
  },
  'campaign-declined': {
    ar: (p, l) => ({
      subject: `لم تتم الموافقة على حملتك «${p.campaignName}»`,
      heading: 'تحتاج حملتك إلى تعديلات',
      greeting: hello(p.ownerName, l),
      paragraphs: ['راجع فريقنا حملتك ولم يوافق عليها في الوقت الحالي. يمكنك تعديلها وإرسالها مرة أخرى.', `السبب: ${p.reason}`],
      action: { label: 'تعديل الحملة', url: p.link },
    }),
    en: (p, l) => ({
      subject: `Your campaign “${p.campaignName}” was not approved`,
      heading: 'Your campaign needs changes',
      greeting: hello(p.ownerName, l),
      paragraphs: ['Our team reviewed your campaign and could not approve it yet. You can edit it and submit it again.', `Reason: ${p.reason}`],
      action: { label: 'Edit the campaign', url: p.link },
    }),
    fr: (p, l) => ({
      subject: `Votre campagne « ${p.campaignName} » n’a pas été approuvée`,
      heading: 'Votre campagne doit être modifiée',
      greeting: hello(p.ownerName, l),
      paragraphs: ['Notre équipe a examiné votre campagne et ne peut pas encore l’approuver. Vous pouvez la modifier et la soumettre à nouveau.', `Motif : ${p.reason}`],
      action: { label: 'Modifier la campagne', url: p.link },
    }),
  },
  'campaign-team-invitation': {
    ar: (p) => ({
      subject: `${p.inviterName} أضافك إلى فريق حملة «${p.campaignName}»`,
      heading: 'دعوة للانضمام إلى فريق الحملة',
      greeting: `مرحباً ${p.fullName}،`,
      paragraphs: [`أضافك ${p.inviterName} إلى فريق حملة «${p.campaignName}» بصفة ${p.role}.`],
      action: { label: 'عرض الحملة', url: p.link },
      note: 'إذا لم تكن تعرف هذه الحملة، يمكنك تجاهل هذه الرسالة.',
    }),
    en: (p) => ({
      subject: `${p.inviterName} added you to the team of “${p.campaignName}”`,
      heading: 'You were invited to a campaign team',
      greeting: `Hello ${p.fullName},`,
      paragraphs: [`${p.inviterName} added you to the team of the campaign “${p.campaignName}” as ${p.role}.`],
      action: { label: 'View the campaign', url: p.link },
      note: 'If you do not know this campaign, you can ignore this e-mail.',
    }),
    fr: (p) => ({
      subject: `${p.inviterName} vous a ajouté à l’équipe de « ${p.campaignName} »`,
      heading: 'Invitation à rejoindre l’équipe d’une campagne',
      greeting: `Bonjour ${p.fullName},`,
      paragraphs: [`${p.inviterName} vous a ajouté à l’équipe de la campagne « ${p.campaignName} » en tant que ${p.role}.`],
      action: { label: 'Voir la campagne', url: p.link },
      note: 'Si vous ne connaissez pas cette campagne, vous pouvez ignorer cet e-mail.',
    }),
  },
};
