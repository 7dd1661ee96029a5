import type { Bank } from './types';

/**
 * Banks licensed by the Central Bank of Oman (CBO): local commercial banks,
 * full-fledged Islamic banks, specialized (government development) banks and
 * branches of foreign banks.
 *
 * `swift` is the 8-character head-office BIC in Oman as used for local transfers
 * and the CBO Wage Protection System; it is null where it could not be verified.
 * Islamic windows of conventional banks (Meethaq, Muzn, Maisarah, Sohar Islamic,
 * Ahli Islamic) are not separate banks and are therefore not listed.
 */
export const OMANI_BANKS: readonly Bank[] = [
  // Local commercial banks
  {
    code: 'BMCT',
    swift: 'BMUSOMRX',
    name: { en: 'Bank Muscat', ar: 'بنك مسقط', fr: 'Bank Muscat' },
    islamic: false,
    active: true,
    category: 'local-commercial',
  },
  {
    code: 'NBO',
    swift: 'NBOMOMRX',
    name: { en: 'National Bank of Oman', ar: 'البنك الوطني العُماني', fr: "Banque nationale d'Oman (National Bank of Oman)" },
    islamic: false,
    active: true,
    category: 'local-commercial',
  },
  {
    code: 'BSHR',
    swift: 'BSHROMRU',
    name: { en: 'Sohar International Bank', ar: 'بنك صحار الدولي', fr: 'Sohar International Bank' },
    islamic: false,
    active: true,
    category: 'local-commercial',
  },
  {
    code: 'BDOF',
    swift: 'BDOFOMRU',
    name: { en: 'Bank Dhofar', ar: 'بنك ظفار', fr: 'Bank Dhofar' },
    islamic: false,
    active: true,
    category: 'local-commercial',
  },
  {
    code: 'OAB',
    swift: 'OMABOMRU',
    name: { en: 'Oman Arab Bank', ar: 'البنك العربي العُماني', fr: 'Banque arabe omanaise (Oman Arab Bank)' },
    islamic: false,
    active: true,
    category: 'local-commercial',
  },
  {
    code: 'AHLI',
    swift: 'AUBOOMRU',
    name: { en: 'Ahli Bank', ar: 'البنك الأهلي', fr: 'Ahli Bank' },
    islamic: false,
    active: true,
    category: 'local-commercial',
  },
  {
    // HSBC Bank Oman SAOG merged into Sohar International Bank in 2023.
    code: 'HSBC',
    swift: 'BBMEOMRX',
    name: { en: 'HSBC Bank Oman', ar: 'بنك إتش إس بي سي عُمان', fr: 'HSBC Bank Oman' },
    islamic: false,
    active: false,
    category: 'local-commercial',
    mergedInto: 'BSHR',
  },

  // Islamic banks
  {
    code: 'BNZW',
    swift: 'BNZWOMRX',
    name: { en: 'Bank Nizwa', ar: 'بنك نزوى', fr: 'Bank Nizwa' },
    islamic: true,
    active: true,
    category: 'islamic',
  },
  {
    code: 'IZZB',
    swift: 'IZZBOMRU',
    name: { en: 'Alizz Islamic Bank', ar: 'بنك العز الإسلامي', fr: 'Alizz Islamic Bank' },
    islamic: true,
    active: true,
    category: 'islamic',
  },

  // Specialized banks
  {
    code: 'OHB',
    swift: 'OHBLOMRX',
    name: { en: 'Oman Housing Bank', ar: 'بنك الإسكان العُماني', fr: "Banque de l'habitat d'Oman (Oman Housing Bank)" },
    islamic: false,
    active: true,
    category: 'specialized',
  },
  {
    code: 'ODB',
    swift: 'ODBLOMRX',
    name: { en: 'Development Bank', ar: 'بنك التنمية', fr: 'Banque de développement (Development Bank)' },
    islamic: false,
    active: true,
    category: 'specialized',
  },

  // Branches of foreign banks
  {
    code: 'SCB',
    swift: 'SCBLOMRX',
    name: { en: 'Standard Chartered Bank', ar: 'بنك ستاندرد تشارترد', fr: 'Standard Chartered Bank' },
    islamic: false,
    active: true,
    category: 'foreign-branch',
  },
  {
    code: 'FAB',
    swift: 'NBADOMRX',
    name: { en: 'First Abu Dhabi Bank', ar: 'بنك أبوظبي الأول', fr: 'First Abu Dhabi Bank' },
    islamic: false,
    active: true,
    category: 'foreign-branch',
  },
  {
    code: 'QNB',
    swift: 'QNBAOMRX',
    name: { en: 'Qatar National Bank', ar: 'بنك قطر الوطني', fr: 'Qatar National Bank (QNB)' },
    islamic: false,
    active: true,
    category: 'foreign-branch',
  },
  {
    code: 'BMI',
    swift: 'MELIOMRX',
    name: { en: 'Bank Melli Iran', ar: 'بنك ملي إيران', fr: 'Bank Melli Iran' },
    islamic: false,
    active: true,
    category: 'foreign-branch',
  },
  {
    code: 'BSI',
    swift: 'BSIROMRX',
    name: { en: 'Bank Saderat Iran', ar: 'بنك صادرات إيران', fr: 'Bank Saderat Iran' },
    islamic: false,
    active: true,
    category: 'foreign-branch',
  },
  {
    code: 'HABB',
    swift: 'HABBOMRX',
    name: { en: 'Habib Bank Limited', ar: 'بنك حبيب المحدود', fr: 'Habib Bank Limited' },
    islamic: false,
    active: true,
    category: 'foreign-branch',
  },
  {
    code: 'SBI',
    swift: 'SBINOMRX',
    name: { en: 'State Bank of India', ar: 'بنك الدولة الهندي', fr: 'State Bank of India' },
    islamic: false,
    active: true,
    category: 'foreign-branch',
  },
  {
    code: 'BOB',
    swift: 'BARBOMMX',
    name: { en: 'Bank of Baroda', ar: 'بنك بارودا', fr: 'Bank of Baroda' },
    islamic: false,
    active: true,
    category: 'foreign-branch',
  },
  {
    code: 'BBUT',
    swift: 'BABEOMRX',
    name: { en: 'Bank of Beirut', ar: 'بنك بيروت', fr: 'Bank of Beirut' },
    islamic: false,
    active: true,
    category: 'foreign-branch',
  },
];
