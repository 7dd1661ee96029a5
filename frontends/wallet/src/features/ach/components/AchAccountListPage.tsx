import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@cf/i18n';
import { Alert, Button, buttonClass, Card, ConfirmDialog, EmptyState, LoadError, ServerError, Skeleton, useLanguage, useToast, StackedTable } from '@cf/ui';
import { useRefreshWallet } from '../../../api/hooks';
import { isNotConfigured, walletApi, type AchAccount } from '../../../api/wallet-api';
import { WalletPageFrame } from '../../../shared/components';
import { AchNotConfigured } from './NotConfigured';
import { useAchAccounts, useAchAvailable, useFinishAchConnection } from './use-ach';

const keyOf = (a: AchAccount) => a._id ?? a.id ?? a.accountId;

/** `/settings/ach-account-list` (C2.23, A3.11): connected ACH accounts, disconnect after confirmation. */
export default function AchAccountListPage() {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const toast = useToast();
  const refresh = useRefreshWallet();
  const accounts = useAchAccounts();
  const [removing, setRemoving] = useState<AchAccount | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const available = useAchAvailable();
  const connection = useFinishAchConnection();
  const notConfigured = available === false || (accounts.isError && isNotConfigured(accounts.error));

  const disconnect = async () => {
    if (!removing) return;
    setBusy(true);
    setFailure(null);
    try {
      await walletApi.disconnectAch(keyOf(removing));
      toast.show({ tone: 'success', message: t('ach.disconnected') });
    } catch (e) {
      setFailure(e);
    } finally {
      setBusy(false);
      setRemoving(null);
      void refresh();
    }
  };

  return (
    <WalletPageFrame
      title={t('ach.title')}
      description={t('ach.intro')}
      actions={
        notConfigured ? undefined : (
          <Link to="/stripe-account-connect" className={buttonClass('primary')}>
            {t('ach.connect')}
          </Link>
        )
      }
    >
      <ServerError error={failure} onClose={() => setFailure(null)} />
      <ServerError error={connection.failure} onClose={connection.clearFailure} />
      {connection.cancelled ? (
        <Alert tone="warning" title={t('connect.refusedTitle')}>
          <p>{t('connect.refused')}</p>
        </Alert>
      ) : null}
      {connection.finishing ? (
        <div role="status" aria-live="polite">
          <p>{t('connect.finishing')}</p>
        </div>
      ) : null}
      <Card>
        {accounts.isPending && !notConfigured ? (
          <div role="status" aria-live="polite">
            <span className="cf-visually-hidden">{tc('common.loading')}</span>
            <Skeleton lines={3} height="2rem" />
          </div>
        ) : notConfigured ? (
          <AchNotConfigured />
        ) : accounts.isError ? (
          <LoadError error={accounts.error} onRetry={() => void accounts.refetch()} />
        ) : (accounts.data ?? []).length === 0 ? (
          <EmptyState title={tc('common.noRecord')} description={t('ach.connectFirst')} />
        ) : (
          <StackedTable className="wallet-table-wrap">
            <table className="wallet-table">
              <caption className="cf-visually-hidden">{t('ach.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('ach.accountId')}</th>
                  <th scope="col">{t('ach.companyName')}</th>
                  <th scope="col">{t('ach.createdAt')}</th>
                  <th scope="col">
                    <span className="cf-visually-hidden">{t('ach.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {(accounts.data ?? []).map((account) => (
                  <tr key={keyOf(account)}>
                    <th scope="row">
                      <bdi className="wallet-code">{account.accountId}</bdi>
                    </th>
                    <td>{account.companyName || '—'}</td>
                    <td>{account.createdAt ? formatDate(account.createdAt, language, { dateStyle: 'medium' }) : '—'}</td>
                    <td className="wallet-table__actions">
                      <Button
                        size="sm"
                        variant="ghost"
                        className="wallet-danger-text"
                        onClick={() => setRemoving(account)}
                        aria-label={t('ach.disconnectNamed', { id: account.accountId })}
                      >
                        {t('ach.disconnect')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </StackedTable>
        )}
      </Card>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (!open ? setRemoving(null) : undefined)}
        title={t('ach.confirmTitle')}
        message={t('ach.confirmBody', { id: removing?.accountId ?? '' })}
        confirmLabel={t('ach.disconnect')}
        cancelLabel={tc('common.cancel')}
        closeLabel={tc('common.close')}
        onConfirm={() => void disconnect()}
        danger
        busy={busy}
      />
    </WalletPageFrame>
  );
}
