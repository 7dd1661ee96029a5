import { useTranslation } from 'react-i18next';
import { formatInteger } from '@cf/i18n';
import { Button } from './Button';
import { cx } from './cx';
import { useLanguage } from './Money';

export interface LoadMoreFooterProps {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** Centred under a grid of cards (browse); otherwise a row under a table (admin). */
  centered?: boolean;
}

/** "Showing 12 of 30" (in the reader's digits) and the button that grows the list by one page. */
export function LoadMoreFooter({ shown, total, hasMore, loading, onLoadMore, centered = false }: LoadMoreFooterProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className={cx('cf-list-footer', centered && 'cf-list-footer--centered')}>
      <p className="cf-list-footer__count" aria-live="polite">
        {t('common.showing', { shown: formatInteger(shown, language), total: formatInteger(total, language) })}
      </p>
      {hasMore ? (
        <Button variant="outline" onClick={onLoadMore} loading={loading}>
          {t('common.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
