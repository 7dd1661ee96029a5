import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from './cx';
import '../styles/switch.css';

export interface SwitchProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> {
  label: ReactNode;
  /** A sentence under the label, announced with the switch. */
  description?: ReactNode;
  error?: ReactNode;
}

/**
 * An on/off switch: a native checkbox with `role="switch"` (Space toggles it, screen readers say
 * "on"/"off"), drawn as a track and thumb that move along the reading direction.
 */
export const Switch = forwardRef<HTMLInputElement, SwitchProps>(function Switch({ label, description, error, id, className, ...rest }, ref) {
  const auto = useId();
  const fieldId = id ?? `sw${auto.replace(/:/g, '')}`;
  const descriptionId = description ? `${fieldId}-description` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  return (
    <div className={cx('cf-switch', error ? 'cf-field--invalid' : null, className)}>
      <div className="cf-switch__text">
        <label htmlFor={fieldId} className="cf-switch__label">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="cf-switch__description">
            {description}
          </p>
        ) : null}
        {error ? (
          <p id={errorId} className="cf-field__error">
            {error}
          </p>
        ) : null}
      </div>
      <input
        ref={ref}
        id={fieldId}
        type="checkbox"
        role="switch"
        className="cf-switch__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, descriptionId].filter(Boolean).join(' ') || undefined}
        {...rest}
      />
    </div>
  );
});
