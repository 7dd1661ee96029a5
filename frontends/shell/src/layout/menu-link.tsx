import { Link } from 'react-router';
import type { MenuLink } from '@cf/api-client';

/** A3.6: a custom link goes to its URL (external in a new tab if asked); a page link to its content page. */
export function MenuLinkView({ link, className }: { link: MenuLink; className?: string }) {
  if (link.linkType === 'page' && link.contentPage?.slug) {
    return (
      <Link className={className} to={`/content-page/${encodeURIComponent(link.contentPage.slug)}`}>
        {link.title}
      </Link>
    );
  }
  const href = link.customUrl ?? '#';
  const external = /^https?:\/\//i.test(href);
  if (!external && href.startsWith('/')) {
    return (
      <Link className={className} to={href}>
        {link.title}
      </Link>
    );
  }
  const target = link.urlTarget === '_blank' ? '_blank' : undefined;
  return (
    <a className={className} href={href} target={target} rel={target ? 'noopener noreferrer' : undefined}>
      {link.title}
    </a>
  );
}
