import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHelpCenter } from '@cf/api-client';
import { buttonClass, Card, Cluster, Container, EmptyState, PageHeader, SafeHtml, Skeleton } from '@cf/ui';
import { LoadFailed } from './PublicStates';
import { usePublicTranslation } from './use-public-translation';
import './public-pages.css';

/**
 * `/faq` (A2.3): every question of content-page/faqs/front, grouped by category, as native disclosure
 * widgets (keyboard and screen-reader friendly, nothing to load).
 */
export default function FaqPage() {
  const { t: tc } = useTranslation();
  const { t } = usePublicTranslation();
  const help = useHelpCenter();
  const categories = (help.data ?? []).filter((c) => c.faqs.length > 0);
  return (
    <Container size="md" className="pp-page">
      <PageHeader title={t('faq.title')} description={t('faq.intro')} />
      {help.isPending ? <Skeleton lines={8} /> : null}
      {help.isError ? <LoadFailed error={help.error} onRetry={() => void help.refetch()} /> : null}
      {help.isSuccess && categories.length === 0 ? <EmptyState title={tc('common.noResults')} /> : null}
      {categories.length > 1 ? (
        <nav aria-label={t('faq.categories')} className="pp-chips">
          {categories.map((c) => (
            <a key={c.category} href={`#faq-${c.category}`} className="pp-chip">
              {c.title}
            </a>
          ))}
        </nav>
      ) : null}
      {categories.map((c) => (
        <section key={c.category} id={`faq-${c.category}`} className="pp-faq-group" aria-labelledby={`faq-${c.category}-title`}>
          <h2 id={`faq-${c.category}-title`} className="pp-faq-group__title">
            {c.title}
          </h2>
          {c.description ? <p className="pp-muted">{c.description}</p> : null}
          <div className="pp-faq">
            {c.faqs.map((faq) => (
              <details key={faq.id} className="pp-faq__item">
                <summary>{faq.question}</summary>
                <SafeHtml className="pp-html" html={faq.answer} />
              </details>
            ))}
          </div>
        </section>
      ))}
      {help.isSuccess ? (
        <Card className="pp-help-cta">
          <h2 className="pp-help-cta__title">{t('faq.moreHelp')}</h2>
          <p className="pp-muted">{t('faq.moreHelpBody')}</p>
          <Cluster gap={2}>
            <Link to="/help-center" className={buttonClass('outline')}>
              {t('faq.helpCenter')}
            </Link>
            <Link to="/contact-us" className={buttonClass('primary')}>
              {t('faq.contact')}
            </Link>
          </Cluster>
        </Card>
      ) : null}
    </Container>
  );
}
