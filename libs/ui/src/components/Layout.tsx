import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';

type Space = 0 | 1 | 2 | 3 | 4 | 5 | 6;
const space = (n: Space) => `var(--cf-space-${n})`;

export interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  size?: 'sm' | 'md' | 'lg' | 'xl';
}
/** Centred column with inline padding; widths in rem so text zoom keeps lines readable. */
export function Container({ size = 'lg', className, ...rest }: ContainerProps) {
  return <div className={cx('cf-container', `cf-container--${size}`, className)} {...rest} />;
}

export interface StackProps extends HTMLAttributes<HTMLDivElement> {
  gap?: Space;
  as?: 'div' | 'section' | 'form' | 'ul' | 'ol';
}
/** Vertical flow with even gaps. */
export function Stack({ gap = 3, as: Tag = 'div', className, style, ...rest }: StackProps) {
  return (
    <Tag
      className={cx('cf-stack', className)}
      style={{ gap: space(gap), ...style } as CSSProperties}
      {...(rest as HTMLAttributes<HTMLElement>)}
    />
  );
}

export interface ClusterProps extends HTMLAttributes<HTMLDivElement> {
  gap?: Space;
  justify?: 'start' | 'end' | 'center' | 'space-between';
  align?: 'start' | 'center' | 'end' | 'stretch';
}
/** Horizontal, wrapping row; `start`/`end` follow the reading direction. */
export function Cluster({ gap = 2, justify = 'start', align = 'center', className, style, ...rest }: ClusterProps) {
  return (
    <div
      className={cx('cf-cluster', className)}
      style={{ gap: space(gap), justifyContent: justify, alignItems: align, ...style }}
      {...rest}
    />
  );
}

export interface GridProps extends HTMLAttributes<HTMLDivElement> {
  /** Minimum column width: as many columns as fit. */
  min?: string;
  gap?: Space;
}
export function Grid({ min = '16rem', gap = 4, className, style, ...rest }: GridProps) {
  return (
    <div
      className={cx('cf-grid', className)}
      style={{ gap: space(gap), gridTemplateColumns: `repeat(auto-fill, minmax(min(${min}, 100%), 1fr))`, ...style }}
      {...rest}
    />
  );
}

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <header className="cf-page-header">
      <div>
        <h1 className="cf-page-header__title">{title}</h1>
        {description ? <p className="cf-page-header__description">{description}</p> : null}
      </div>
      {actions ? <div className="cf-page-header__actions">{actions}</div> : null}
    </header>
  );
}

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="cf-visually-hidden">{children}</span>;
}
