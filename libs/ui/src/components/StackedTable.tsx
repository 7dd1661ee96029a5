import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { cx } from './cx';

/**
 * A table's wrapper that turns its rows into stacked cards on phones (ui.css, `.cf-table-stack`):
 * each cell then shows its column's header beside its value, read from the table's own `<thead>`
 * after every render (so rows added by "load more" get theirs too). Wide statements and lists stay
 * tables where there is room, and never make a 390 px screen scroll sideways.
 */
export function StackedTable({ children, className, ...rest }: { children: ReactNode; className?: string; 'aria-busy'?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const table = ref.current?.querySelector('table');
    if (!table) return;
    const headers = Array.from(table.querySelectorAll('thead th'), (th) => th.textContent?.trim() ?? '');
    for (const row of Array.from(table.querySelectorAll('tbody tr'))) {
      Array.from(row.children).forEach((cell, index) => {
        if (headers[index]) cell.setAttribute('data-label', headers[index]);
      });
    }
  });
  return (
    <div ref={ref} className={cx('cf-table-stack', className)} {...rest}>
      {children}
    </div>
  );
}
