import { lazy, type ComponentType } from 'react';
import { getI18n } from 'react-i18next';
import { addNamespace } from '@cf/i18n';
import ar from './i18n/ar.json';
import en from './i18n/en.json';
import fr from './i18n/fr.json';

// This remote's strings join the shell's single i18next instance under the `settings` namespace.
addNamespace(getI18n(), 'settings', { ar, en, fr });

/**
 * The exact route patterns this remote renders (the shell's route table names the same patterns).
 * Each page is its own chunk. Patterns not listed yet show the shell's "on its way" page.
 */
export const pages: Record<string, ComponentType> = {
  '/settings/change-password': lazy(
    () => import(/* webpackChunkName: "change-password" */ './features/change-password/components/ChangePasswordPage'),
  ),
  '/settings/two-factor-authentication': lazy(
    () => import(/* webpackChunkName: "two-factor" */ './features/two-factor/components/TwoFactorPage'),
  ),
};
