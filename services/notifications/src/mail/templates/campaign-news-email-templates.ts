import type { Language } from '@cf/contracts';
import type { EmailContent } from './layout';

/**
 * The five optional e-mails of A3.13, one per preference: each is sent only while its switch in
 * /settings/email-preferences is on, and says where to turn it off.
 */
export interface CampaignNewsEmailTemplateParams {
  /** newUpdateFromOwner: the owner posted an update of a campaign the reader invested in, follows or saved. */
  'campaign-update-posted': { firstName: string; campaignName: string; title: string | null; excerpt: string; link: string; preferencesLink: string };
  /** investedCampaign: a campaign the reader invested in closed. */
  'invested-campaign-closed': { firstName: string; campaignName: string; successful: boolean; link: string; preferencesLink: string };
  /** savedCampaign: a campaign the reader saved or follows (without investing) closed. */
  'saved-campaign-closed': { firstName: string; campaignName: string; successful: boolean; link: string; preferencesLink: string };
  /** newInvestment: someone invested in the reader's campaign. */
  'campaign-new-investment': { ownerName: string | null; campaignName: string; amount: string; link: string; preferencesLink: string };
  /** newComment: someone commented on the reader's campaign. */
  'campaign-new-comment': { ownerName: string | null; campaignName: string; awaitsModeration: boolean; link: string; preferencesLink: string };
}

type Writers<P> = Record<Language, (params: P) => EmailContent>;

const hello = (name: string | null, l: Language): string =>
  l === 'ar' ? (name ? `مرحباً ${name}،` : 'مرحباً،') : l === 'fr' ? (name ? `Bonjour ${name},` : 'Bonjour,') : name ? `Hello ${name},` : 'Hello,';

const turnOff: Record<Language, (link: string) => string> = {
  ar: (link) => `تصلك هذه الرسالة لأنك اخترت استلامها. يمكنك إيقافها من إعدادات البريد الإلكتروني: ${link}`,
  en: (link) => `You receive this e-mail because you chose to. You can turn it off in your e-mail preferences: ${link}`,
  fr: (link) => `Vous recevez cet e-mail parce que vous l’avez choisi. Vous pouvez le désactiver dans vos préférences d’e-mail : ${link}`,
};

