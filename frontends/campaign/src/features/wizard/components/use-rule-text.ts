import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuleMessage } from '../rules';

/** A rule's message: `campaign:validation.<key>`; a server message for the same field wins, unchanged (C8.1). */
export function useRuleText() {
  const { t } = useTranslation('campaign');
  return useCallback(
    (message: RuleMessage | undefined, serverMessage?: string): string | undefined => {
      if (serverMessage) return serverMessage;
      return message ? t(`validation.${message.key}`, message.params ?? {}) : undefined;
    },
    [t],
  );
}
