import { useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import type { Slide } from '@cf/api-client';
import { appLink } from './links';
import { usePublicTranslation } from './use-public-translation';
import heroArt from './assets/hero-muscat.svg';

function SlideAction({ slide }: { slide: Slide }) {
  if (!slide.buttonText || !slide.link) return null;
  const { to, external } = appLink(slide.link);
  return external ? (
    <a href={to} className="cf-btn cf-btn--primary cf-btn--lg" target="_blank" rel="noopener noreferrer">
      {slide.buttonText}
    </a>
  ) : (
    <Link to={to} className="cf-btn cf-btn--primary cf-btn--lg">
      {slide.buttonText}
    </Link>
  );
}

/**
 * Home sliders (sliders/front-sliders?status=yes). One slide at a time with previous/next and a dot
 * per slide; no automatic rotation (nothing moves unless the visitor asks, WCAG 2.2.2). The arrows
 * point along the reading direction: CSS mirrors them in Arabic.
 */
export function HeroSlider({ slides, greeting }: { slides: Slide[]; greeting?: string }) {
  const { t } = usePublicTranslation();
  const [index, setIndex] = useState(0);
  const total = slides.length;
  const current = slides[Math.min(index, total - 1)];
  if (!current) return null;
  const go = (next: number) => setIndex((next + total) % total);
  const style = current.image ? ({ '--pp-slide-image': `url("${current.image.replace(/"/g, '%22')}")` } as CSSProperties) : undefined;

  return (
    <section className="pp-hero" aria-roledescription="carousel" aria-label={t('home.slidesLabel')}>
      <div
        className={current.image ? 'pp-hero__slide pp-hero__slide--image' : 'pp-hero__slide'}
        style={style}
        role="group"
        aria-roledescription="slide"
        aria-label={t('home.slideOf', { n: index + 1, total })}
        aria-live="polite"
      >
        <div className="pp-hero__inner">
          {greeting ? <p className="pp-hero__greeting">{greeting}</p> : null}
          <h1 className="pp-hero__title">{current.title}</h1>
          {current.description ? <p className="pp-hero__body">{current.description}</p> : null}
          <div className="pp-hero__actions">
            <SlideAction slide={current} />
          </div>
        </div>
        {/* A slide without its own picture gets the platform's illustration beside the text. */}
        {current.image ? null : <img className="pp-hero__art" src={heroArt} alt="" width={560} height={400} />}
      </div>
      {total > 1 ? (
        <div className="pp-hero__controls">
          <button
            type="button"
            className="pp-hero__arrow pp-hero__arrow--prev"
            onClick={() => go(index - 1)}
            aria-label={t('home.previous')}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <div className="pp-hero__dots">
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className="pp-hero__dot"
                aria-label={t('home.goToSlide', { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button type="button" className="pp-hero__arrow pp-hero__arrow--next" onClick={() => go(index + 1)} aria-label={t('home.next')}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
