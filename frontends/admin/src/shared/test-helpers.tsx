import { clearSession, startSession } from '@cf/api-client';
import { addNamespace } from '@cf/i18n';
import ar from '../i18n/ar.json';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';

/** Success envelope `{ status: 'success', data: { data } }`. */
export const ok = (data: unknown) => ({ body: { status: 'success', data: { data } } });
/** Fail envelope, with optional field errors. */
export const fail = (status: number, message: string, errors?: Array<{ field: string; msg: string }>) => ({
  status,
  body: { status: 'fail', message, ...(errors ? { errors } : {}) },
});
export const page = <T,>(docs: T[], totalCount = docs.length) => ok({ docs, totalCount, displayLoadMore: totalCount > docs.length });

/** Adds the `admin` namespace to the test i18n instance (as routes.tsx does in the shell). */
export const setup = (i18n: Parameters<typeof addNamespace>[0]) => addNamespace(i18n, 'admin', { ar, en, fr });

export const ADMIN_ME = { id: 'admin-1', email: 'admin@demo.om', firstName: 'Salim', lastName: 'Al Busaidi', isAdmin: true };

export function signIn(): void {
  localStorage.clear();
  clearSession();
  startSession('tok', { id: 'admin-1', slug: 'salim', userType: 'investor', email: 'admin@demo.om', isAdmin: true, firstName: 'Test', lastName: 'User' });
}

/** Query parameters of a recorded call. */
export const paramsOf = (url: string) => new URL(url, 'http://localhost').searchParams;
