import { Badge, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatNumber } from '../../../shared/format';
import { useTodoSummary } from '../api/statistics';
import { TODO_PATH } from '../links';
import { Section } from './section';

export interface TodoCardProps {
  /** The page that handles a task (the workflow's, composed by the page). */
  taskPath: (taskId: string) => string;
}

/** The operator's open tasks: how many per process, and the newest five to handle. */
export function TodoCard({ taskPath }: TodoCardProps) {
  const { t } = useTranslation('statistics');
  const query = useTodoSummary();
  const data = query.data;
  return (
    <Section
      title={
        <Space>
          {t('todo.title')}
          <Badge
            count={data?.total ?? 0}
            overflowCount={999}
            showZero
            color="#2563eb"
            data-testid="todo-total"
          />
        </Space>
      }
      moreTo={TODO_PATH}
      query={query}
      isEmpty={data?.total === 0}
      emptyText={t('todo.empty')}
      testId="todo-card"
    >
      <Space size={[8, 8]} wrap style={{ marginBottom: 12 }}>
        {data?.byProcess.map((p) => (
          <Link key={p.processKey} to={TODO_PATH} data-testid={`todo-process-${p.processKey}`}>
            <Tag color="blue">
              {p.processName} · {formatNumber(p.count)}
            </Tag>
          </Link>
        ))}
      </Space>
      <List
        size="small"
        dataSource={data?.latest.slice(0, 5) ?? []}
        renderItem={(task) => (
          <List.Item>
            <Space direction="vertical" size={0}>
              <Link to={taskPath(task.taskId)} data-testid="todo-task">
                {task.objectName || task.taskName}
              </Link>
              <Typography.Text type="secondary">
                {[task.processName, task.taskName, task.submitterName, formatDateTime(task.createTime)]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography.Text>
            </Space>
          </List.Item>
        )}
      />
    </Section>
  );
}
