import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageContent } from '@cf/api-client';
import { Container, EmptyState, PageHeader, SafeHtml, Skeleton } from '@cf/ui';
import { LoadFailed } from './PublicStates';
import { usePublicTranslation } from './use-public-translation';
import './public-pages.css';

/**
 * `/content-page/{contentpage}`, `/terms`, `/project-guidelines` (A2.3): an administrator's page from
 * content-page/pages/{slug}. Its HTML is written by administrators through the site service and
 * rendered as HTML on purpose. An unknown slug shows "No record found" (A8.3).
 */
export default function ContentPage({ slug: fixedSlug }: { slug?: string }) {
  const { t: tc } = useTranslation();
  const { t } = usePublicTranslation();
  const params = useParams();
  const slug = fixedSlug ?? params.contentpage ?? '';
  const page = usePageContent(slug);

  useEffect(() => {
    if (!page.data?.title) return;
    const previous = document.title;
    document.title = `${page.data.title} · ${previous}`;
    return () => {
      document.title = previous;
    };
  }, [page.data?.title]);

  return (
    <Container size="md" className="pp-page">
      {slug === '' ? <EmptyState title={tc('common.noRecord')} /> : null}
      {page.isPending && slug !== '' ? (
        <div aria-busy="true">
          <Skeleton height="2rem" width="60%" />
          <Skeleton lines={8} />
        </div>
      ) : null}
      {page.isError ? (
        <>
          <LoadFailed error={page.error} onRetry={() => void page.refetch()} />
          <p className="pp-center">
            <Link to="/">{t('content.backHome')}</Link>
          </p>
        </>
      ) : null}
      {page.data ? (
        <article className="pp-article">
          <PageHeader title={page.data.title} description={page.data.metaDescription || undefined} />
          <SafeHtml className="pp-html" html={String(page.data.content ?? '')} />
        </article>
      ) : null}
    </Container>
  );
}
