import {
  forwardRef,
  useId,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { buttonClass } from './Button';
import { cx } from './cx';

interface FieldChrome {
  label: ReactNode;
  /** Shown under the field and announced with it (aria-describedby). */
  hint?: ReactNode;
  /** Inline error: sets aria-invalid and is announced with the field. */
  error?: ReactNode;
  /** Hide the label visually (still read by screen readers). */
  hideLabel?: boolean;
}

function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode) {
  const auto = useId();
  const fieldId = id ?? `f${auto.replace(/:/g, '')}`;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return { fieldId, hintId, errorId, describedBy };
}

/** The field's label, with a required mark screen readers skip (they hear aria-required). */
function FieldLabel({
  fieldId,
  label,
  hideLabel,
  required,
}: {
  fieldId: string;
  label: ReactNode;
  hideLabel?: boolean;
  required?: boolean;
}) {
  return (
    <label htmlFor={fieldId} className={cx('cf-field__label', hideLabel && 'cf-visually-hidden')}>
      {label}
      {required ? (
        <span className="cf-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </label>
  );
}

function FieldFooter({ hint, hintId, error, errorId }: { hint?: ReactNode; hintId?: string; error?: ReactNode; errorId?: string }) {
  return (
    <>
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
    </>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'>, FieldChrome {
  /** Content drawn at the inline end of the input (a toggle, a unit). */
  endAdornment?: ReactNode;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, hideLabel, id, className, endAdornment, required, ...input },
  ref,
) {
  const { fieldId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className={cx('cf-field', error ? 'cf-field--invalid' : null, className)}>
      <FieldLabel fieldId={fieldId} label={label} hideLabel={hideLabel} required={required} />
      <div className="cf-field__control">
        <input
          ref={ref}
          id={fieldId}
          className="cf-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          {...input}
        />
        {endAdornment ? <span className="cf-field__adornment">{endAdornment}</span> : null}
      </div>
      <FieldFooter hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
});

export interface FileFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size' | 'onChange' | 'value'>, FieldChrome {
  /** The picked file, or null when the picker is emptied. */
  onFile: (file: File | null) => void;
  /**
   * The picker's words in the interface language ("Choose a file", "No file chosen"): the browser's
   * own file button speaks the browser's language, not the page's (English in an Arabic page).
   */
  pickerLabels: { pick: string; none: string };
}

/**
 * A file picker with the same label, hint and error announcements as the other fields. The native
 * input stays (labelled, for assistive technology and file drops) but is drawn as a button and the
 * chosen file's name, both in the page's language.
 */
export const FileField = forwardRef<HTMLInputElement, FileFieldProps>(function FileField(
  { label, hint, error, hideLabel, id, className, required, onFile, pickerLabels, ...input },
  ref,
) {
  const { fieldId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  const inner = useRef<HTMLInputElement | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const setRefs = (element: HTMLInputElement | null) => {
    inner.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
  return (
    <div className={cx('cf-field', error ? 'cf-field--invalid' : null, className)}>
      <FieldLabel fieldId={fieldId} label={label} hideLabel={hideLabel} required={required} />
      <div className="cf-field__control cf-file-picker">
        <input
          ref={setRefs}
          id={fieldId}
          type="file"
          className="cf-visually-hidden"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            setPicked(file?.name ?? null);
            onFile(file);
          }}
          {...input}
        />
        <button
          type="button"
          className={buttonClass('outline', 'sm')}
          aria-hidden="true"
          tabIndex={-1}
          onClick={() => inner.current?.click()}
          disabled={input.disabled}
        >
          {pickerLabels.pick}
        </button>
        <span className="cf-file-picker__name" aria-hidden="true">
          {picked ?? pickerLabels.none}
        </span>
      </div>
      <FieldFooter hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
});

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'> & {
  /** Names of the show/hide toggle, in the interface language. */
  toggleLabels: { show: string; hide: string };
};

/** A password input with a show/hide toggle whose name says what it does. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField({ toggleLabels, ...props }, ref) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      ref={ref}
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <button
          type="button"
          className="cf-field__toggle"
          aria-pressed={visible}
          aria-label={visible ? toggleLabels.hide : toggleLabels.show}
          onClick={() => setVisible((v) => !v)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d={
                visible
                  ? 'M2 4.3 3.3 3 21 20.7 19.7 22l-3.1-3.1A10.6 10.6 0 0 1 12 20C6.5 20 2.5 15.7 1 12c.7-1.7 1.9-3.5 3.6-5L2 4.3ZM12 4c5.5 0 9.5 4.3 11 8-.6 1.5-1.6 3-2.9 4.3L17 13.2A5 5 0 0 0 10.8 7L8.4 4.6A10.6 10.6 0 0 1 12 4Z'
                  : 'M12 4C6.5 4 2.5 8.3 1 12c1.5 3.7 5.5 8 11 8s9.5-4.3 11-8c-1.5-3.7-5.5-8-11-8Zm0 13a5 5 0 1 1 0-10 5 5 0 0 1 0 10Zm0-2.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z'
              }
            />
          </svg>
        </button>
      }
    />
  );
});

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldChrome {}

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, hint, error, hideLabel, id, className, required, ...rest },
  ref,
) {
  const { fieldId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className={cx('cf-field', error ? 'cf-field--invalid' : null, className)}>
      <FieldLabel fieldId={fieldId} label={label} hideLabel={hideLabel} required={required} />
      <textarea
        ref={ref}
        id={fieldId}
        className="cf-input cf-textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        {...rest}
      />
      <FieldFooter hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
});

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}
export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'>, FieldChrome {
  options: SelectOption[];
  placeholder?: string;
}

/** Native select: keyboard, screen-reader and mobile pickers for free, mirrored by `dir`. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, hint, error, hideLabel, id, className, options, placeholder, required, ...rest },
  ref,
) {
  const { fieldId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className={cx('cf-field', error ? 'cf-field--invalid' : null, className)}>
      <FieldLabel fieldId={fieldId} label={label} hideLabel={hideLabel} required={required} />
      <select
        ref={ref}
        id={fieldId}
        className="cf-input cf-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldFooter hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
});

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: ReactNode;
}

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, error, id, className, ...rest }, ref) {
  const { fieldId, errorId, describedBy } = useFieldIds(id, undefined, error);
  return (
    <div className={cx('cf-checkbox', error ? 'cf-field--invalid' : null, className)}>
      <input
        ref={ref}
        id={fieldId}
        type="checkbox"
        className="cf-checkbox__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      <label htmlFor={fieldId} className="cf-checkbox__label">
        {label}
      </label>
      {error ? (
        <p id={errorId} className="cf-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
});
