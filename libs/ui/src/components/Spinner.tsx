import { cx } from './cx';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name; omit with `decorative` when a surrounding element already says what is loading. */
  label?: string;
  decorative?: boolean;
  className?: string;
}

export function Spinner({ size = 'md', label = 'Loading', decorative = false, className }: SpinnerProps) {
  if (decorative) return <span className={cx('cf-spinner', `cf-spinner--${size}`, className)} aria-hidden="true" />;
  return <span className={cx('cf-spinner', `cf-spinner--${size}`, className)} role="status" aria-label={label} />;
}

export interface SkeletonProps {
  width?: string;
  height?: string;
  lines?: number;
  className?: string;
}

/** Grey placeholder blocks while content loads; hidden from assistive technology. */
export function Skeleton({ width = '100%', height = '1rem', lines = 1, className }: SkeletonProps) {
  return (
    <span className={cx('cf-skeleton-group', className)} aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="cf-skeleton" style={{ inlineSize: i === lines - 1 && lines > 1 ? '60%' : width, blockSize: height }} />
      ))}
    </span>
  );
}

/** Full-area loading state with a visible and announced label. */
export function PageLoader({ label }: { label: string }) {
  return (
    <div className="cf-page-loader" role="status" aria-live="polite">
      <Spinner size="lg" decorative />
      <span className="cf-visually-hidden">{label}</span>
    </div>
  );
}
