import type { ReactNode } from 'react';
import { cx } from './cx';

export type Tone = 'info' | 'success' | 'warning' | 'danger';

export interface AlertProps {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  /** Adds a close button (its accessible name is required: it is in the interface language). */
  onClose?: () => void;
  closeLabel?: string;
  /** Page-wide strip under the header instead of a boxed message. */
  banner?: boolean;
  className?: string;
  /** Extra content at the end, e.g. a "resend verification" button. */
  action?: ReactNode;
}

/**
 * Inline message. Danger and warning use role="alert" (announced at once); info and success use
 * role="status" (announced politely).
 */
export function Alert({ tone = 'info', title, children, onClose, closeLabel = 'Close', banner = false, className, action }: AlertProps) {
  const urgent = tone === 'danger' || tone === 'warning';
  return (
    <div className={cx('cf-alert', `cf-alert--${tone}`, banner && 'cf-alert--banner', className)} role={urgent ? 'alert' : 'status'}>
      <div className="cf-alert__body">
        {title ? <p className="cf-alert__title">{title}</p> : null}
        {children ? <div className="cf-alert__text">{children}</div> : null}
        {action ? <div className="cf-alert__action">{action}</div> : null}
      </div>
      {onClose ? (
        <button type="button" className="cf-alert__close" aria-label={closeLabel} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}

export function Banner(props: Omit<AlertProps, 'banner'>) {
  return <Alert {...props} banner />;
}
