import { Table, type TableColumnsType } from 'antd';
import { useTexts } from '../locale-context';
import { EmptyState } from './empty-state';
import { MainLink } from './main-link';

export interface Paging {
  page: number;
  limit: number;
  /** Set on the full lists (a pager with sizes); unset on the overview's first pages. */
  onChange?: (page: number, limit: number) => void;
}

interface ListTableProps<T> extends Paging {
  testId: string;
  columns: TableColumnsType<T>;
  loading: boolean;
  rows: T[];
  total: number;
  /** What the empty list says, and the main-app page where the user gets a first one. */
  empty: { description: string; action: string; href: string };
}

/** A list of the workbench: loading, an empty state that leads into the main app, and a pager on the full lists. */
export function ListTable<T extends { id: string }>(props: ListTableProps<T>) {
  const { t } = useTexts();
  const { page, limit, onChange, empty } = props;
  return (
    <Table<T>
      data-testid={props.testId}
      rowKey="id"
      size="middle"
      loading={props.loading}
      columns={props.columns}
      dataSource={props.rows}
      locale={{
        emptyText: props.loading ? (
          ' '
        ) : (
          <EmptyState
            description={empty.description}
            action={
              <MainLink primary href={empty.href}>
                {empty.action}
              </MainLink>
            }
          />
        ),
      }}
      pagination={
        onChange
          ? {
              current: page,
              pageSize: limit,
              total: props.total,
              showSizeChanger: true,
              pageSizeOptions: [10, 20, 50, 100],
              showTotal: (total) => t('total', { count: total }),
              onChange,
            }
          : false
      }
    />
  );
}
