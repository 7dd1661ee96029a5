import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useHelpCenter } from '@cf/api-client';
import { Button, Container, EmptyState, Grid, Skeleton, TextField } from '@cf/ui';
import { textOf } from './links';
import { questionListPath, questionPath } from './help-links';
import { LoadFailed } from './PublicStates';
import { StillNeedHelp } from './StillNeedHelp';
import { usePublicTranslation } from './use-public-translation';
import './public-pages.css';

/** `/help-center` (A2.3): search across every question, then the categories with their counts. */
export default function HelpCenterPage() {
  const { t: tc } = useTranslation();
  const { t } = usePublicTranslation();
  const help = useHelpCenter();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const categories = help.data ?? [];

  const results = useMemo(() => {
    const needle = q.trim().toLowerCase();
    if (!needle) return [];
    return categories.flatMap((c) =>
      c.faqs
        .filter((f) => f.question.toLowerCase().includes(needle) || textOf(f.answer).toLowerCase().includes(needle))
        .map((f) => ({ ...f, categoryTitle: c.title })),
    );
  }, [categories, q]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    setParams(next ? { q: next } : {}, { replace: true });
  };

  return (
    <>
      <section className="pp-band">
        <Container size="md">
          <h1 className="pp-band__title">{t('help.title')}</h1>
          <p className="pp-band__intro">{t('help.intro')}</p>
          <form role="search" onSubmit={submit} className="pp-search">
            <TextField
              label={t('help.searchLabel')}
              hideLabel
              type="search"
              placeholder={t('help.searchPlaceholder')}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
            />
            <Button type="submit">{t('help.search')}</Button>
          </form>
        </Container>
      </section>
      <Container size="lg" className="pp-page">
        {help.isPending ? <Skeleton lines={6} /> : null}
        {help.isError ? <LoadFailed error={help.error} onRetry={() => void help.refetch()} /> : null}
        {q && help.isSuccess ? (
          <section aria-labelledby="help-results" className="pp-section">
            <div className="pp-section__head">
              <h2 id="help-results">{t('help.results', { q })}</h2>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setDraft('');
                  setParams({}, { replace: true });
                }}
              >
                {t('help.clear')}
              </Button>
            </div>
            {results.length === 0 ? (
              <EmptyState title={tc('common.noResults')} />
            ) : (
              <ul className="pp-question-list">
                {results.map((r) => (
                  <li key={r.id}>
                    <Link to={questionPath(r.category, r.id)}>{r.question}</Link>
                    <span className="pp-muted"> · {r.categoryTitle}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : null}
        {help.isSuccess && categories.length === 0 ? <EmptyState title={tc('common.noResults')} /> : null}
        {help.isSuccess && !q ? (
          <Grid min="15rem" gap={4}>
            {categories.map((c) => (
              <Link key={c.category} to={questionListPath(c.category)} className="pp-tile">
                <span className="pp-tile__title">{c.title}</span>
                <span className="pp-tile__body">{c.description}</span>
                <span className="pp-tile__meta">{t('help.questionsCount', { count: c.faqs.length })}</span>
              </Link>
            ))}
          </Grid>
        ) : null}
        {help.isSuccess ? <StillNeedHelp /> : null}
      </Container>
    </>
  );
}
