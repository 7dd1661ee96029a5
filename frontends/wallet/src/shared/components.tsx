import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx, PageHeader } from '@cf/ui';

import { STATUS_NAMES, type TxStatus } from '../api/wallet-api';
import type { RuleMessage } from './rules';
import '../wallet.css';

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

const STATUS_TONES: Record<TxStatus, string> = { 0: 'warning', 1: 'info', 2: 'success', 3: 'danger', 4: 'danger' };

/** A4.6: 0 pending, 1 in process, 2 success, 3 rejected, 4 failed. */
export function StatusBadge({ status }: { status: TxStatus }) {
  const { t } = useTranslation('wallet');
  const name = STATUS_NAMES[status] ?? 'pending';
  return <span className={cx('wallet-badge', `wallet-badge--${STATUS_TONES[status] ?? 'neutral'}`)}>{t(`status.${name}`)}</span>;
}