export const campaignNewsTemplates: { [K in keyof CampaignNewsEmailTemplateParams]: Writers<CampaignNewsEmailTemplateParams[K]> } = {
  'campaign-update-posted': {
    ar: (p) => ({
      subject: `تحديث جديد من «${p.campaignName}»${p.title ? `: ${p.title}` : ''}`,
      heading: p.title ?? 'تحديث جديد من صاحب الحملة',
      greeting: hello(p.firstName, 'ar'),
      paragraphs: [`نشر صاحب حملة «${p.campaignName}» تحديثاً جديداً:`],
      quote: p.excerpt,
      action: { label: 'قراءة التحديث', url: p.link },
      note: turnOff.ar(p.preferencesLink),
    }),
    en: (p) => ({
      subject: `New update from “${p.campaignName}”${p.title ? `: ${p.title}` : ''}`,
      heading: p.title ?? 'A new update from the campaign owner',
      greeting: hello(p.firstName, 'en'),
      paragraphs: [`The owner of “${p.campaignName}” posted a new update:`],
      quote: p.excerpt,
      action: { label: 'Read the update', url: p.link },
      note: turnOff.en(p.preferencesLink),
    }),
    fr: (p) => ({
      subject: `Nouvelle actualité de « ${p.campaignName} »${p.title ? ` : ${p.title}` : ''}`,
      heading: p.title ?? 'Une nouvelle actualité du porteur de projet',
      greeting: hello(p.firstName, 'fr'),
      paragraphs: [`Le porteur de la campagne « ${p.campaignName} » a publié une nouvelle actualité :`],
      quote: p.excerpt,
      action: { label: 'Lire l’actualité', url: p.link },
      note: turnOff.fr(p.preferencesLink),
    }),
  },
  'invested-campaign-closed': {
    ar: (p) => ({
      subject: p.successful ? `أُغلقت حملة «${p.campaignName}» التي استثمرت فيها بنجاح` : `أُغلقت حملة «${p.campaignName}» دون بلوغ هدفها`,
      heading: p.successful ? 'حملة استثمرت فيها بلغت هدفها' : 'حملة استثمرت فيها لم تبلغ هدفها',
      greeting: hello(p.firstName, 'ar'),
      paragraphs: [
        p.successful
          ? `أُغلقت حملة «${p.campaignName}» بنجاح، واستثمارك الآن محفوظ فيها. ستجده في صفحة استثماراتك.`
          : `أُغلقت حملة «${p.campaignName}» دون أن تبلغ هدفها، وأُعيد مبلغ استثمارك إلى محفظتك.`,
      ],
      action: { label: 'عرض الحملة', url: p.link },
      note: turnOff.ar(p.preferencesLink),
    }),
    en: (p) => ({
      subject: p.successful ? `“${p.campaignName}”, which you invested in, closed successfully` : `“${p.campaignName}”, which you invested in, closed without reaching its goal`,
      heading: p.successful ? 'A campaign you invested in reached its goal' : 'A campaign you invested in did not reach its goal',
      greeting: hello(p.firstName, 'en'),
      paragraphs: [
        p.successful
          ? `“${p.campaignName}” closed successfully and your investment is now held in it. You will find it on your investments page.`
          : `“${p.campaignName}” closed without reaching its goal, and your investment was returned to your wallet.`,
      ],
      action: { label: 'View the campaign', url: p.link },
      note: turnOff.en(p.preferencesLink),
    }),
    fr: (p) => ({
      subject: p.successful ? `« ${p.campaignName} », où vous avez investi, s’est clôturée avec succès` : `« ${p.campaignName} », où vous avez investi, s’est clôturée sans atteindre son objectif`,
      heading: p.successful ? 'Une campagne où vous avez investi a atteint son objectif' : 'Une campagne où vous avez investi n’a pas atteint son objectif',
      greeting: hello(p.firstName, 'fr'),
      paragraphs: [
        p.successful
          ? `« ${p.campaignName} » s’est clôturée avec succès et votre investissement y est désormais placé. Vous le trouverez dans vos investissements.`
          : `« ${p.campaignName} » s’est clôturée sans atteindre son objectif ; votre investissement a été reversé dans votre portefeuille.`,
      ],
      action: { label: 'Voir la campagne', url: p.link },
      note: turnOff.fr(p.preferencesLink),
    }),
  },
  'saved-campaign-closed': {
    ar: (p) => ({
      subject: `أُغلقت حملة «${p.campaignName}» التي تتابعها`,
      heading: p.successful ? 'حملة تتابعها بلغت هدفها' : 'حملة تتابعها أُغلقت دون بلوغ هدفها',
      greeting: hello(p.firstName, 'ar'),
      paragraphs: [p.successful ? `أُغلقت حملة «${p.campaignName}» بعد أن بلغت هدفها.` : `أُغلقت حملة «${p.campaignName}» دون أن تبلغ هدفها.`],
      action: { label: 'عرض الحملة', url: p.link },
      note: turnOff.ar(p.preferencesLink),
    }),
    en: (p) => ({
      subject: `“${p.campaignName}”, which you saved, has closed`,
      heading: p.successful ? 'A campaign you saved reached its goal' : 'A campaign you saved closed without reaching its goal',
      greeting: hello(p.firstName, 'en'),
      paragraphs: [p.successful ? `“${p.campaignName}” closed after reaching its goal.` : `“${p.campaignName}” closed without reaching its goal.`],
      action: { label: 'View the campaign', url: p.link },
      note: turnOff.en(p.preferencesLink),
    }),
    fr: (p) => ({
      subject: `« ${p.campaignName} », que vous suivez, est clôturée`,
      heading: p.successful ? 'Une campagne que vous suivez a atteint son objectif' : 'Une campagne que vous suivez s’est clôturée sans atteindre son objectif',
      greeting: hello(p.firstName, 'fr'),
      paragraphs: [p.successful ? `« ${p.campaignName} » s’est clôturée après avoir atteint son objectif.` : `« ${p.campaignName} » s’est clôturée sans atteindre son objectif.`],
      action: { label: 'Voir la campagne', url: p.link },
      note: turnOff.fr(p.preferencesLink),
    }),
  },
  'campaign-new-investment': {
    ar: (p) => ({
      subject: `استثمار جديد في حملتك «${p.campaignName}»`,
      heading: 'استثمار جديد في حملتك',
      greeting: hello(p.ownerName, 'ar'),
      paragraphs: [`استثمر أحد المستثمرين ${p.amount} في حملة «${p.campaignName}».`],
      action: { label: 'لوحة الحملة', url: p.link },
      note: turnOff.ar(p.preferencesLink),
    }),
    en: (p) => ({
      subject: `New investment in your campaign “${p.campaignName}”`,
      heading: 'A new investment in your campaign',
      greeting: hello(p.ownerName, 'en'),
      paragraphs: [`An investor put ${p.amount} into “${p.campaignName}”.`],
      action: { label: 'Campaign dashboard', url: p.link },
      note: turnOff.en(p.preferencesLink),
    }),
    fr: (p) => ({
      subject: `Nouvel investissement dans votre campagne « ${p.campaignName} »`,
      heading: 'Un nouvel investissement dans votre campagne',
      greeting: hello(p.ownerName, 'fr'),
      paragraphs: [`Un investisseur a placé ${p.amount} dans « ${p.campaignName} ».`],
      action: { label: 'Tableau de bord de la campagne', url: p.link },
      note: turnOff.fr(p.preferencesLink),
    }),
  },
  'campaign-new-comment': {
    ar: (p) => ({
      subject: `تعليق جديد على حملتك «${p.campaignName}»`,
      heading: 'تعليق جديد على حملتك',
      greeting: hello(p.ownerName, 'ar'),
      paragraphs: [`كتب أحد الزوار تعليقاً على حملة «${p.campaignName}».`, ...(p.awaitsModeration ? ['سيظهر التعليق للجميع بعد أن يراجعه فريقنا.'] : [])],
      action: { label: 'قراءة النقاش', url: p.link },
      note: turnOff.ar(p.preferencesLink),
    }),
    en: (p) => ({
      subject: `New comment on your campaign “${p.campaignName}”`,
      heading: 'A new comment on your campaign',
      greeting: hello(p.ownerName, 'en'),
      paragraphs: [`Someone commented on “${p.campaignName}”.`, ...(p.awaitsModeration ? ['Everyone will see it once our team has reviewed it.'] : [])],
      action: { label: 'Read the discussion', url: p.link },
      note: turnOff.en(p.preferencesLink),
    }),
    fr: (p) => ({
      subject: `Nouveau commentaire sur votre campagne « ${p.campaignName} »`,
      heading: 'Un nouveau commentaire sur votre campagne',
      greeting: hello(p.ownerName, 'fr'),
      paragraphs: [`Quelqu’un a commenté « ${p.campaignName} ».`, ...(p.awaitsModeration ? ['Tout le monde le verra une fois que notre équipe l’aura examiné.'] : [])],
      action: { label: 'Lire la discussion', url: p.link },
      note: turnOff.fr(p.preferencesLink),
    }),
  },
};
