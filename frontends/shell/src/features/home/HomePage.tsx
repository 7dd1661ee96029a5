import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass, Container } from '@cf/ui';
import { useShell } from '../../app/shell-context';

/** `/` and `/home`: the landing hero. Campaign lists arrive with the campaign remote. */
export function HomePage() {
  const { t } = useTranslation();
  const { signedIn, user } = useShell();
  return (
    <section className="shell-hero">
      <Container>
        <h1 className="shell-hero__title">{signedIn && user ? t('home.signedInTitle', { name: user.firstName }) : t('home.heroTitle')}</h1>
        <p className="shell-hero__body">{t('home.heroBody')}</p>
        <div className="shell-hero__actions">
          <Link to="/browse-companies" className={buttonClass('primary', 'lg')}>
            {t('home.browseCta')}
          </Link>
          <Link to="/raise-capital" className={buttonClass('outline', 'lg')}>
            {t('home.raiseCta')}
          </Link>
        </div>
      </Container>
    </section>
  );
}
