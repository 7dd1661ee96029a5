import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '@cf/api-client';
import { formatOmr, toLanguage, type Language } from '@cf/i18n';
import { Alert, Button, cx, PageHeader } from '@cf/ui';
import { STATUS_NAMES, type TxStatus } from '../api/wallet-api';
import type { RuleMessage } from './rules';
import '../wallet.css';

/** The reader's language, for formatting amounts and dates. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.language);
}

/** Every wallet page: heading, intro, optional actions, then its cards (as the settings pages). */
export function WalletPageFrame({
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
    <div className={cx('wallet-page', width === 'narrow' && 'wallet-page--narrow')}>
      <PageHeader title={title} description={description} actions={actions} />
      {children}
    </div>
  );
}

/** `OMR 1,234.500` (Arabic digits in Arabic), on one line, isolated from the surrounding text's direction. */
export function Money({ amount, className }: { amount: number | bigint | string | null | undefined; className?: string }) {
  const language = useLanguage();
  if (amount === null || amount === undefined || amount === '') return <span className={className}>—</span>;
  return (
    <bdi className={cx('wallet-money', className)}>
      {formatOmr(amount, language)}
    </bdi>
  );
}

/** A rule's result in the reader's language: this remote's `validation.<key>`, else the shell's. */
export function useRuleText() {
  const { t } = useTranslation('wallet');
  return useCallback(
    (message: RuleMessage | undefined, serverMessage?: string): string | undefined => {
      if (serverMessage) return serverMessage;
      if (!message) return undefined;
      return t([`validation.${message.key}`, `translation:validation.${message.key}`], message.params ?? {});
    },
    [t],
  );
}

/** A read that failed: the message and a way to try again. */
export function LoadError({ error, onRetry, title }: { error: unknown; onRetry?: () => void; title?: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      tone="danger"
      title={title ?? t('common.error')}
      action={
        onRetry ? (
          <Button variant="outline" size="sm" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : undefined
      }
    >
      {errorMessage(error, '') || null}
    </Alert>
  );
}

/** A refused action (A8.1, A8.3): the server's message unchanged, else "An error has occurred". */
export function ServerError({ error, onClose }: { error: unknown; onClose?: () => void }) {
  const { t } = useTranslation();
  if (!error) return null;
  const message = isApiError(error) || error instanceof Error ? error.message : '';
  return (
    <Alert tone="danger" onClose={onClose} closeLabel={t('common.close')}>
      {message || t('common.error')}
    </Alert>
  );
}

const STATUS_TONES: Record<TxStatus, string> = { 0: 'warning', 1: 'info', 2: 'success', 3: 'danger', 4: 'danger' };

/** A4.6: 0 pending, 1 in process, 2 success, 3 rejected, 4 failed. */
export function StatusBadge({ status }: { status: TxStatus }) {
  const { t } = useTranslation('wallet');
  const name = STATUS_NAMES[status] ?? 'pending';
  return <span className={cx('wallet-badge', `wallet-badge--${STATUS_TONES[status] ?? 'neutral'}`)}>{t(`status.${name}`)}</span>;
}
