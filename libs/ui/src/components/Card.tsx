import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** Heading level of the title, so cards fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  actions?: ReactNode;
  as?: 'section' | 'article' | 'div';
}

export function Card({ title, headingLevel = 2, actions, as: Tag = 'section', className, children, ...rest }: CardProps) {
  const Heading = `h${headingLevel}` as 'h2';
  return (
    <Tag className={cx('cf-card', className)} {...rest}>
      {title || actions ? (
        <header className="cf-card__header">
          {title ? <Heading className="cf-card__title">{title}</Heading> : null}
          {actions ? <div className="cf-card__actions">{actions}</div> : null}
        </header>
      ) : null}
      <div className="cf-card__body">{children}</div>
    </Tag>
  );
}

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
}

/** "No results found" / "No record found" (A8.3) and other empty lists. */
export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  return (
    <div className="cf-empty">
      {icon ? (
        <div className="cf-empty__icon" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <p className="cf-empty__title">{title}</p>
      {description ? <p className="cf-empty__text">{description}</p> : null}
      {action ? <div className="cf-empty__action">{action}</div> : null}
    </div>
  );
}
