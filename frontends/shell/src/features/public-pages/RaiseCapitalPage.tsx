import { Link } from 'react-router';
import { useHelpCenter, useHomeContent, useSession } from '@cf/api-client';
import { buttonClass, Container, SafeHtml, Skeleton } from '@cf/ui';
import { questionListPath } from './help-links';
import { Steps } from './HowItWorks';
import { LoadFailed } from './PublicStates';
import { usePublicTranslation } from './use-public-translation';
import './public-pages.css';

const BENEFITS = ['regulated', 'community', 'guided'] as const;

/**
 * `/raise-capital` (A2.3): the landing page for companies. The steps are the home sections' "how it
 * works for companies" and the questions are the help centre's `raising` category, both from the site
 * service, so administrators edit them in one place. Signed-in visitors start a campaign, others sign up.
 */
export default function RaiseCapitalPage() {
  const { t } = usePublicTranslation();
  const session = useSession();
  const sections = useHomeContent();
  const raising = useHelpCenter('raising');
  const steps = sections.data?.howItWorks?.raisers ?? [];
  const faqs = (raising.data?.[0]?.faqs ?? []).slice(0, 4);

  return (
    <div className="pp-home">
      <section className="pp-hero">
        <div className="pp-hero__slide">
          <div className="pp-hero__inner">
            <p className="pp-hero__greeting">{t('raise.eyebrow')}</p>
            <h1 className="pp-hero__title">{t('raise.title')}</h1>
            <p className="pp-hero__body">{t('raise.intro')}</p>
            <div className="pp-hero__actions">
              <Link to={session ? '/create-campaign/choose-type' : '/signup'} className={buttonClass('primary', 'lg')}>
                {session ? t('raise.start') : t('raise.signup')}
              </Link>
              <Link to="/project-guidelines" className={buttonClass('outline', 'lg')}>
                {t('raise.guidelines')}
              </Link>
            </div>
          </div>
        </div>
      </section>
      <Container>
        <section className="pp-section" aria-labelledby="raise-why">
          <h2 id="raise-why" className="pp-section__title">
            {t('raise.why')}
          </h2>
          <ul className="pp-benefits">
            {BENEFITS.map((key) => (
              <li key={key} className="pp-benefit">
                <h3 className="pp-benefit__title">{t(`raise.benefits.${key}.title`)}</h3>
                <p>{t(`raise.benefits.${key}.body`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="pp-section" aria-labelledby="raise-steps">
          <h2 id="raise-steps" className="pp-section__title">
            {t('raise.stepsTitle')}
          </h2>
          {sections.isPending ? <Skeleton lines={4} /> : null}
          {sections.isError ? <LoadFailed error={sections.error} onRetry={() => void sections.refetch()} /> : null}
          {steps.length > 0 ? <Steps steps={steps} /> : null}
        </section>

        {raising.isError ? <LoadFailed error={raising.error} onRetry={() => void raising.refetch()} /> : null}
        {faqs.length > 0 ? (
          <section className="pp-section" aria-labelledby="raise-faq">
            <h2 id="raise-faq" className="pp-section__title">
              {t('raise.faqTitle')}
            </h2>
            <div className="pp-faq">
              {faqs.map((faq) => (
                <details key={faq.id} className="pp-faq__item">
                  <summary>{faq.question}</summary>
                  <SafeHtml className="pp-html" html={faq.answer} />
                </details>
              ))}
            </div>
            <p>
              <Link to={questionListPath('raising')}>{t('raise.moreQuestions')}</Link>
            </p>
          </section>
        ) : null}
      </Container>
    </div>
  );
}
