import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonClass } from './Button';

export interface NotFoundAction {
  to: string;
  label: string;
}

export interface NotFoundProps {
  /** What was not found, as a heading ("We couldn't find this campaign"). */
  title: string;
  /** Why, and what to do next. */
  description: string;
  /** "Error 404", in the page's language. */
  codeLabel: string;
  /** The next steps: the first is the main one. */
  actions: NotFoundAction[];
}

/**
 * The page for an address whose resource the API says does not exist (an unknown campaign slug): a
 * heading that names what is missing, the reason, and the ways on, instead of a bare line. Unknown
 * routes still show home (A4.14); this is for known routes whose record is missing. The document's
 * title says so too, and robots are told not to index it.
 */
export function NotFound({ title, description, codeLabel, actions }: NotFoundProps) {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = title;
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex';
    document.head.appendChild(robots);
    return () => {
      document.title = previousTitle;
      robots.remove();
    };
  }, [title]);
  return (
    <section className="cf-not-found" aria-labelledby="cf-not-found-title">
      <svg className="cf-not-found__art" viewBox="0 0 240 120" aria-hidden="true" focusable="false">
        <circle cx="120" cy="60" r="56" fill="var(--cf-primary-soft)" />
        <circle cx="108" cy="54" r="24" fill="none" stroke="var(--cf-primary)" strokeWidth="8" />
        <path d="M125 71 147 93" stroke="var(--cf-primary)" strokeWidth="10" strokeLinecap="round" />
        <path d="M98 54h20" stroke="var(--cf-primary)" strokeWidth="6" strokeLinecap="round" opacity="0.5" />
      </svg>
      <p className="cf-not-found__code">{codeLabel}</p>
      <h1 className="cf-not-found__title" id="cf-not-found-title">
        {title}
      </h1>
      <p className="cf-not-found__text">{description}</p>
      <div className="cf-not-found__actions">
        {actions.map((action, index) => (
          <Link key={action.to} to={action.to} className={buttonClass(index === 0 ? 'primary' : 'outline')}>
            {action.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
