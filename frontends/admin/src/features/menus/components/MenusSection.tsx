import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminApi, checkHttpsLink, SOCIAL_ICONS, type AdminMenuLink, type AdminMenuType, type CrudApi } from '@cf/api-client';
import { Badge, Button, Tabs } from '@cf/ui';
import type { FieldDef, FormValues } from '../../../shared/form-model';
import { usePick } from '../../../shared/localized';
import { ResourceSection, type Column } from '../../../shared/ResourceSection';
import { ADMIN_KEY } from '../../../shared/admin-queries';

const TYPES: AdminMenuType[] = ['header', 'footer', 'social'];

/** New order after moving one row: every row gets 10, 20, 30… and only the rows whose order changed are saved. */
export function reorder<T extends { id: string; sortOrder: number }>(
  rows: T[],
  index: number,
  delta: -1 | 1,
): Array<{ id: string; sortOrder: number }> {
  const target = index + delta;
  if (target < 0 || target >= rows.length) return [];
  const next = [...rows];
  [next[index], next[target]] = [next[target], next[index]];
  return next
    .map((row, i) => ({ id: row.id, sortOrder: (i + 1) * 10, before: row.sortOrder }))
    .filter((r) => r.sortOrder !== r.before)
    .map(({ id, sortOrder }) => ({ id, sortOrder }));
}

/** Menu links (A3.6): header, footer and social; custom URL or content page; titles per language; order. */
export default function MenusSection() {
  const { t } = useTranslation('admin');
  const [type, setType] = useState<AdminMenuType>('header');
  return (
    <Tabs
      label={t('menus.typesLabel')}
      value={type}
      onValueChange={(v) => setType(v as AdminMenuType)}
      items={TYPES.map((value) => ({ value, label: t(`menus.type.${value}`), content: <MenuList type={value} /> }))}
    />
  );
}

function MenuList({ type }: { type: AdminMenuType }) {
  const { t } = useTranslation('admin');
  const pick = usePick();
  const social = type === 'social';
  // The content-page picker: every page (limit 500 is the service's ceiling).
  const pages = useQuery({
    queryKey: [ADMIN_KEY, 'content-pages', 'picker'],
    queryFn: () => adminApi.contentPages.list(500),
    enabled: !social,
  });

  const api = useMemo<CrudApi<AdminMenuLink>>(
    () => ({ ...adminApi.menus, create: (body) => adminApi.menus.create({ ...body, menuType: type }) }),
    [type],
  );

  const fields = useMemo<FieldDef[]>(() => {
    const isPage = (v: FormValues) => !social && v.linkType === 'page';
    return [
      { name: 'title', kind: 'localized', label: t('menus.linkTitle'), max: 100 },
      {
        name: 'linkType',
        kind: 'radio',
        label: t('menus.linkType'),
        required: true,
        options: [
          { value: 'custom', label: t('menus.custom') },
          { value: 'page', label: t('menus.page') },
        ],
        visible: () => !social,
      },
      {
        name: 'customUrl',
        kind: 'link',
        label: t('menus.url'),
        hint: social ? t('menus.socialUrlHint') : undefined,
        nullable: true,
        visible: (v) => !isPage(v),
        check: social ? (v) => checkHttpsLink(v) : undefined,
      },
      {
        name: 'contentPageSlug',
        kind: 'select',
        label: t('menus.contentPage'),
        required: true,
        nullable: true,
        placeholder: t('menus.choosePage'),
        hint: pages.isError ? t('menus.pagesFailed') : undefined,
        options: (pages.data?.docs ?? []).map((p) => ({ value: p.slug, label: `${pick(p.title)} (${p.slug})` })),
        visible: isPage,
      },
      {
        name: 'urlTarget',
        kind: 'select',
        label: t('menus.target'),
        options: [
          { value: '_self', label: t('menus.sameTab') },
          { value: '_blank', label: t('menus.newTab') },
        ],
      },
      {
        name: 'socialMediaIcon',
        kind: 'select',
        label: t('menus.icon'),
        required: true,
        nullable: true,
        placeholder: t('menus.chooseIcon'),
        options: SOCIAL_ICONS.map((icon) => ({ value: icon, label: t(`menus.icons.${icon}`) })),
        visible: () => social,
      },
      { name: 'sortOrder', kind: 'number', label: t('common.order'), hint: t('common.orderHint') },
      { name: 'status', kind: 'checkbox', label: t('menus.visible') },
    ];
  }, [t, social, pages.data, pages.isError, pick]);

  const columns: Column<AdminMenuLink>[] = [
    { header: t('common.order'), cell: (row) => row.sortOrder, className: 'admin-table__narrow' },
    { header: t('menus.linkTitle'), cell: (row) => pick(row.title), rowHeader: true },
    {
      header: t('menus.destination'),
      cell: (row) =>
        row.linkType === 'page' ? (
          <span>
            {t('menus.page')}: <code dir="ltr">{row.contentPageSlug}</code>
          </span>
        ) : (
          <code dir="ltr" className="admin-break">
            {row.customUrl}
          </code>
        ),
    },
    ...(social
      ? [{ header: t('menus.icon'), cell: (row: AdminMenuLink) => (row.socialMediaIcon ? t(`menus.icons.${row.socialMediaIcon}`) : '—') }]
      : []),
    { header: t('menus.target'), cell: (row) => (row.urlTarget === '_blank' ? t('menus.newTab') : t('menus.sameTab')) },
    {
      header: t('common.status'),
      cell: (row) => (row.status ? <Badge tone="success">{t('common.shown')}</Badge> : <Badge tone="warning">{t('common.hidden')}</Badge>),
    },
  ];

  return (
    <ResourceSection<AdminMenuLink>
      resource="menus"
      title={t(`menus.titles.${type}`)}
      description={t('menus.intro')}
      api={api}
      listQuery={{ type }}
      columns={columns}
      nameOf={(row) => pick(row.title)}
      fields={fields}
      defaults={{ linkType: 'custom', urlTarget: social ? '_blank' : '_self', status: true, sortOrder: '0' }}
      publicKeys={[['menus']]}
      labels={{
        add: t('menus.add'),
        addTitle: t('menus.addTitle'),
        editTitle: (row) => t('menus.editTitle', { name: pick(row.title) }),
        created: t('menus.created'),
        updated: t('menus.updated'),
        deleted: t('menus.deleted'),
      }}
      rowActions={(row, index, rows, { run, busy, complete }) => {
        const move = (delta: -1 | 1) =>
          void run(async () => {
            for (const change of reorder(rows, index, delta)) await adminApi.menus.update(change.id, { sortOrder: change.sortOrder });
          }, t('menus.reordered'));
        const disabled = busy || !complete;
        return (
          <>
            <Button
              size="sm"
              variant="ghost"
              disabled={disabled || index === 0}
              onClick={() => move(-1)}
              aria-label={t('common.moveUp', { name: pick(row.title) })}
              title={complete ? undefined : t('menus.loadAllToReorder')}
            >
              <span aria-hidden="true">↑</span>
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={disabled || index === rows.length - 1}
              onClick={() => move(1)}
              aria-label={t('common.moveDown', { name: pick(row.title) })}
              title={complete ? undefined : t('menus.loadAllToReorder')}
            >
              <span aria-hidden="true">↓</span>
            </Button>
          </>
        );
      }}
    />
  );
}
