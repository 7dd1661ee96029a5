import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '@cf/api-client';
import { baisaToDecimalString } from '@cf/i18n';
import { Button, ServerError, useForm, useToast } from '@cf/ui';
import { useRefreshCampaigns } from '../../../api/hooks';
import type { CampaignFull } from '@cf/contracts/rest';
import type { Errors, RuleMessage } from '../rules';
import { nextStep, stepPath, type WizardStep } from '../steps';
import { useRuleText } from './use-rule-text';


/**
 * One step's form: "Save draft" checks what was typed and saves; "Save and continue" also asks for
 * what the step requires, then goes to the next step. Focus moves to the first invalid field; server
 * field messages show beside their fields, unchanged (C8.1).
 */
export function useStepForm<V extends { [K in keyof V]: string | boolean }>({
  step,
  campaign,
  initialValues,
  validate,
  save,
}: {
  step: WizardStep;
  campaign: CampaignFull;
  initialValues: V;
  validate: (values: V, requireAll: boolean) => Errors<keyof V & string>;
  save: (values: V) => Promise<unknown>;
}) {
  const { t } = useTranslation('campaign');
  const toast = useToast();
  const navigate = useNavigate();
  const refresh = useRefreshCampaigns();
  const ruleText = useRuleText();
  const requireAll = useRef(false);
  const [serverError, setServerError] = useState<unknown>(null);
  const validateNow = useCallback((values: V) => validate(values, requireAll.current) as Partial<Record<keyof V, unknown>>, [validate]);
  const form = useForm<V, Partial<Record<keyof V, unknown>>>({
    initialValues,
    validate: validateNow,
    onSubmit: async (values) => {
      setServerError(null);
      try {
        await save(values);
        await refresh();
        toast.show({ tone: 'success', message: t('wizard.saved') });
        const next = nextStep(step);
        if (requireAll.current && next) navigate(stepPath(next, campaign.id));
      } catch (error) {
        setServerError(error);
        if (isApiError(error) && error.errors.length > 0) {
          setTimeout(() => form.formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
        }
      }
    },
  });
  const server = isApiError(serverError) ? serverError : null;
  const err = (field: keyof V & string) => ruleText(form.errors[field] as RuleMessage | undefined, server?.fieldMessage(field));
  const submitWith = (all: boolean) => () => {
    requireAll.current = all;
    void form.handleSubmit();
  };
  return { form, err, serverError, submitWith, setServerError };
}

export function StepActions({ onDraft, onContinue, submitting, last }: { onDraft: () => void; onContinue: () => void; submitting: boolean; last?: boolean }) {
  const { t } = useTranslation('campaign');
  return (
    <div className="campaign-form-actions">
      <Button variant="outline" onClick={onDraft} loading={submitting}>
        {t('wizard.saveDraft')}
      </Button>
      <Button variant="primary" onClick={onContinue} loading={submitting}>
        {last ? t('wizard.saveStep') : t('wizard.saveContinue')}
      </Button>
    </div>
  );
}

export function StepForm({ formRef, serverError, children }: { formRef: React.RefObject<HTMLFormElement | null>; serverError: unknown; children: ReactNode }) {
  return (
    <form ref={formRef} noValidate onSubmit={(e) => e.preventDefault()} className="campaign-step-form">
      <ServerError titled error={serverError} />
      {children}
    </form>
  );
}

/** Native radios as a labelled group (arrow keys and RTL for free). */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  required,
}: {
  legend: string;
  name: string;
  options: Array<{ value: string; label: string }>;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset className={error ? 'campaign-radios cf-field--invalid' : 'campaign-radios'} aria-describedby={error ? errorId : undefined}>
      <legend className="cf-field__label">
        {legend}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <div className="campaign-radios__options">
        {options.map((o) => (
          <label key={o.value} className="campaign-radio">
            <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} aria-invalid={error ? true : undefined} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="cf-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Text, or '' for null/undefined. */
export const s = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
/** Baisa → rials text for an input (`1234500` → `1234.5`), exact. */
export function rialsText(baisa: number | null | undefined): string {
  if (baisa === null || baisa === undefined) return '';
  return baisaToDecimalString(baisa).replace(/\.?0+$/, '');
}
/** '' → null; else the value (trimmed). */
export const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
