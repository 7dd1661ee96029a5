import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrudApi, QueryValue } from '@cf/api-client';
import { Alert, Button, Cluster, ConfirmDialog, EmptyState, Stack, useToast } from '@cf/ui';
import { ErrorPanel, ListSkeleton, useFailureText } from './feedback';
import type { FieldDef, FormErrors, FormValues } from './form-model';
import { AdminListFooter, AdminTable, type Column } from './AdminTable';
import { ResourceForm } from './ResourceForm';
import { ADMIN_KEY, useAdminList, useRefresh } from './admin-queries';

export type { Column } from './AdminTable';

export interface RowActions {
  /** Runs a change, then toasts success or failure (the failure also shows above the list) and refreshes. */
  run: (action: () => Promise<unknown>, successMessage: string) => Promise<boolean>;
  busy: boolean;
  /** Every row is loaded (reordering needs the whole list). */
  complete: boolean;
}

export interface ResourceSectionProps<T extends { id: string }> {
  /** Resource name in query keys, e.g. 'languages'. */
  resource: string;
  title: string;
  description?: ReactNode;
  api: CrudApi<T, Record<string, unknown>>;
  /** Filters sent with the list (menu type, FAQ category). */
  listQuery?: Record<string, QueryValue>;
  columns: Column<T>[];
  /** How a row is named in dialogs ("Delete English?"). */
  nameOf: (row: T) => string;
  fields: FieldDef[];
  defaults?: FormValues;
  validate?: (values: FormValues) => FormErrors;
  /** Public caches to refresh after a change (the shell's menus, languages…). */
  publicKeys?: ReadonlyArray<readonly unknown[]>;
  labels: { add: string; addTitle: string; editTitle: (row: T) => string; created: string; updated: string; deleted: string };
  rowActions?: (row: T, index: number, rows: T[], actions: RowActions) => ReactNode;
  toolbar?: ReactNode;
  /** Turn rows into form values (e.g. nested objects); defaults to the row itself. */
  toRow?: (row: T) => Record<string, unknown>;
  canDelete?: (row: T) => boolean;
  formSize?: 'md' | 'lg';
  /** Field a "This record already exists" refusal belongs to (slug, language code). */
  uniqueField?: string;
}

/**
 * An admin list: skeleton while loading, error panel with retry, "No record found", a table with
 * edit / delete (confirmed) and any extra row actions, "load more" with the total, and the add/edit
 * dialog. A refusal (default language, page used by a menu…) shows the server's message.
 */
export function ResourceSection<T extends { id: string }>(props: ResourceSectionProps<T>) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const failureText = useFailureText();
  const refresh = useRefresh();
  const { resource, api, listQuery } = props;
  const list = useAdminList<T>([resource, listQuery ?? {}], (limit) => api.list(limit, listQuery));
  const [editing, setEditing] = useState<T | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refreshAll = useCallback(
    () => refresh([[ADMIN_KEY, resource], ...(props.publicKeys ?? [])]),
    [refresh, resource, props.publicKeys],
  );

  const run = useCallback(
    async (action: () => Promise<unknown>, successMessage: string) => {
      setActionError(null);
      setBusy(true);
      try {
        await action();
        toast.show({ tone: 'success', message: successMessage });
        return true;
      } catch (error) {
        const message = failureText(error);
        setActionError(message);
        toast.show({ tone: 'danger', message });
        return false;
      } finally {
        setBusy(false);
        void refreshAll();
      }
    },
    [toast, failureText, refreshAll],
  );

  const confirmDelete = async () => {
    const row = deleting;
    if (!row) return;
    await run(() => api.remove(row.id), props.labels.deleted);
    setDeleting(null);
  };

  const rows = list.docs;
  const toRow = props.toRow ?? ((row: T) => row as unknown as Record<string, unknown>);

  return (
    <Stack gap={4}>
      <header className="admin-section__header">
        <div>
          <h2 className="admin-section__title">{props.title}</h2>
          {props.description ? <p className="admin-muted">{props.description}</p> : null}
        </div>
        <Button onClick={() => setAdding(true)}>{props.labels.add}</Button>
      </header>
      {props.toolbar}
      {actionError ? (
        <Alert tone="danger" onClose={() => setActionError(null)} closeLabel={tc('common.close')}>
          {actionError}
        </Alert>
      ) : null}
      {list.query.isPending ? <ListSkeleton /> : null}
      {list.query.isError && !list.query.data ? <ErrorPanel error={list.query.error} onRetry={() => void list.query.refetch()} /> : null}
      {list.query.isSuccess && rows.length === 0 ? <EmptyState title={tc('common.noRecord')} description={t('common.emptyHint')} /> : null}
      {rows.length > 0 ? (
        <>
          <AdminTable
            columns={props.columns}
            rows={rows}
            rowKey={(row) => row.id}
            actions={(row, index) => (
              <Cluster gap={1} justify="end">
                {props.rowActions?.(row, index, rows, { run, busy, complete: !list.hasMore })}
                <Button size="sm" variant="outline" onClick={() => setEditing(row)} aria-label={t('common.editNamed', { name: props.nameOf(row) })}>
                  {t('common.edit')}
                </Button>
                {props.canDelete?.(row) === false ? null : (
                  <Button
                    size="sm"
                    variant="ghost"
                    className="admin-danger-text"
                    onClick={() => setDeleting(row)}
                    aria-label={t('common.deleteNamed', { name: props.nameOf(row) })}
                  >
                    {t('common.delete')}
                  </Button>
                )}
              </Cluster>
            )}
          />
          <AdminListFooter list={list} shown={rows.length} />
        </>
      ) : null}
      <ResourceForm
        open={adding || editing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setAdding(false);
            setEditing(null);
          }
        }}
        title={editing ? props.labels.editTitle(editing) : props.labels.addTitle}
        fields={props.fields}
        row={editing ? toRow(editing) : null}
        defaults={props.defaults}
        validate={props.validate}
        save={(body) => (editing ? api.update(editing.id, body) : api.create(body))}
        savedMessage={editing ? props.labels.updated : props.labels.created}
        onSaved={() => void refreshAll()}
        size={props.formSize}
        uniqueField={props.uniqueField}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (!open ? setDeleting(null) : undefined)}
        title={deleting ? t('common.confirmDeleteTitle', { name: props.nameOf(deleting) }) : ''}
        message={t('common.confirmDeleteBody')}
        confirmLabel={t('common.delete')}
        cancelLabel={tc('common.cancel')}
        closeLabel={tc('common.close')}
        onConfirm={() => void confirmDelete()}
        danger
        busy={busy}
      />
    </Stack>
  );
}
