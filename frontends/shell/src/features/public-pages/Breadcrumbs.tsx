import { Link } from 'react-router';
import { usePublicTranslation } from './use-public-translation';

/** Help-centre trail; the last item is the current page. Separators are drawn by CSS and mirror in RTL. */
export function Breadcrumbs({ items }: { items: Array<{ label: string; to?: string }> }) {
  const { t } = usePublicTranslation();
  return (
    <nav aria-label={t('help.breadcrumb')} className="pp-crumbs">
      <ol>
        {items.map((item, i) => (
          <li key={i}>
            {item.to && i < items.length - 1 ? <Link to={item.to}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
