import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

type Values<V> = { [K in keyof V]: string | boolean };
type Errors<V> = Partial<Record<keyof V, unknown>>;

export interface UseFormOptions<V extends Values<V>, E extends Errors<V>> {
  initialValues: V;
  validate: (values: V) => E;
  onSubmit: (values: V) => void | Promise<void>;
}

/**
 * Small form state helper: validates on submit, then re-validates each field as it changes so an
 * error disappears once fixed; on a failed submit focus goes to the first invalid field (the fields
 * set aria-invalid). No library: forms here are short and this costs a few hundred bytes.
 */
export function useForm<V extends Values<V>, E extends Errors<V>>({ initialValues, validate, onSubmit }: UseFormOptions<V, E>) {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<E>({} as E);
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const setValue = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => {
      setValues((prev) => {
        const next = { ...prev, [name]: value };
        if (submitted) setErrors(validate(next));
        return next;
      });
    },
    [submitted, validate],
  );

  const handleSubmit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      setSubmitted(true);
      const found = validate(values);
      setErrors(found);
      if (Object.keys(found).length > 0) {
        setFocusRequest((n) => n + 1);
        return;
      }
      setSubmitting(true);
      try {
        await onSubmit(values);
      } finally {
        setSubmitting(false);
      }
    },
    [values, validate, onSubmit],
  );

  /** Props for a text-like input bound to `name`. */
  const field = <K extends keyof V & string>(name: K) => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => setValue(name, e.target.value as V[K]),
  });
  /** Props for a checkbox bound to `name`. */
  const checkbox = <K extends keyof V & string>(name: K) => ({
    name,
    checked: Boolean(values[name]),
    onChange: (e: ChangeEvent<HTMLInputElement>) => setValue(name, e.target.checked as V[K]),
  });

  const reset = useCallback(() => {
    setValues(initialValues);
    setErrors({} as E);
    setSubmitted(false);
  }, [initialValues]);

  return { values, errors, submitting, setValue, setErrors, handleSubmit, field, checkbox, formRef, reset };
}
