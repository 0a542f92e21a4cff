import { workflow } from '@datamall/contract';
import { Space, type TableProps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { usePageTable } from '../../../shared/ui/page-table';
import { fetchTodoPage, type TodoFilter, todoPageKey } from '../api/todo-page';
import { processDetailPath, taskPath } from '../paths';
import { ProcessList, useProcessSubjectColumns } from './process-list';
import { ClaimButton } from './task-actions';

type TodoRow = workflow.TodoRow;

/** Offered to a role and held by nobody: any candidate may claim it. */
const isGroupTask = (row: TodoRow) => row.assigneeId === null && row.candidateRoleType !== null;

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
  const subjectColumns = useProcessSubjectColumns<TodoRow>();

  const columns: TableProps<TodoRow>['columns'] = [
    ...subjectColumns,
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
      render: (suspended: boolean, row) => (
        <Space size={4}>
          {suspended ? (
            <Tag color="warning" data-testid="todo-suspended">
              {t('status.suspended')}
            </Tag>
          ) : (
            <Tag color="processing">{t('status.open')}</Tag>
          )}
          {row.claimed ? (
            <Tag color="green" data-testid="todo-claimed">
              {t('actions.claimedTag')}
            </Tag>
          ) : isGroupTask(row) ? (
            <Tag data-testid="todo-group">{t('actions.groupTag')}</Tag>
          ) : null}
        </Space>
      ),
    },
    {
      key: 'actions',
      title: t('table:actions'),
      fixed: 'right',
      render: (_value, row) => (
        <Space size={12}>
          {isGroupTask(row) && !row.suspended ? <ClaimButton taskId={row.taskId} asLink /> : null}
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
    <ProcessList<TodoRow, TodoFilter>
      table={table}
      typeField="businessType"
      keywordMaxLength={zodMaxLength(workflow.todoPage, 'keyword')}
      columns={columns}
      rowKey="taskId"
      emptyText={t('todo.empty')}
      testIds={{
        card: 'todo-list',
        filters: 'todo-filters',
        table: 'todo-table',
        type: 'todo-filter-type',
        keyword: 'todo-filter-keyword',
      }}
      initialFilters={initialFilters}
    />
  );
}
