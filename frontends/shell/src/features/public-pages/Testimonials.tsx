import type { Testimonial } from '@cf/api-client';
import { usePublicTranslation } from './use-public-translation';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0])
    .join('');
}

/** testimonials/front: quotes with the person's name and role. */
export function Testimonials({ items }: { items: Testimonial[] }) {
  const { t } = usePublicTranslation();
  if (items.length === 0) return null;
  return (
    <section className="pp-section" aria-labelledby="testimonials">
      <h2 id="testimonials" className="pp-section__title">
        {t('home.testimonialsTitle')}
      </h2>
      <ul className="pp-quotes">
        {items.map((item) => (
          <li key={item.id} className="pp-quote">
            <blockquote className="pp-quote__text">
              <p>{item.quote}</p>
            </blockquote>
            <div className="pp-quote__person">
              {item.image ? (
                <img src={item.image} alt="" className="pp-quote__avatar" width={44} height={44} />
              ) : (
                <span className="pp-quote__avatar pp-quote__avatar--initials" aria-hidden="true">
                  {initials(item.name)}
                </span>
              )}
              <div>
                <p className="pp-quote__name">{item.name}</p>
                {item.role ? <p className="pp-quote__role">{item.role}</p> : null}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
