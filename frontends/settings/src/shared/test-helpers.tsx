import type { ReactElement } from 'react';
import { clearSession, startSession } from '@cf/api-client';
import { addNamespace } from '@cf/i18n';
import { renderPage } from '@cf/web-tools/testing/render';
import ar from '../i18n/ar.json';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';

export const ok = (data: unknown) => ({ body: { status: 'success', data: { data } } });
export const fail = (status: number, message: string, errors?: Array<{ field: string; msg: string }>) => ({
  status,
  body: { status: 'fail', message, ...(errors ? { errors } : {}) },
});

export function signIn(): void {
  localStorage.clear();
  clearSession();
  startSession('tok', { id: 'u1', slug: 'khalid', userType: 'investor', email: 'khalid@example.om', firstName: 'Test', lastName: 'User', isAdmin: false });
}

/** A settings page with this remote's strings, in English unless told. */
export function renderSettingsPage(element: ReactElement, route: string, language: 'ar' | 'en' | 'fr' = 'en', path?: string) {
  return renderPage(element, { route, path, language, setup: (i18n) => addNamespace(i18n, 'settings', { ar, en, fr }) });
}
