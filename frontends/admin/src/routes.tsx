import { lazy, type ComponentType } from 'react';
import { getI18n } from 'react-i18next';
import { addNamespace } from '@cf/i18n';
import ar from './i18n/ar.json';
import en from './i18n/en.json';
import fr from './i18n/fr.json';

addNamespace(getI18n(), 'admin', { ar, en, fr });

const SiteSettingsPage = lazy(() => import(/* webpackChunkName: "site-settings" */ './features/site-settings/components/SiteSettingsPage'));

/** Exact patterns rendered by this remote (the shell guards them: admins only). */
export const pages: Record<string, ComponentType> = {
  '/admin': SiteSettingsPage,
  '/admin/site-settings': SiteSettingsPage,
};
