import { endpoints, enumLabel, enumValues, type LoginLogRow } from '@datamall/contract';
import { Card, Empty, Form, Input, Select, type TableProps, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { StatusTag } from '../../../shared/ui/status-tag';
import { fetchLoginLogPage, type LoginLogFilter, loginLogPageKey } from '../api/login-log-page';

/** operate/log/login-log: logins and logouts, newest first; filters username and status. */
export function LoginLogList() {
  const { t } = useTranslation('ops');
  const locale = useLocale();
  const table = usePageTable<LoginLogRow, LoginLogFilter>({
    queryKey: loginLogPageKey,
    fetcher: fetchLoginLogPage,
  });

  const columns: TableProps<LoginLogRow>['columns'] = [
    {
      key: 'createDate',
      title: t('loginLog.time'),
      dataIndex: 'createDate',
      width: 180,
      render: (value: string) => formatDateTime(value),
    },
    {
      key: 'username',
      title: t('loginLog.username'),
      dataIndex: 'username',
      width: 140,
      render: (value: string) => <Typography.Text strong>{value || '-'}</Typography.Text>,
    },
    {
      key: 'operation',
      title: t('loginLog.operation'),
      dataIndex: 'operation',
      width: 110,
      render: (value: number) => enumLabel('login_operation', value, locale),
    },
    {
      key: 'status',
      title: t('loginLog.status'),
      dataIndex: 'status',
      width: 130,
      render: (value: number) => <StatusTag dictType="login_status" value={value} />,
    },
    {
      key: 'ip',
      title: t('loginLog.ip'),
      dataIndex: 'ip',
      width: 140,
      render: (value: string) => value || '-',
    },
    {
      key: 'userAgent',
      title: t('loginLog.userAgent'),
      dataIndex: 'userAgent',
      // No width: the browser text takes what is left and is cut with an ellipsis (full text in the tooltip).
      ellipsis: { showTitle: false },
      render: (value: string) =>
        value ? (
          <Tooltip title={value} placement="topLeft">
            <span>{value}</span>
          </Tooltip>
        ) : (
          '-'
        ),
    },
  ];

  return (
    <Card data-testid="login-log">
      <ListFiltersBar<LoginLogFilter> testId="login-log-filters" onSearch={table.search}>
        <Form.Item name="username" label={t('filters.username')}>
          <Input
            allowClear
            maxLength={zodMaxLength(endpoints.ops.loginLogPage, 'username')}
            style={{ width: 180 }}
            data-testid="login-log-filter-username"
          />
        </Form.Item>
        <Form.Item name="status" label={t('filters.status')}>
          <Select
            allowClear
            placeholder={t('filters.allStatus')}
            style={{ width: 160 }}
            data-testid="login-log-filter-status"
            options={enumValues('login_status').map((value) => ({
              value: Number(value),
              label: enumLabel('login_status', value, locale),
            }))}
          />
        </Form.Item>
      </ListFiltersBar>
      <PageTable<LoginLogRow, LoginLogFilter>
        table={table}
        rowKey="id"
        columns={columns}
        tableLayout="fixed"
        scroll={{ x: 1000 }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('loginLog.empty')} />,
        }}
        data-testid="login-log-table"
      />
    </Card>
  );
}
