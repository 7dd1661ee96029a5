import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useHelpCenter } from '@cf/api-client';
import { Container, EmptyState, SafeHtml, Skeleton } from '@cf/ui';
import { Breadcrumbs } from './Breadcrumbs';
import { questionListPath, questionPath } from './help-links';
import { LoadFailed } from './PublicStates';
import { StillNeedHelp } from './StillNeedHelp';
import { usePublicTranslation } from './use-public-translation';
import './public-pages.css';

/** `/help-center/single-question?category=…&id=…` (A2.3): one answer, then the category's other questions. */
export default function HelpSingleQuestionPage() {
  const { t: tc } = useTranslation();
  const { t } = usePublicTranslation();
  const [params] = useSearchParams();
  const category = params.get('category') ?? '';
  const id = params.get('id') ?? '';
  const help = useHelpCenter(category);
  const owner = (help.data ?? []).find((c) => c.faqs.some((f) => f.id === id));
  const question = owner?.faqs.find((f) => f.id === id);
  const others = owner?.faqs.filter((f) => f.id !== id) ?? [];

  return (
    <Container size="md" className="pp-page">
      <Breadcrumbs
        items={[
          { label: t('help.title'), to: '/help-center' },
          ...(owner ? [{ label: owner.title, to: questionListPath(owner.category) }] : []),
          ...(question ? [{ label: question.question }] : []),
        ]}
      />
      {help.isPending ? <Skeleton lines={6} /> : null}
      {help.isError ? <LoadFailed error={help.error} onRetry={() => void help.refetch()} /> : null}
      {help.isSuccess && !question ? <EmptyState title={tc('common.noRecord')} /> : null}
      {question && owner ? (
        <>
          <article className="pp-article">
            <h1 className="pp-question-title">{question.question}</h1>
            <SafeHtml className="pp-html" html={question.answer} />
          </article>
          {others.length > 0 ? (
            <section className="pp-section" aria-labelledby="other-questions">
              <h2 id="other-questions">{t('help.otherQuestions')}</h2>
              <ul className="pp-question-list">
                {others.map((f) => (
                  <li key={f.id}>
                    <Link to={questionPath(owner.category, f.id)}>{f.question}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : null}
      {help.isSuccess ? <StillNeedHelp /> : null}
    </Container>
  );
}
