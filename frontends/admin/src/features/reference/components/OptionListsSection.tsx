import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminApi, type AdminOptionItem } from '@cf/api-client';
import { MANAGED_OPTION_LISTS, type ManagedOptionList } from '@cf/contracts/rest';
import { Badge, Select } from '@cf/ui';
import type { FieldDef } from '../../../shared/form-model';
import { usePick } from '../../../shared/localized';
import { ResourceSection, type Column } from '../../../shared/ResourceSection';

/**
 * The option lists of the forms (A7.8 manage-options/…): industries, team member types, stages,
 * employment, sources of income… One list at a time: its options' keys, names per language, order
 * and whether they are offered. The set of lists is the platform's; their options are the
 * administrators'.
 */
export default function OptionListsSection() {
  const { t } = useTranslation('admin');
  const pick = usePick();
  const [list, setList] = useState<ManagedOptionList>('company-industry');
  const api = useMemo(() => adminApi.optionList(list), [list]);

  const fields = useMemo<FieldDef[]>(
    () => [
      { name: 'key', kind: 'text', label: t('optionLists.key'), hint: t('optionLists.keyHint'), required: true, ltr: true, max: 80, check: (v) => (/^[a-z0-9]+(-[a-z0-9]+)*$/.test(v) ? undefined : t('optionLists.keyInvalid')) },
      { name: 'name', kind: 'localized', label: t('optionLists.name'), max: 150 },
      { name: 'sortOrder', kind: 'number', label: t('common.order'), hint: t('common.orderHint') },
      { name: 'status', kind: 'checkbox', label: t('optionLists.offered') },
    ],
    [t],
  );

  const columns: Column<AdminOptionItem>[] = [
    { header: t('common.order'), cell: (row) => row.sortOrder, className: 'admin-table__narrow' },
    { header: t('optionLists.name'), cell: (row) => pick(row.name), rowHeader: true },
    { header: t('optionLists.key'), cell: (row) => <bdi className="admin-code">{row.key}</bdi> },
    {
      header: t('common.status'),
      cell: (row) => (row.status ? <Badge tone="success">{t('optionLists.offeredBadge')}</Badge> : <Badge tone="warning">{t('common.hidden')}</Badge>),
    },
  ];

  return (
    <ResourceSection<AdminOptionItem>
      // A list of its own: its rows, its cache, its form.
      key={list}
      resource={`option-list-${list}`}
      title={t('optionLists.title')}
      description={t('optionLists.intro')}
      api={api}
      columns={columns}
      nameOf={(row) => pick(row.name)}
      fields={fields}
      defaults={{ sortOrder: '0', status: true }}
      publicKeys={[['manage-options', list]]}
      uniqueField="key"
      toolbar={
        <div className="admin-toolbar">
          <Select
            label={t('optionLists.list')}
            value={list}
            onChange={(e) => setList(e.target.value as ManagedOptionList)}
            options={MANAGED_OPTION_LISTS.map((key) => ({ value: key, label: t(`optionLists.lists.${key}`) }))}
          />
        </div>
      }
      labels={{
        add: t('optionLists.add'),
        addTitle: t('optionLists.addTitle', { list: t(`optionLists.lists.${list}`) }),
        editTitle: (row) => t('optionLists.editTitle', { name: pick(row.name) }),
        created: t('optionLists.created'),
        updated: t('optionLists.updated'),
        deleted: t('optionLists.deleted'),
      }}
    />
  );
}
