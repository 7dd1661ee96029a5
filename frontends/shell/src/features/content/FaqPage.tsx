import { useTranslation } from 'react-i18next';
import { useFaqs } from '@cf/api-client';
import { Container, EmptyState, PageHeader, Skeleton } from '@cf/ui';

/** `/faq`: questions as native disclosure widgets (keyboard and screen-reader friendly). */
export default function FaqPage() {
  const { t } = useTranslation();
  const faqs = useFaqs();
  return (
    <Container size="md">
      <PageHeader title={t('nav.faq')} />
      {faqs.isPending ? <Skeleton lines={5} /> : null}
      {faqs.data && faqs.data.length === 0 ? <EmptyState title={t('common.noResults')} /> : null}
      <div className="shell-faq">
        {(faqs.data ?? []).map((faq, i) => (
          <details key={faq.id ?? i} className="shell-faq__item">
            <summary>{faq.question}</summary>
            <div dangerouslySetInnerHTML={{ __html: faq.answer }} />
          </details>
        ))}
      </div>
    </Container>
  );
}
