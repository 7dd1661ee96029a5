import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, cx, Select, TextArea, TextField } from '@cf/ui';
import { useErrorText } from './feedback';
import { CONTENT_LANGUAGES, type FieldDef, type FormErrors, type FormValues } from './form-model';

// The inputs a resource form is built from (FieldDef → field), in every content language.

export interface RadioOption {
  value: string;
  label: string;
}

/** A labelled group of native radios (yes/no switches, link type): arrow keys and RTL for free. */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  hint,
}: {
  legend: string;
  name: string;
  options: RadioOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
}) {
  const id = useId().replace(/:/g, '');
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={cx('admin-radios', error ? 'cf-field--invalid' : null)} aria-describedby={describedBy}>
      <legend className="cf-field__label">{legend}</legend>
      <div className="admin-radios__options">
        {options.map((o) => (
          <label key={o.value} className="admin-radio">
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              aria-invalid={error ? true : undefined}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="cf-field__error">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="cf-field__hint">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Preview of a logo, favicon or slide image; hidden when the address does not load. */
export function ImagePreview({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const { t } = useTranslation('admin');
  if (!src) return null;
  if (failed === src) return <p className="admin-muted admin-preview__missing">{t('common.imageNotLoaded')}</p>;
  return (
    <div className="admin-preview">
      <img src={src} alt={alt} onError={() => setFailed(src)} />
    </div>
  );
}

export const DIRECTION_OF: Record<string, 'rtl' | 'ltr'> = { ar: 'rtl', en: 'ltr', fr: 'ltr' };

interface FieldProps {
  def: FieldDef;
  values: FormValues;
  errors: FormErrors;
  setValue: (name: string, value: string | boolean) => void;
}

/** One field of a definition list, with its label, hint and inline error. */
export function FormField({ def, values, errors, setValue }: FieldProps) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const text = (name: string) => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => setValue(name, e.target.value),
  });
  switch (def.kind) {
    case 'localized':
      return (
        <fieldset className="admin-localized">
          <legend className="admin-localized__legend">
            {def.label}
            {def.required !== false ? (
              <span className="cf-field__required" aria-hidden="true">
                {' '}
                *
              </span>
            ) : null}
          </legend>
          {def.hint ? <p className="cf-field__hint">{def.hint}</p> : null}
          <div className={def.multiline ? 'admin-localized__stack' : 'admin-localized__grid'}>
            {CONTENT_LANGUAGES.map((l) => {
              const name = `${def.name}.${l}`;
              const common = {
                ...text(name),
                label: t(`lang.${l}`),
                error: errorText(errors[name]),
                dir: DIRECTION_OF[l],
                lang: l,
                required: def.required !== false,
                'aria-label': `${def.label} (${t(`lang.${l}`)})`,
              };
              return def.multiline ? <TextArea key={l} {...common} rows={def.rows ?? 4} /> : <TextField key={l} {...common} />;
            })}
          </div>
        </fieldset>
      );
    case 'checkbox':
      return (
        <Checkbox
          name={def.name}
          label={def.label}
          checked={Boolean(values[def.name])}
          onChange={(e) => setValue(def.name, e.target.checked)}
          error={errorText(errors[def.name])}
        />
      );
    case 'select':
      return (
        <Select
          {...text(def.name)}
          label={def.label}
          hint={def.hint}
          options={def.options ?? []}
          placeholder={def.placeholder}
          required={def.required}
          error={errorText(errors[def.name])}
        />
      );
    case 'radio':
      return (
        <RadioGroup
          legend={def.label}
          name={def.name}
          hint={def.hint}
          options={def.options ?? []}
          value={String(values[def.name] ?? '')}
          onChange={(v) => setValue(def.name, v)}
          error={errorText(errors[def.name])}
        />
      );
    case 'image':
      return (
        <div className="admin-image-field">
          <TextField
            {...text(def.name)}
            label={def.label}
            hint={def.hint ?? t('common.imageHint')}
            error={errorText(errors[def.name])}
            dir="ltr"
            inputMode="url"
            placeholder={def.placeholder ?? 'https://'}
          />
          <ImagePreview
            src={errors[def.name] ? '' : String(values[def.name] ?? '').trim()}
            alt={t('common.previewOf', { name: def.label })}
          />
        </div>
      );
    case 'number':
      return (
        <TextField
          {...text(def.name)}
          label={def.label}
          hint={def.hint}
          type="number"
          inputMode="numeric"
          min={def.min ?? 0}
          max={def.maxValue}
          step={1}
          required
          error={errorText(errors[def.name])}
          className="admin-number"
        />
      );
    default:
      return (
        <TextField
          {...text(def.name)}
          label={def.label}
          hint={def.hint ?? (def.kind === 'link' ? t('common.linkHint') : undefined)}
          required={def.required}
          placeholder={def.placeholder}
          dir={def.ltr || def.kind === 'link' ? 'ltr' : undefined}
          inputMode={def.kind === 'link' ? 'url' : undefined}
          error={errorText(errors[def.name])}
        />
      );
  }
}
