import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatInteger } from '@cf/i18n';
import { Card, Skeleton, useLanguage } from '@cf/ui';
import { useQueueCounts } from '../queue-counts';
import { sectionHref } from '../sections';

/** `/admin`: what waits for an administrator, each queue with its count and the way to it. */
export default function QueuesSection() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const counts = useQueueCounts();
  return (
    <section aria-labelledby="admin-queues-title">
      <h2 id="admin-queues-title" className="admin-section__title">
        {t('queues.title')}
      </h2>
      <p className="admin-muted">{t('queues.intro')}</p>
      <ul className="admin-queues">
        {counts.map((q) => (
          <li key={q.key}>
            <Card>
              <p className="admin-queues__label">{t(`queues.${q.key}`)}</p>
              {q.failed ? (
                <p className="admin-muted">{t('queues.unavailable')}</p>
              ) : q.count === null ? (
                <Skeleton lines={1} />
              ) : (
                <p className={q.count > 0 ? 'admin-queues__count admin-queues__count--waiting' : 'admin-queues__count'}>{formatInteger(q.count, language)}</p>
              )}
              <Link to={sectionHref(q.section)}>{t('queues.open', { section: t(`nav.${q.section}`) })}</Link>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
