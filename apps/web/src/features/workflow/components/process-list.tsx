import { Card, Empty, Form, Input, Select, type TableColumnType, type TableProps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, type PageTableState } from '../../../shared/ui/page-table';
import { businessTypeOptions } from '../business-types';
import { BusinessTypeTag } from './business-type-tag';

/** What a row of a process list says about the object under review. */
interface ProcessSubject {
  businessType: string;
  processDefinitionKey: string;
  processDefinitionName: string;
  objectName: string;
  businessKey: string;
}

/** The first two columns of the process lists: the business type and the object under review. */
export function useProcessSubjectColumns<T extends ProcessSubject>(): TableColumnType<T>[] {
  const { t } = useTranslation('workflow');
  return [
    {
      key: 'businessType',
      title: t('fields.businessType'),
      dataIndex: 'businessType',
      render: (value: string, row) => (
        <BusinessTypeTag type={value || row.processDefinitionKey} fallback={row.processDefinitionName} />
      ),
    },
    {
      key: 'objectName',
      title: t('fields.objectName'),
      dataIndex: 'objectName',
      ellipsis: true,
      render: (value: string, row) => (
        <Typography.Text strong>{value || row.businessKey || '-'}</Typography.Text>
      ),
    },
  ];
}

export interface ProcessListProps<T extends object, F extends { keyword?: string }> {
  table: PageTableState<T, F>;
  /** The filter naming the business type (`businessType` or `processDefinitionKey`). */
  typeField: 'businessType' | 'processDefinitionKey';
  keywordMaxLength: number | undefined;
  columns: NonNullable<TableProps<T>['columns']>;
  rowKey: keyof T & string;
  emptyText: string;
  /** Test ids: the card itself, `…-filters`, `…-table`; the type and keyword fields' when given. */
  testIds: { card: string; filters: string; table: string; type?: string; keyword?: string };
  initialFilters?: Partial<F>;
}

/** A list of processes or tasks: business type and keyword filters over a paged table. */
export function ProcessList<T extends object, F extends { keyword?: string }>({
  table,
  typeField,
  keywordMaxLength,
  columns,
  rowKey,
  emptyText,
  testIds,
  initialFilters,
}: ProcessListProps<T, F>) {
  const { t } = useTranslation('workflow');
  return (
    <Card data-testid={testIds.card}>
      <ListFiltersBar<F> testId={testIds.filters} onSearch={table.search} initialValues={initialFilters}>
        <Form.Item name={typeField} label={t('filters.businessType')}>
          <Select
            allowClear
            placeholder={t('filters.allTypes')}
            style={{ width: 180 }}
            options={businessTypeOptions()}
            data-testid={testIds.type}
          />
        </Form.Item>
        <Form.Item name="keyword" label={t('filters.keyword')}>
          <Input
            allowClear
            maxLength={keywordMaxLength}
            placeholder={t('filters.keywordPlaceholder')}
            style={{ width: 260 }}
            data-testid={testIds.keyword}
          />
        </Form.Item>
      </ListFiltersBar>
      <PageTable<T, F>
        table={table}
        rowKey={rowKey}
        columns={columns}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
        data-testid={testIds.table}
      />
    </Card>
  );
}
