import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFaqs, useMenus } from '@cf/api-client';
import { useShell } from '../app/shell-context';
import { ABOUT_US_PATH } from './Header';
import { MenuLinkView } from './menu-link';

/**
 * A3.6 socialMediaIcon is an icon name ('x-twitter', 'linkedin'…) in the site's data, or an uploaded
 * image's address: only the latter is drawn as an image (an icon name as `src` is a broken image
 * and a 404 on every page); a name shows the link's title.
 */
function iconIsImage(icon: string | undefined | null): icon is string {
  return typeof icon === 'string' && /^(https?:\/\/|\/|data:image\/)/i.test(icon);
}

/** A2.15: social links, about-us blurb, about-us column, quick links, copyright with year and site name. */
export function Footer() {
  const { t } = useTranslation();
  const { siteName } = useShell();
  const social = useMenus('social');
  const quick = useMenus('footer');
  const faqs = useFaqs();
  const year = new Date().getFullYear();
  return (
    <footer className="shell-footer">
      <div className="shell-footer__inner">
        <section className="shell-footer__about" aria-labelledby="footer-about">
          <h2 id="footer-about" className="shell-footer__title">
            {siteName}
          </h2>
          <p>{t('footer.aboutUsBlurb')}</p>
          <Link to={ABOUT_US_PATH}>{t('footer.readMore')}</Link>
          {(social.data ?? []).length > 0 ? (
            <ul className="shell-footer__social" aria-label={t('footer.social')}>
              {(social.data ?? []).map((link, i) => (
                <li key={`${link.title}-${i}`}>
                  <a href={link.customUrl ?? '#'} target="_blank" rel="noopener noreferrer" aria-label={link.title}>
                    {iconIsImage(link.socialMediaIcon) ? <img src={link.socialMediaIcon} alt="" width={24} height={24} /> : link.title}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <nav className="shell-footer__col" aria-labelledby="footer-about-col">
          <h2 id="footer-about-col" className="shell-footer__title">
            {t('footer.aboutUsTitle')}
          </h2>
          <ul>
            {(faqs.data ?? []).length > 0 ? (
              <li>
                <Link to="/faq">{t('nav.faq')}</Link>
              </li>
            ) : null}
            <li>
              <Link to="/contact-us">{t('nav.contactUs')}</Link>
            </li>
          </ul>
        </nav>
        <nav className="shell-footer__col" aria-labelledby="footer-quick">
          <h2 id="footer-quick" className="shell-footer__title">
            {t('footer.quickLinks')}
          </h2>
          <ul>
            {(quick.data ?? []).map((link, i) => (
              <li key={`${link.title}-${i}`}>
                <MenuLinkView link={link} />
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="shell-footer__copyright">{t('footer.copyright', { year, siteName })}</p>
    </footer>
  );
}
