import { DeleteOutlined } from '@ant-design/icons';
import { ERROR_LOG_MAX_KEEP_DAYS, type ErrorLogRow, endpoints } from '@datamall/contract';
import { Button, Card, DatePicker, Empty, Form, Input, type TableProps, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { type ErrorLogFilter, errorLogKey, fetchErrorLogPage } from '../api/error-log';
import { ErrorLogDrawer } from './error-log-drawer';
import { PurgeErrorLogModal } from './purge-error-log-modal';

interface FilterValues {
  username?: string;
  url?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
}

/** sys/log-error: unexpected server errors, newest first; the stack opens in a drawer, purge is confirmed. */
export function ErrorLogList() {
  const { t } = useTranslation('sysAdmin');
  const table = usePageTable<ErrorLogRow, ErrorLogFilter>({
    queryKey: errorLogKey,
    fetcher: fetchErrorLogPage,
  });
  const [opened, setOpened] = useState<ErrorLogRow>();
  const [purging, setPurging] = useState(false);
  const page = endpoints.sysAdmin.errorLogPage;

  const columns: TableProps<ErrorLogRow>['columns'] = [
    {
      key: 'createDate',
      title: t('errorLog.time'),
      dataIndex: 'createDate',
      width: 170,
      render: (value: string) => formatDateTime(value),
    },
    {
      key: 'username',
      title: t('errorLog.username'),
      dataIndex: 'username',
      width: 120,
      render: (value: string) => value || '-',
    },
    {
      key: 'url',
      title: t('errorLog.url'),
      dataIndex: 'url',
      width: 300,
      ellipsis: true,
      render: (_value, row) => (
        <span>
          <Tag style={{ marginInlineEnd: 4 }}>{row.method}</Tag>
          {row.url}
        </span>
      ),
    },
    {
      key: 'errorMessage',
      title: t('errorLog.message'),
      dataIndex: 'errorMessage',
      ellipsis: true,
      render: (value: string) => <Typography.Text type="danger">{value || '-'}</Typography.Text>,
    },
    { key: 'ip', title: t('errorLog.ip'), dataIndex: 'ip', width: 130, render: (v: string) => v || '-' },
    {
      key: 'actions',
      title: t('errorLog.actions'),
      width: 100,
      render: (_value, row) => (
        <Button
          type="link"
          size="small"
          style={{ paddingInline: 0 }}
          onClick={() => setOpened(row)}
          data-testid={`error-log-open-${row.id}`}
        >
          {t('errorLog.details')}
        </Button>
      ),
    },
  ];

  return (
    <Card
      data-testid="error-log"
      title={t('errorLog.title')}
      extra={
        <Button
          danger
          icon={<DeleteOutlined />}
          onClick={() => setPurging(true)}
          data-testid="error-log-purge"
        >
          {t('errorLog.purge')}
        </Button>
      }
    >
      <ListFiltersBar<FilterValues>
        testId="error-log-filters"
        onSearch={({ dates, ...rest }) =>
          table.search({
            ...rest,
            startDate: dates?.[0]?.format('YYYY-MM-DD'),
            endDate: dates?.[1]?.format('YYYY-MM-DD'),
          })
        }
      >
        <Form.Item name="username" label={t('errorLog.username')}>
          <Input allowClear maxLength={zodMaxLength(page, 'username')} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="url" label={t('errorLog.url')}>
          <Input allowClear maxLength={zodMaxLength(page, 'url')} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="dates" label={t('errorLog.time')}>
          <DatePicker.RangePicker format="YYYY-MM-DD" />
        </Form.Item>
      </ListFiltersBar>
      <PageTable<ErrorLogRow, ErrorLogFilter>
        table={table}
        rowKey="id"
        columns={columns}
        tableLayout="fixed"
        scroll={{ x: 1100 }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('errorLog.empty')} />,
        }}
        data-testid="error-log-table"
      />
      <ErrorLogDrawer row={opened} onClose={() => setOpened(undefined)} />
      <PurgeErrorLogModal
        open={purging}
        maxDays={ERROR_LOG_MAX_KEEP_DAYS}
        onClose={() => setPurging(false)}
        onPurged={() => table.search(table.filters)}
      />
    </Card>
  );
}
