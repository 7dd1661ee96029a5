import { useTranslation } from 'react-i18next';
import { useLanguage } from '@cf/ui';

/**
 * Says in which language the company wrote a text the reader sees in another language than the
 * interface's (issue 36: owners write per language; where they did not, the reader is told, not left
 * wondering why the page switched language).
 */
export function WrittenIn({ language }: { language: string | undefined }) {
  const { t } = useTranslation('campaign');
  const reader = useLanguage();
  if (!language || language === reader) return null;
  return <p className="campaign-muted campaign-written-in">{t('detail.writtenIn', { language: t(`languages.${language}`) })}</p>;
}
