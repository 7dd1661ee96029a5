import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser, useHomeContent, useSession, useSliders, useTestimonials } from '@cf/api-client';
import { buttonClass, Container, Skeleton } from '@cf/ui';
import { RemoteWidget } from '../../federation/RemoteWidget';
import { HeroSlider } from './HeroSlider';
import { HowItWorks } from './HowItWorks';
import { LoadFailed } from './PublicStates';
import { Testimonials } from './Testimonials';
import { usePublicTranslation } from './use-public-translation';
import './public-pages.css';

/** Shown when there are no active slides (or they failed to load): the platform's own hero. */
function StaticHero({ greeting }: { greeting?: string }) {
  const { t } = useTranslation();
  return (
    <section className="pp-hero">
      <div className="pp-hero__slide">
        <div className="pp-hero__inner">
          {greeting ? <p className="pp-hero__greeting">{greeting}</p> : null}
          <h1 className="pp-hero__title">{t('home.heroTitle')}</h1>
          <p className="pp-hero__body">{t('home.heroBody')}</p>
          <div className="pp-hero__actions">
            <Link to="/browse-companies" className={buttonClass('primary', 'lg')}>
              {t('home.browseCta')}
            </Link>
            <Link to="/raise-capital" className={buttonClass('outline', 'lg')}>
              {t('home.raiseCta')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * `/` and `/home` (A2.3): sliders, the campaign rows (a widget of the campaign remote: live, closing
 * soon, funded), "how it works" and statistics from the home sections, testimonials, and a closing call to
 * action. Each block loads on its own; a failed one does not hide the others.
 */
export function HomePage() {
  const { t: tc } = useTranslation();
  const { t } = usePublicTranslation();
  const session = useSession();
  const me = useCurrentUser();
  const sliders = useSliders();
  const sections = useHomeContent();
  const testimonials = useTestimonials();
  const firstName = me.data?.firstName ?? session?.displayData?.firstName;
  const greeting = session && firstName ? tc('home.signedInTitle', { name: firstName }) : undefined;

  return (
    <div className="pp-home">
      {sliders.isPending ? (
        <div className="pp-hero pp-hero--loading" aria-busy="true">
          <Container>
            <Skeleton height="2.5rem" width="60%" />
            <Skeleton lines={2} />
          </Container>
        </div>
      ) : sliders.data && sliders.data.length > 0 ? (
        <HeroSlider slides={sliders.data} greeting={greeting} />
      ) : (
        <StaticHero greeting={greeting} />
      )}

      <Container>
        <section className="pp-section pp-campaigns" aria-label={t('home.campaignsTitle')}>
          <RemoteWidget
            remote="campaign"
            name="home-campaigns"
            fallback={<Skeleton height="14rem" />}
            unavailable={
              <>
                <p className="pp-section__intro">{t('home.campaignsBody')}</p>
                <Link to="/browse-companies" className={buttonClass('outline')}>
                  {t('home.campaignsCta')}
                </Link>
              </>
            }
          />
        </section>

        {sections.isPending ? <Skeleton lines={4} /> : null}
        {sections.isError ? <LoadFailed error={sections.error} onRetry={() => void sections.refetch()} /> : null}
        {sections.data?.howItWorks ? <HowItWorks section={sections.data.howItWorks} /> : null}
        {/* The statistics section's labels are configured; its figures have no source yet (issue 36), so it is not shown. */}

        {testimonials.isError ? <LoadFailed error={testimonials.error} onRetry={() => void testimonials.refetch()} /> : null}
        <Testimonials items={testimonials.data ?? []} />

        <section className="pp-cta" aria-labelledby="home-cta">
          <h2 id="home-cta" className="pp-cta__title">
            {t('home.ctaTitle')}
          </h2>
          <p>{t('home.ctaBody')}</p>
          <div className="pp-hero__actions">
            <Link to={session ? '/browse-companies' : '/signup'} className={buttonClass('primary', 'lg')}>
              {session ? t('home.ctaBrowse') : t('home.ctaSignup')}
            </Link>
            <Link to="/raise-capital" className={buttonClass('outline', 'lg')}>
              {t('home.ctaRaise')}
            </Link>
          </div>
        </section>
      </Container>
    </div>
  );
}

export default HomePage;
