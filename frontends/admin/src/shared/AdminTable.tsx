import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMoreFooter, StackedTable } from '@cf/ui';
import type { useAdminList } from './admin-queries';
import { ErrorPanel } from './feedback';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** The row's name column (a row header for screen readers). */
  rowHeader?: boolean;
  className?: string;
}

export interface AdminTableProps<T> {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** The buttons at the row's end (the column is named "Actions" for screen readers). */
  actions?: (row: T, index: number) => ReactNode;
  /** Another search or filter is on its way: the rows shown are about to change. */
  busy?: boolean;
  /** The table's name for screen readers (when the heading above does not say it). */
  caption?: string;
}

/** Every admin list's table: columns, a row header, the actions column at the row's end. */
export function AdminTable<T>({ columns, rows, rowKey, actions, busy, caption }: AdminTableProps<T>) {
  const { t } = useTranslation('admin');
  return (
    <StackedTable className="admin-table-wrap" aria-busy={busy || undefined}>
      <table className="admin-table">
        {caption ? <caption className="cf-visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col">
                {c.header}
              </th>
            ))}
            {actions ? (
              <th scope="col">
                <span className="cf-visually-hidden">{t('common.actions')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row)}>
              {columns.map((c) =>
                c.rowHeader ? (
                  <th key={c.header} scope="row" className={c.className}>
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={c.header} className={c.className}>
                    {c.cell(row)}
                  </td>
                ),
              )}
              {actions ? <td className="admin-table__actions">{actions(row, index)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </StackedTable>
  );
}

/** Under a list: a failed longer page (with retry), "Showing 10 of 23" and "Load more". */
export function AdminListFooter<T>({ list, shown }: { list: ReturnType<typeof useAdminList<T>>; shown: number }) {
  return (
    <>
      {list.query.isError ? <ErrorPanel error={list.query.error} onRetry={() => void list.query.refetch()} /> : null}
      <LoadMoreFooter shown={shown} total={list.total} hasMore={list.hasMore} loading={list.loadingMore} onLoadMore={list.loadMore} />
    </>
  );
}
