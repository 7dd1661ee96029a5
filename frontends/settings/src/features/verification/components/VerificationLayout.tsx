import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatInteger } from '@cf/i18n';
import { Alert, buttonClass, useLanguage } from '@cf/ui';
import { SettingsPage } from '../../../shared/SettingsPage';
import type { VerificationView } from '../verification-api';

export const STEPS = [
  { key: 'personalDetails', path: '/account-verification-personal-detail' },
  { key: 'declarations', path: '/account-verification-declarations' },
  { key: 'suitability', path: '/account-verification-suitability-test' },
  { key: 'identityDocument', path: '/account-verification-scan-and-verify' },
  // A4.4: then the consent agreement, signed and confirmed by the code texted to the mobile.
  { key: 'consent', path: '/otp-verification' },
] as const;

/** Where a step is done; a rejected signature is signed again on the re-sign page (A4.8). */
export function stepPath(step: (typeof STEPS)[number], verification?: VerificationView): string {
  return step.key === 'consent' && verification?.consentState === 'rejected' ? '/re-sign-account-consent-agreement' : step.path;
}

/** A2.20: the wizard's pages share a heading and the list of steps, each marked done or current. */
export function VerificationLayout({ current, verification, children }: { current: (typeof STEPS)[number]['key'] | null; verification?: VerificationView; children: ReactNode }) {
  const { t } = useTranslation('settings');
  const language = useLanguage();
  return (
    <SettingsPage title={t('verification.title')} description={t('verification.intro')}>
      <nav aria-label={t('verification.stepsLabel')}>
        <ol className="verification-steps">
          {STEPS.map((step, index) => {
            const done = verification?.steps[step.key] ?? false;
            return (
              <li key={step.key} className={step.key === current ? 'verification-steps__item verification-steps__item--current' : 'verification-steps__item'}>
                <Link to={stepPath(step, verification)} aria-current={step.key === current ? 'step' : undefined}>
                  <span className="verification-steps__number" aria-hidden="true">
                    {done ? '✓' : formatInteger(index + 1, language)}
                  </span>
                  <span>{t(`verification.steps.${step.key}`)}</span>
                  {done ? <span className="cf-visually-hidden">{` (${t('verification.stepDone')})`}</span> : null}
                </Link>
              </li>
            );
          })}
        </ol>
      </nav>
      {/* Under review or accepted, what was declared is the record the review relied on (A4.4). */}
      {current !== null && (verification?.status === 'UNDER-REVIEW' || verification?.status === 'ACCEPTED') ? (
        <Alert tone="info" title={t(`verification.status.${verification.status}`)}>
          <p>{t('verification.lockedHelp')}</p>
          <Link className={buttonClass('outline', 'sm')} to="/account-kyc-verification">
            {t('verification.backToOverview')}
          </Link>
        </Alert>
      ) : (
        children
      )}
    </SettingsPage>
  );
}
