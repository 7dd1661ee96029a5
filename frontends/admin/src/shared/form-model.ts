/**
 * The data side of the administration forms: a form is a list of field definitions; values are flat
 * (`title.ar`, `title.en`, `title.fr` for a text stored in every language), which is also how the
 * site service names its field errors, so a server error lands beside its input unchanged.
 */
import { checkImageReference, checkLink, checkText, checkWholeNumber, isApiError, type AdminValidationMessage } from '@cf/api-client';
import type { SelectOption } from '@cf/ui';

/** Content languages every localized text is stored in (the site service requires all three). */
export const CONTENT_LANGUAGES = ['ar', 'en', 'fr'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** The namespace's `t`, as passed to functions that build field lists. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export type FormValues = Record<string, string | boolean>;
/** A rule's result (translated at render time) or the server's own words. */
export type FieldError = AdminValidationMessage | string;
export type FormErrors = Record<string, FieldError>;

export type FieldKind = 'text' | 'link' | 'image' | 'localized' | 'select' | 'radio' | 'checkbox' | 'number';

export interface FieldDef {
  name: string;
  kind: FieldKind;
  label: string;
  hint?: string;
  required?: boolean;
  /** Longest text accepted (characters), as on the server. */
  max?: number;
  /** Localized: a textarea per language instead of a one-line input. */
  multiline?: boolean;
  rows?: number;
  options?: SelectOption[];
  placeholder?: string;
  /** Codes and addresses read left to right whatever the interface language. */
  ltr?: boolean;
  /** Empty → `null` in the request (nullable columns). */
  nullable?: boolean;
  min?: number;
  maxValue?: number;
  /** An extra rule after the generic ones. */
  check?: (value: string, values: FormValues) => FieldError | undefined;
  /** Hidden fields are neither validated nor sent (menu link type switches). */
  visible?: (values: FormValues) => boolean;
}

export const isVisible = (def: FieldDef, values: FormValues) => (def.visible ? def.visible(values) : true);

/** The input keys a definition owns. */
export function keysOf(def: FieldDef): string[] {
  return def.kind === 'localized' ? CONTENT_LANGUAGES.map((l) => `${def.name}.${l}`) : [def.name];
}

/** Row (or defaults) → flat form values. */
export function toValues(defs: FieldDef[], row: Record<string, unknown> | null | undefined, defaults: FormValues = {}): FormValues {
  const values: FormValues = {};
  for (const def of defs) {
    const raw = row?.[def.name];
    if (def.kind === 'localized') {
      const text = (raw ?? {}) as Record<string, unknown>;
      for (const l of CONTENT_LANGUAGES)
        values[`${def.name}.${l}`] = typeof text[l] === 'string' ? (text[l] as string) : String(defaults[`${def.name}.${l}`] ?? '');
    } else if (def.kind === 'checkbox') {
      values[def.name] = raw === undefined || raw === null ? Boolean(defaults[def.name]) : raw === true || raw === 'yes';
    } else {
      values[def.name] = raw === undefined || raw === null ? String(defaults[def.name] ?? '') : String(raw);
    }
  }
  return values;
}

/** The generic rules of every visible field, then each field's own rule. */
export function validateFields(defs: FieldDef[], values: FormValues): FormErrors {
  const errors: FormErrors = {};
  for (const def of defs) {
    if (!isVisible(def, values)) continue;
    const value = String(values[def.name] ?? '');
    let error: FieldError | undefined;
    switch (def.kind) {
      case 'localized':
        for (const l of CONTENT_LANGUAGES) {
          const e = checkText(String(values[`${def.name}.${l}`] ?? ''), def.max ?? 1000, def.required !== false);
          if (e) errors[`${def.name}.${l}`] = e;
        }
        continue;
      case 'checkbox':
        continue;
      case 'number':
        error = checkWholeNumber(value, def.min ?? 0, def.maxValue ?? 100000);
        break;
      case 'image':
        error = checkImageReference(value);
        break;
      case 'link':
        error = checkLink(value, def.required !== false);
        break;
      default:
        error = checkText(value, def.max ?? 500, def.required === true);
    }
    error = error ?? def.check?.(value, values);
    if (error) errors[def.name] = error;
  }
  return errors;
}

function bodyValue(def: FieldDef, values: FormValues): unknown {
  if (def.kind === 'localized') {
    const text: Record<string, string> = {};
    for (const l of CONTENT_LANGUAGES) text[l] = String(values[`${def.name}.${l}`] ?? '').trim();
    return text;
  }
  if (def.kind === 'checkbox') return Boolean(values[def.name]);
  const value = String(values[def.name] ?? '').trim();
  if (def.kind === 'number') return Number(value);
  if (value === '' && def.nullable) return null;
  return value;
}

const changed = (def: FieldDef, values: FormValues, initial: FormValues) => keysOf(def).some((k) => values[k] !== initial[k]);

/**
 * The request body. Creating: every visible field (hidden nullable ones as null). Editing: only
 * the fields that changed (a localized text is sent whole: the server wants all three languages).
 */
export function toBody(defs: FieldDef[], values: FormValues, initial?: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const def of defs) {
    const visible = isVisible(def, values);
    if (initial) {
      if (visible && changed(def, values, initial)) body[def.name] = bodyValue(def, values);
    } else if (visible) {
      body[def.name] = bodyValue(def, values);
    } else if (def.nullable) {
      body[def.name] = null;
    }
  }
  return body;
}

/**
 * A refused save: each server field error goes to its input (`title` → the Arabic input of the
 * title); messages for fields the form does not show are returned to be shown above the form.
 */
export function serverErrors(error: unknown, defs: FieldDef[]): { fields: FormErrors; other: string[] } {
  const fields: FormErrors = {};
  const other: string[] = [];
  if (!isApiError(error)) return { fields, other };
  const keys = new Set(defs.flatMap(keysOf));
  for (const [field, msg] of Object.entries(error.fieldMessages())) {
    const def = defs.find((d) => d.name === field);
    const key = keys.has(field) ? field : def ? keysOf(def)[0] : undefined;
    if (key && !(key in fields)) fields[key] = msg;
    else if (!key) other.push(msg);
  }
  return { fields, other };
}
