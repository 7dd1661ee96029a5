import { useTranslation } from 'react-i18next';
import { useShell } from '../app/shell-context';

/** A2.1: the three lines, shown instead of the site while maintainanceMode is 'yes'. */
export function MaintenancePage() {
  const { t } = useTranslation();
  const { settings, siteName } = useShell();
  return (
    <main className="shell-maintenance">
      {settings.siteLogo ? (
        <img src={String(settings.siteLogo)} alt={siteName} height={56} />
      ) : (
        <p className="shell-logo__text">{siteName}</p>
      )}
      {/* Exactly the three lines of A2.1; the first is the page's heading (no extra title line). */}
      <h1>{t('maintenance.line1')}</h1>
      <p>{t('maintenance.line2')}</p>
      <p>{t('maintenance.line3')}</p>
    </main>
  );
}
