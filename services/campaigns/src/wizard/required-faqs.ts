/**
 * The questions every campaign must answer (C3.1 "FAQs (custom and required)"; C4.4 step 4 counts only
 * these). Seeded on each new campaign; the owner answers them and may add custom ones.
 */
export const REQUIRED_FAQS = [
  { key: 'business', en: 'What does your company do, and who are its customers?', ar: 'ما نشاط شركتك، ومن هم عملاؤها؟' },
  { key: 'use-of-funds', en: 'How will the funds raised be used?', ar: 'كيف ستُستخدم الأموال التي سيتم جمعها؟' },
  { key: 'risks', en: 'What are the main risks for investors?', ar: 'ما أبرز المخاطر التي قد يتعرض لها المستثمرون؟' },
] as const;
