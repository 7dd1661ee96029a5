import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuleMessage } from '@cf/api-client';

/**
 * A rule's message as text: this remote's `settings:validation.<key>` first, then the shell's
 * `validation.<key>`. A server message for the same field wins and is shown unchanged (A8.1).
 */
export function useRuleText() {
  const { t } = useTranslation('settings');
  return useCallback(
    (message: RuleMessage | undefined, serverMessage?: string): string | undefined => {
      if (serverMessage) return serverMessage;
      if (!message) return undefined;
      return t([`settings:validation.${message.key}`, `translation:validation.${message.key}`], message.params ?? {});
    },
    [t],
  );
}
