import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useHelpCenter } from '@cf/api-client';
import { Container, EmptyState, PageHeader, Skeleton } from '@cf/ui';
import { Breadcrumbs } from './Breadcrumbs';
import { questionListPath, questionPath } from './help-links';
import { LoadFailed } from './PublicStates';
import { StillNeedHelp } from './StillNeedHelp';
import { usePublicTranslation } from './use-public-translation';
import './public-pages.css';

/**
 * `/help-center/question-list?category=…` (A2.3): the questions of one category (every category when
 * none is given). An unknown category shows "No record found" (A8.3).
 */
export default function HelpQuestionListPage() {
  const { t: tc } = useTranslation();
  const { t } = usePublicTranslation();
  const [params] = useSearchParams();
  const category = params.get('category') ?? '';
  const help = useHelpCenter(category);
  const categories = (help.data ?? []).filter((c) => !category || c.category === category);
  const single = category ? categories[0] : undefined;

  return (
    <Container size="md" className="pp-page">
      <Breadcrumbs items={[{ label: t('help.title'), to: '/help-center' }, { label: single?.title ?? t('help.allQuestions') }]} />
      {help.isPending ? <Skeleton lines={6} /> : null}
      {help.isError ? <LoadFailed error={help.error} onRetry={() => void help.refetch()} /> : null}
      {help.isSuccess && categories.length === 0 ? <EmptyState title={tc('common.noRecord')} /> : null}
      {single ? <PageHeader title={single.title} description={single.description} /> : null}
      {!category && help.isSuccess ? <PageHeader title={t('help.allQuestions')} /> : null}
      {categories.map((c) => (
        <section key={c.category} className="pp-section" aria-labelledby={single ? undefined : `cat-${c.category}`}>
          {single ? null : (
            <h2 id={`cat-${c.category}`}>
              <Link to={questionListPath(c.category)}>{c.title}</Link>
            </h2>
          )}
          {c.faqs.length === 0 ? (
            <EmptyState title={tc('common.noResults')} />
          ) : (
            <ul className="pp-question-list">
              {c.faqs.map((f) => (
                <li key={f.id}>
                  <Link to={questionPath(c.category, f.id)}>{f.question}</Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {help.isSuccess ? <StillNeedHelp /> : null}
    </Container>
  );
}
