import type { ReactNode } from 'react';
import { cx } from './cx';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

/** A short status label (a pill), coloured by tone; the words carry the meaning, not the colour. */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={cx('cf-badge', `cf-badge--${tone}`)}>{children}</span>;
}
