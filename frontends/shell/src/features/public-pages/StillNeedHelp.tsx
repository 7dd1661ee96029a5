import { Link } from 'react-router';
import { buttonClass, Card } from '@cf/ui';
import { usePublicTranslation } from './use-public-translation';

export function StillNeedHelp() {
  const { t } = usePublicTranslation();
  return (
    <Card className="pp-help-cta">
      <h2 className="pp-help-cta__title">{t('help.stillNeedHelp')}</h2>
      <p className="pp-muted">{t('help.stillNeedHelpBody')}</p>
      <Link to="/contact-us" className={buttonClass('primary')}>
        {t('help.contact')}
      </Link>
    </Card>
  );
}
