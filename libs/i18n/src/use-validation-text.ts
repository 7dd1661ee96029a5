import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Structural twin of @cf/api-client's ValidationMessage (this lib does not depend on the client). */
export interface ValidationMessageLike {
  key: string;
  params?: Record<string, number | string>;
}

/**
 * Turns a rule's result into the text shown under the field. A server message for the same field,
 * when there is one, wins: the server's words are shown unchanged (A8.1).
 */
export function useValidationText() {
  const { t } = useTranslation();
  return useCallback(
    (message: ValidationMessageLike | undefined, serverMessage?: string): string | undefined => {
      if (serverMessage) return serverMessage;
      return message ? t(`validation.${message.key}`, message.params ?? {}) : undefined;
    },
    [t],
  );
}
