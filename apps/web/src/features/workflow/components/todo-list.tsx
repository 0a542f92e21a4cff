import { workflow } from '@datamall/contract';
import { Card, Empty, Form, Input, Select, Space, type TableProps, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { fetchTodoPage, type TodoFilter, todoPageKey } from '../api/todo-page';
import { businessTypeOptions } from '../business-types';
import { processDetailPath, taskPath } from '../paths';
import { BusinessTypeTag } from './business-type-tag';

type TodoRow = workflow.TodoRow;

/** flow-todo (§2.8): the caller's open tasks, assigned or waiting for their role; filters type and keyword. */
export function TodoList() {
  const { t } = useTranslation(['workflow', 'table']);
  const [searchParams] = useSearchParams();
  // Other pages link here with ?businessType= to show only their kind of task.
  const initialFilters: TodoFilter = searchParams.get('businessType')
    ? ({ businessType: searchParams.get('businessType') } as TodoFilter)
    : ({} as TodoFilter);
  const table = usePageTable<TodoRow, TodoFilter>({
    queryKey: todoPageKey,
    fetcher: fetchTodoPage,
    initialFilters,
  });

  const columns: TableProps<TodoRow>['columns'] = [
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
    { key: 'taskName', title: t('fields.taskName'), dataIndex: 'taskName' },
    {
      key: 'submitterName',
      title: t('fields.submitter'),
      dataIndex: 'submitterName',
      render: (value: string) => value || '-',
    },
    {
      key: 'createTime',
      title: t('fields.createTime'),
      dataIndex: 'createTime',
      render: (value: string) => formatDateTime(value),
    },
    {
      key: 'status',
      title: t('fields.status'),
      dataIndex: 'suspended',
      render: (suspended: boolean) =>
        suspended ? (
          <Tag color="warning" data-testid="todo-suspended">
            {t('status.suspended')}
          </Tag>
        ) : (
          <Tag color="processing">{t('status.open')}</Tag>
        ),
    },
    {
      key: 'actions',
      title: t('table:actions'),
      fixed: 'right',
      render: (_value, row) => (
        <Space size={12}>
          <Link to={taskPath(row.taskId)} data-testid="todo-handle">
            {t('todo.handle')}
          </Link>
          <Link to={processDetailPath(row.processInstanceId)} data-testid="todo-detail">
            {t('todo.detail')}
          </Link>
        </Space>
      ),
    },
  ];

  return (
    <Card data-testid="todo-list">
      <ListFiltersBar<TodoFilter>
        testId="todo-filters"
        onSearch={table.search}
        initialValues={initialFilters}
      >
        <Form.Item name="businessType" label={t('filters.businessType')}>
          <Select
            allowClear
            placeholder={t('filters.allTypes')}
            style={{ width: 180 }}
            options={businessTypeOptions()}
            data-testid="todo-filter-type"
          />
        </Form.Item>
        <Form.Item name="keyword" label={t('filters.keyword')}>
          <Input
            allowClear
            maxLength={zodMaxLength(workflow.todoPage, 'keyword')}
            placeholder={t('filters.keywordPlaceholder')}
            style={{ width: 260 }}
            data-testid="todo-filter-keyword"
          />
        </Form.Item>
      </ListFiltersBar>
      <PageTable<TodoRow, TodoFilter>
        table={table}
        rowKey="taskId"
        columns={columns}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('todo.empty')} /> }}
        data-testid="todo-table"
      />
    </Card>
  );
}
