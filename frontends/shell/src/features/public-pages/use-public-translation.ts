import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuleMessage } from '@cf/api-client';
import { addNamespace } from '@cf/i18n';
import ar from './i18n/ar.json';
import en from './i18n/en.json';
import fr from './i18n/fr.json';

/**
 * The public pages' strings, namespace `public` of the shell's i18next instance. Added on first use
 * (the instance is created after the bundle loads, so not at import time); the three catalogues are
 * small and ship with the home page, so a language change never waits for them.
 */
export function usePublicTranslation() {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle(i18n.language, 'public')) addNamespace(i18n, 'public', { ar, en, fr });
  return useTranslation('public');
}

/** A rule's message in the shell's `validation.*` texts; the server's message for the field wins (A8.1). */
export function useRuleText() {
  const { t } = useTranslation();
  return useCallback(
    (message: RuleMessage | undefined, serverMessage?: string) =>
      serverMessage || (message ? t(`validation.${message.key}`, message.params ?? {}) : undefined),
    [t],
  );
}
