import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError, useContentPage } from '@cf/api-client';
import { Alert, Container, EmptyState, PageHeader, Skeleton } from '@cf/ui';

/**
 * `/content-page/{contentpage}`, `/terms`, `/project-guidelines`: an admin-written page. Its HTML comes
 * from administrators through the site service; it is rendered as HTML on purpose.
 */
export default function ContentPage({ slug: fixedSlug }: { slug?: string }) {
  const { t } = useTranslation();
  const params = useParams();
  const slug = fixedSlug ?? params.contentpage ?? '';
  const page = useContentPage(slug);
  return (
    <Container size="md" className="shell-content">
      {page.isPending ? <Skeleton lines={6} /> : null}
      {page.isError ? (
        isApiError(page.error) && page.error.status === 404 ? (
          <EmptyState title={t('common.noRecord')} />
        ) : (
          <Alert tone="danger">{page.error.message || t('common.error')}</Alert>
        )
      ) : null}
      {page.data ? (
        <article>
          <PageHeader title={page.data.title} />
          <div
            className="shell-content__html"
            dangerouslySetInnerHTML={{ __html: String(page.data.content ?? page.data.description ?? '') }}
          />
        </article>
      ) : null}
    </Container>
  );
}
