import type { OptionItem } from './types';

/** Builds an option item; arguments are in the order key, en, ar, fr. */
function opt(key: string, en: string, ar: string, fr: string): OptionItem {
  return { key, name: { en, ar, fr } };
}

/**
 * Option lists served by types/front, categories/front, deal-types/front and usertypes/, kept
 * apart from OPTION_LISTS (the profile and campaign-wizard lists) because their keys are fixed by
 * other services: `campaign-type` keys are the campaigns' termsSlug values.
 */
export const CAMPAIGN_OPTION_LISTS: Record<'campaign-type' | 'company-category' | 'deal-type' | 'user-type', OptionItem[]> = {
  'campaign-type': [
    opt('equity', 'Equity', 'الملكية (أسهم)', 'Capital (actions)'),
    opt('equity-with-dividends', 'Equity with dividends', 'ملكية مع توزيعات أرباح', 'Capital avec dividendes'),
    opt('debt', 'Debt (Islamic financing)', 'تمويل بالدين (متوافق مع الشريعة)', 'Dette (financement islamique)'),
  ],
  // Legal forms of the Commercial Companies Law (Royal Decree 18/2019) and sole proprietorships.
  'company-category': [
    opt('saog', 'Public Joint Stock Company (SAOG)', 'شركة مساهمة عامة (ش.م.ع.ع)', 'Société anonyme ouverte (SAOG)'),
    opt('saoc', 'Closed Joint Stock Company (SAOC)', 'شركة مساهمة مقفلة (ش.م.ع.م)', 'Société anonyme fermée (SAOC)'),
    opt('llc', 'Limited Liability Company (LLC)', 'شركة محدودة المسؤولية (ش.م.م)', 'Société à responsabilité limitée (SARL)'),
    opt('spc', 'One Person Company (SPC)', 'شركة الشخص الواحد', 'Société unipersonnelle (SPC)'),
    opt('general-partnership', 'General Partnership', 'شركة التضامن', 'Société en nom collectif'),
    opt('limited-partnership', 'Limited Partnership', 'شركة التوصية', 'Société en commandite'),
    opt('holding-company', 'Holding Company', 'شركة قابضة', 'Société holding'),
    opt('sole-proprietorship', 'Sole Proprietorship', 'مؤسسة فردية', 'Entreprise individuelle'),
  ],
  'deal-type': [
    opt('common-shares', 'Common shares', 'أسهم عادية', 'Actions ordinaires'),
    opt('preferred-shares', 'Preferred shares', 'أسهم ممتازة', 'Actions de préférence'),
    opt('convertible-note', 'Convertible note', 'سندات قابلة للتحويل', 'Obligation convertible'),
    opt('revenue-sharing', 'Revenue sharing', 'مشاركة الإيرادات', 'Partage des revenus'),
    opt('murabaha', 'Murabaha (cost-plus sale)', 'مرابحة', 'Mourabaha (vente à marge connue)'),
    opt('ijara', 'Ijara (lease)', 'إجارة', 'Ijara (location)'),
    opt('musharaka', 'Musharaka (partnership)', 'مشاركة', 'Moucharaka (partenariat)'),
    opt('mudaraba', 'Mudaraba (profit sharing)', 'مضاربة', 'Moudaraba (partage des bénéfices)'),
  ],
  'user-type': [
    opt('investor', 'Investor', 'مستثمر', 'Investisseur'),
    opt('campaign-owner', 'Campaign owner', 'صاحب حملة', 'Porteur de projet'),
  ],
};
