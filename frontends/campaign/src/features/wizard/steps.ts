import type { StepKey } from '@cf/contracts/rest';

/** C4.4: the six steps in order; their route is /create-campaign/<step>/:id. */
export const WIZARD_STEPS = ['company-info', 'fundraising-detail', 'story', 'faqs', 'extras', 'funding'] as const satisfies readonly StepKey[];
export type WizardStep = (typeof WIZARD_STEPS)[number];

export const stepPath = (step: WizardStep | 'thank-you', id: string) => `/create-campaign/${step}/${encodeURIComponent(id)}`;
export const stepNumber = (step: WizardStep) => WIZARD_STEPS.indexOf(step) + 1;
export const nextStep = (step: WizardStep): WizardStep | null => WIZARD_STEPS[WIZARD_STEPS.indexOf(step) + 1] ?? null;
export const previousStep = (step: WizardStep): WizardStep | null => WIZARD_STEPS[WIZARD_STEPS.indexOf(step) - 1] ?? null;

export function toStep(value: string): WizardStep | null {
  return (WIZARD_STEPS as readonly string[]).includes(value) ? (value as WizardStep) : null;
}
