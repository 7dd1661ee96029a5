import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatOmr, parseOmrInput } from '@cf/i18n';
import { Button, buttonClass, Card, Grid, LoadError, Money, ServerError, Skeleton, Stack, TextField, useLanguage, useToast } from '@cf/ui';
import { childrenApi, useChildWallet, useChildWrite, type ChildRegistrationView } from '../children-api';

/**
 * A3.15, A2.21 "child wallet details" and "child contribution": an accepted child's wallet (minor,
 * owner type, guardian, wallet ID, balance), money in from the guardian's wallet and back to it
 * (ADR 0026: the only ways in and out), the last movements, and the child's investments.
 */
export function ChildWalletCard({ child }: { child: ChildRegistrationView }) {
  const { t } = useTranslation('settings');
  const language = useLanguage();
  const { wallet, transactions, guardian } = useChildWallet(child.id, true);
  if (wallet.isPending || guardian.isPending) return <Skeleton lines={4} />;
  if ((wallet.isError && wallet.data === undefined) || (guardian.isError && guardian.data === undefined))
    return <LoadError error={wallet.error ?? guardian.error} onRetry={() => void Promise.all([wallet.refetch(), guardian.refetch()])} />;
  const w = wallet.data;
  return (
    <Card title={t('children.wallet.title')}>
      <Stack gap={4}>
        <dl className="children-summary">
          <div>
            <dt>{t('children.wallet.balance')}</dt>
            <dd>
              <Money amount={w.balance} />
            </dd>
          </div>
          <div>
            <dt>{t('children.wallet.available')}</dt>
            <dd>
              <Money amount={w.available} />
            </dd>
          </div>
          <div>
            <dt>{t('children.wallet.ownerType')}</dt>
            <dd>{t('children.wallet.minor')}</dd>
          </div>
          <div>
            <dt>{t('children.wallet.walletId')}</dt>
            <dd>
              <bdi dir="ltr">{w.walletId}</bdi>
            </dd>
          </div>
        </dl>
        <Grid min="16rem" gap={4}>
          <MoveForm direction="in" child={child} limit={guardian.data.available} />
          <MoveForm direction="out" child={child} limit={w.available} />
        </Grid>
        <p className="settings-muted">{t('children.wallet.rule')}</p>
        <div>
          <Link className={buttonClass('outline', 'sm')} to={`/child-investments/${encodeURIComponent(child.id)}`}>
            {t('children.wallet.investments')}
          </Link>
        </div>
        {transactions.data && transactions.data.docs.length > 0 ? (
          <ul className="children-moves" aria-label={t('children.wallet.moves')}>
            {transactions.data.docs.map((tx) => (
              <li key={tx.id}>
                <span>{formatDate(tx.createdAt, language)}</span> <span>{t(`children.wallet.types.${tx.type}`, { defaultValue: tx.type })}</span>{' '}
                <strong>
                  {tx.entryType === 'DEBIT' ? '−' : '+'}
                  {formatOmr(tx.amount, language)}
                </strong>
              </li>
            ))}
          </ul>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Money in from the guardian's wallet ("in") or back to it ("out"), at most `limit` (baisa). */
function MoveForm({ direction, child, limit }: { direction: 'in' | 'out'; child: ChildRegistrationView; limit: number }) {
  const { t } = useTranslation('settings');
  const language = useLanguage();
  const toast = useToast();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<unknown>(null);
  const move = useChildWrite(childrenApi.move);
  // One key per attempt: a retried click of the same attempt moves the money once.
  const attempt = useRef<{ amount: string; key: string } | null>(null);
  const id = `child-move-${direction}`;
  return (
    <form
      noValidate
      className="settings-form"
      aria-labelledby={`${id}-title`}
      onSubmit={async (event) => {
        event.preventDefault();
        const baisa = parseOmrInput(amount);
        if (baisa === null || baisa <= 0n) return setError(t('children.wallet.amountInvalid'));
        if (baisa > BigInt(limit)) return setError(t(direction === 'in' ? 'children.wallet.notEnoughYours' : 'children.wallet.notEnoughChild', { amount: formatOmr(limit, language) }));
        setError(undefined);
        setFailure(null);
        if (attempt.current?.amount !== amount) attempt.current = { amount, key: childrenApi.newKey() };
        try {
          await move.mutateAsync({ direction, childId: child.id, amount: Number(baisa), key: attempt.current.key });
          attempt.current = null;
          setAmount('');
          toast.show({ tone: 'success', message: t(direction === 'in' ? 'children.wallet.addedIn' : 'children.wallet.movedOut') });
        } catch (e) {
          setFailure(e);
        }
      }}
    >
      <Stack gap={2}>
        <h3 id={`${id}-title`} className="children-move__title">
          {t(direction === 'in' ? 'children.wallet.inTitle' : 'children.wallet.outTitle')}
        </h3>
        <ServerError error={failure} />
        <TextField
          label={t('children.wallet.amount')}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          hint={t(direction === 'in' ? 'children.wallet.yoursAvailable' : 'children.wallet.childAvailable', { amount: formatOmr(limit, language) })}
          error={error}
        />
        <div>
          <Button type="submit" size="sm" loading={move.isPending}>
            {t(direction === 'in' ? 'children.wallet.addIn' : 'children.wallet.moveOut')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
