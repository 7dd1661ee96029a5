import { useTranslation } from 'react-i18next';
import { formatOmr, formatOmrExact, toLanguage, type Language } from '@cf/i18n';
import { cx } from './cx';

/** The interface language as one of ar/en/fr (for formatOmr, formatDate…). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.language);
}

/**
 * `OMR 1,234` / `OMR 1,234.500` (Arabic digits in Arabic) from integer baisa, on one line and isolated
 * from the surrounding text's direction (so the amount never flips in a right-to-left sentence); `—`
 * when absent. `exact` (statements, receipts) always shows the three decimals.
 */
export function Money({ amount, className, exact = false }: { amount: number | bigint | string | null | undefined; className?: string; exact?: boolean }) {
  const language = useLanguage();
  if (amount === null || amount === undefined || amount === '') return <span className={className}>—</span>;
  return <bdi className={cx('cf-money', className)}>{exact ? formatOmrExact(amount, language) : formatOmr(amount, language)}</bdi>;
}
