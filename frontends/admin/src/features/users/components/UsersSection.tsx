import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminApi, useCurrentUser, type AdminUser } from '@cf/api-client';
import { adminUsersExportEndpoint } from '@cf/contracts/rest';
import { formatDate } from '@cf/i18n';
import { Alert, Badge, Button, ConfirmDialog, EmptyState, Stack, TextField, useLanguage, useToast } from '@cf/ui';
import { ErrorPanel, ListSkeleton, useFailureText } from '../../../shared/feedback';
import { PeriodExport } from '../../../shared/PeriodExport';
import { ADMIN_KEY, useAdminList, useRefresh } from '../../../shared/admin-queries';
import { AdminListFooter, AdminTable } from '../../../shared/AdminTable';

const SEARCH_DELAY_MS = 350;

/** Users (identity): search by name or e-mail, a list growing 10 at a time, activate/deactivate after confirmation. */
export default function UsersSection() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const toast = useToast();
  const failureText = useFailureText();
  const refresh = useRefresh();
  const me = useCurrentUser();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [changing, setChanging] = useState<AdminUser | null>(null);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  // Searching starts a short moment after typing stops (Enter searches at once).
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);

  const list = useAdminList<AdminUser>(['users', search], (limit) => adminApi.users(search, limit));
  const rows = list.docs;
  const searching = list.switching;

  const name = (u: AdminUser) =>
    (language === 'ar' && u.fullNameAr ? u.fullNameAr : [u.firstName, u.lastName].filter(Boolean).join(' ')) || u.email;

  const confirmChange = async () => {
    const user = changing;
    if (!user) return;
    const next = user.status === 'active' ? 'inactive' : 'active';
    setBusy(true);
    setActionError(null);
    try {
      await adminApi.setUserStatus(user.id, next);
      toast.show({
        tone: 'success',
        message: next === 'active' ? t('users.activated', { name: name(user) }) : t('users.deactivated', { name: name(user) }),
      });
    } catch (error) {
      const message = failureText(error);
      setActionError(message);
      toast.show({ tone: 'danger', message });
    } finally {
      setBusy(false);
      setChanging(null);
      void refresh([[ADMIN_KEY, 'users']]);
    }
  };

  return (
    <Stack gap={4}>
      <header className="admin-section__header">
        <div>
          <h2 className="admin-section__title">{t('users.title')}</h2>
          <p className="admin-muted">{t('users.intro')}</p>
        </div>
      </header>
      <form
        role="search"
        className="admin-toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(input.trim());
        }}
      >
        <TextField
          type="search"
          label={t('users.search')}
          hint={t('users.searchHint')}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          maxLength={100}
          autoComplete="off"
        />
        <Button type="submit" variant="outline" loading={searching}>
          {t('users.searchButton')}
        </Button>
      </form>
      {actionError ? (
        <Alert tone="danger" onClose={() => setActionError(null)} closeLabel={tc('common.close')}>
          {actionError}
        </Alert>
      ) : null}
      {list.query.isPending ? <ListSkeleton /> : null}
      {list.query.isError && !list.query.data ? <ErrorPanel error={list.query.error} onRetry={() => void list.query.refetch()} /> : null}
      {list.query.isSuccess && rows.length === 0 ? (
        <EmptyState
          title={search ? tc('common.noResults') : tc('common.noRecord')}
          description={search ? t('users.noMatch', { search }) : undefined}
        />
      ) : null}
      {rows.length > 0 ? (
        <>
          <AdminTable
            busy={searching}
            rows={rows}
            rowKey={(user) => user.id}
            columns={[
              { header: t('users.name'), cell: (user) => name(user), rowHeader: true },
              {
                header: t('users.email'),
                cell: (user) => (
                  <span dir="ltr" className="admin-break">
                    {user.email}
                  </span>
                ),
              },
              // An administrator is listed as one, whatever type the account was opened with.
              { header: t('users.type'), cell: (user) => (user.isAdmin ? t('users.admin') : user.userType ? t(`users.types.${user.userType}`, { defaultValue: user.userType }) : '—') },
              {
                header: t('common.status'),
                cell: (user) => (
                  <span className="admin-badges">
                    {user.status === 'active' ? <Badge tone="success">{t('common.active')}</Badge> : <Badge tone="danger">{t('common.inactive')}</Badge>}
                    {user.activated === false ? <Badge tone="warning">{t('users.notActivated')}</Badge> : null}
                    {user.isAdmin ? <Badge tone="info">{t('users.admin')}</Badge> : null}
                    {me.data?.id === user.id ? <Badge>{t('users.you')}</Badge> : null}
                  </span>
                ),
              },
              {
                header: t('users.joined'),
                className: 'admin-table__narrow',
                cell: (user) => (user.createdAt ? formatDate(user.createdAt, language, { dateStyle: 'medium' }) : '—'),
              },
            ]}
            actions={(user) =>
              me.data?.id === user.id ? null : (
                <Button
                  size="sm"
                  variant={user.status === 'active' ? 'ghost' : 'outline'}
                  className={user.status === 'active' ? 'admin-danger-text' : undefined}
                  onClick={() => setChanging(user)}
                  aria-label={user.status === 'active' ? t('common.deactivateNamed', { name: name(user) }) : t('common.activateNamed', { name: name(user) })}
                >
                  {user.status === 'active' ? t('common.deactivate') : t('common.activate')}
                </Button>
              )
            }
          />
          <AdminListFooter list={list} shown={rows.length} />
        </>
      ) : null}
      <ConfirmDialog
        open={changing !== null}
        onOpenChange={(open) => (!open ? setChanging(null) : undefined)}
        title={
          changing
            ? changing.status === 'active'
              ? t('users.confirmDeactivateTitle', { name: name(changing) })
              : t('users.confirmActivateTitle', { name: name(changing) })
            : ''
        }
        message={changing?.status === 'active' ? t('users.confirmDeactivateBody') : t('users.confirmActivateBody')}
        confirmLabel={changing?.status === 'active' ? t('common.deactivate') : t('common.activate')}
        cancelLabel={tc('common.cancel')}
        closeLabel={tc('common.close')}
        onConfirm={() => void confirmChange()}
        danger={changing?.status === 'active'}
        busy={busy}
      />
      <PeriodExport title={t('users.export.title')} intro={t('users.export.intro')} path={adminUsersExportEndpoint.path} filePrefix="users" />
    </Stack>
  );
}
