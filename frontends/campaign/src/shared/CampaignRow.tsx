import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A titled row of campaigns (home, investor dashboard) with an optional "see all" link beside its heading. */
export function CampaignRow({ id, title, more, children }: { id: string; title: string; more?: { to: string; label: string }; children: ReactNode }) {
  return (
    <section className="campaign-home__section" aria-labelledby={id}>
      <div className="campaign-home__head">
        <h2 id={id} className="campaign-home__title">
          {title}
        </h2>
        {more ? (
          <Link to={more.to} className="campaign-home__more">
            {more.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
