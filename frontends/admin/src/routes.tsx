import { lazy } from 'react';
import { getI18n } from 'react-i18next';
import { addNamespace } from '@cf/i18n';
import type { RemotePages } from '@cf/ui';
import ar from './i18n/ar.json';
import en from './i18n/en.json';
import fr from './i18n/fr.json';

addNamespace(getI18n(), 'admin', { ar, en, fr });

const AdminPage = lazy(() => import(/* webpackChunkName: "admin-page" */ './features/overview/components/AdminPage'));

/**
 * Exact patterns rendered by this remote (the shell guards them: admins only). Sections are chosen
 * with `?section=` on /admin (src/app/sections.ts), as the shell's table has these two paths only.
 */
export const pages: RemotePages<'admin'> = {
  '/admin': AdminPage,
  '/admin/site-settings': AdminPage,
};
