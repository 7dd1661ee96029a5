import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, ConfirmDialog, ServerError, useToast } from '@cf/ui';
import { useRefreshWallet, useSavedBankAccounts } from '../../../api/hooks';
import { walletApi, type SavedBankAccount } from '../../../api/wallet-api';

/**
 * A3.11: the saved withdrawal accounts, primary first, each made primary or removed (after a
 * confirmation). Shown only once an account has been saved (from a withdrawal).
 */
export function SavedBankAccountsCard() {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const refresh = useRefreshWallet();
  const saved = useSavedBankAccounts();
  const [removing, setRemoving] = useState<SavedBankAccount | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const accounts = saved.data?.docs ?? [];
  if (accounts.length === 0) return null;

  const act = async (account: SavedBankAccount, action: 'primary' | 'remove') => {
    setBusy(account.id);
    setFailure(null);
    try {
      if (action === 'primary') await walletApi.makePrimaryBankAccount(account.id);
      else await walletApi.removeBankAccount(account.id);
      toast.show({ tone: 'success', message: t(action === 'primary' ? 'bankAccounts.primaryChanged' : 'bankAccounts.removed') });
      setRemoving(null);
      await refresh();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card title={t('bankAccounts.savedAccountsTitle')} aria-label={t('bankAccounts.savedAccountsTitle')}>
      <p className="wallet-muted">{t('bankAccounts.savedAccountsIntro')}</p>
      <ServerError error={failure} onClose={() => setFailure(null)} />
      <ul className="wallet-accounts">
        {accounts.map((account) => (
          <li key={account.id} className="wallet-accounts__item">
            <span>
              {t('withdraw.savedAccount', { bank: account.bankName, holder: account.accountHolderName, last4: account.accountNumberLast4 })}{' '}
              {account.isPrimary ? <Badge tone="info">{t('withdraw.primary')}</Badge> : null}
            </span>
            <span className="wallet-actions wallet-actions--start">
              {account.isPrimary ? null : (
                <Button size="sm" variant="secondary" loading={busy === account.id} onClick={() => void act(account, 'primary')}>
                  {t('bankAccounts.makePrimary')}
                </Button>
              )}
              <Button size="sm" variant="ghost" onClick={() => setRemoving(account)} disabled={busy === account.id}>
                {t('bankAccounts.remove')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? null : setRemoving(null))}
        title={t('bankAccounts.removeTitle')}
        message={removing ? t('bankAccounts.removeBody', { bank: removing.bankName, last4: removing.accountNumberLast4 }) : ''}
        confirmLabel={t('bankAccounts.remove')}
        cancelLabel={tc('common.cancel')}
        closeLabel={tc('common.close')}
        onConfirm={() => removing && void act(removing, 'remove')}
        danger
        busy={removing !== null && busy === removing.id}
      />
    </Card>
  );
}
