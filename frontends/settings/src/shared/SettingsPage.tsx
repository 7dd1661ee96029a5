import type { ReactNode } from 'react';
import { PageHeader } from '@cf/ui';
import '../settings.css';

/** Every settings page: heading, intro, optional actions, then its cards. */
export function SettingsPage({
  title,
  description,
  actions,
  children,
  width = 'full',
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  width?: 'full' | 'narrow';
}) {
  return (
    <div className={width === 'narrow' ? 'settings-page settings-page--narrow' : 'settings-page'}>
      <PageHeader title={title} description={description} actions={actions} />
      {children}
    </div>
  );
}
