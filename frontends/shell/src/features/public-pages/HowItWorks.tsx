import type { HomeSections, HowItWorksStep } from '@cf/api-client';
import { Tabs } from '@cf/ui';
import { usePublicTranslation } from './use-public-translation';

export function Steps({ steps }: { steps: HowItWorksStep[] }) {
  return (
    <ol className="pp-steps">
      {steps.map((step, i) => (
        <li key={step.key} className="pp-steps__item">
          <span className="pp-steps__number" aria-hidden="true">
            {i + 1}
          </span>
          <h3 className="pp-steps__title">{step.title}</h3>
          <p className="pp-steps__body">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}

/** content-page/home-page-section/front → "how it works", for investors and for companies (tabs). */
export function HowItWorks({ section }: { section: NonNullable<HomeSections['howItWorks']> }) {
  const { t } = usePublicTranslation();
  const items = [
    { value: 'investors', label: t('home.forInvestors'), content: <Steps steps={section.investors ?? []} /> },
    { value: 'raisers', label: t('home.forRaisers'), content: <Steps steps={section.raisers ?? []} /> },
  ].filter((item) => (item.value === 'investors' ? section.investors?.length : section.raisers?.length));
  if (items.length === 0) return null;
  return (
    <section className="pp-section" aria-labelledby="how-it-works">
      <h2 id="how-it-works" className="pp-section__title">
        {section.title || t('home.howItWorksFallback')}
      </h2>
      {section.subtitle ? <p className="pp-section__intro">{section.subtitle}</p> : null}
      <Tabs label={t('home.stepsLabel')} items={items} />
    </section>
  );
}
