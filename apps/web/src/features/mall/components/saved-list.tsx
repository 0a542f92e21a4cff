import { Button, Card, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, type UsePageTableOptions, usePageTable } from '../../../shared/ui/page-table';

/** What the caller keeps: favourite goods (texts under `favourites.`) or followed shops (`follows.`). */
export type SavedKind = 'favourite' | 'follow';

export interface SavedListProps<T extends { name: string }, F extends object>
  extends Pick<UsePageTableOptions<T, F>, 'queryKey' | 'fetcher'> {
  kind: SavedKind;
  /** The id the remove call takes; also the row key. */
  idOf: (row: T) => string;
  remove: (ids: string[]) => Promise<unknown>;
  /** Every column but the remove action. */
  columns: NonNullable<TableProps<T>['columns']>;
  actionsWidth: number;
  /** The filter fields (Form.Items). */
  filters: ReactNode;
}

/** The caller's saved goods or shops, newest first, with filters; remove after confirming. */
export function SavedList<T extends { name: string }, F extends object>({
  kind,
  queryKey,
  fetcher,
  idOf,
  remove,
  columns,
  actionsWidth,
  filters,
}: SavedListProps<T, F>) {
  const { t } = useTranslation(['mall', 'common']);
  const texts = `${kind}s`;
  const table = usePageTable<T, F>({ queryKey, fetcher });

  const handleRemove = (row: T) =>
    notify.confirm({
      title: t(`${texts}.removeTitle`, { name: row.name }),
      content: t(`${texts}.removeContent`),
      okText: t(`${texts}.remove`),
      cancelText: t('common:actions.cancel'),
      danger: true,
      okTestId: `${kind}-remove-confirm`,
      onOk: async () => {
        try {
          await remove([idOf(row)]);
          notify.success(t(`${texts}.removed`));
          table.afterDelete();
        } catch (error) {
          const text = errorText(error);
          if (text) notify.error(text);
        }
      },
    });

  const withActions: TableProps<T>['columns'] = [
    ...columns,
    {
      key: 'actions',
      title: t('favourites.actions'),
      width: actionsWidth,
      render: (_value, row) => (
        <Button
          type="link"
          danger
          size="small"
          style={{ paddingInline: 0 }}
          onClick={() => handleRemove(row)}
          data-testid={`${kind}-remove-${idOf(row)}`}
        >
          {t(`${texts}.remove`)}
        </Button>
      ),
    },
  ];

  return (
    <Card title={t(`${texts}.title`)} data-testid={`${kind}-list`}>
      <ListFiltersBar<F> onSearch={table.search} testId={`${kind}-filters`}>
        {filters}
      </ListFiltersBar>
      <PageTable<T, F>
        rowKey={idOf}
        table={table}
        columns={withActions}
        locale={{ emptyText: t(`${texts}.empty`) }}
        data-testid={`${texts}-table`}
      />
    </Card>
  );
}
