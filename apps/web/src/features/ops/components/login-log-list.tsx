import { endpoints, enumLabel, enumValues, type LoginLogRow } from '@datamall/contract';
import { Form, Select, type TableProps, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/hooks/use-locale';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { StatusTag } from '../../../shared/ui/status-tag';
import {
  exportLoginLog,
  fetchLoginLogPage,
  type LoginLogFilter,
  loginLogPageKey,
} from '../api/login-log-page';
import { LogList, useLogColumns } from './log-list';

/** operate/log/login-log: logins and logouts, newest first; filters username and status. */
export function LoginLogList() {
  const { t } = useTranslation('ops');
  const locale = useLocale();
  const logColumns = useLogColumns<LoginLogRow>('login');

  const columns: TableProps<LoginLogRow>['columns'] = [
    logColumns.time(180),
    logColumns.username(140),
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
    logColumns.ip(140),
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
    <LogList<LoginLogRow, LoginLogFilter>
      kind="login"
      queryKey={loginLogPageKey}
      fetcher={fetchLoginLogPage}
      columns={columns}
      exporter={exportLoginLog}
      scrollX={1000}
      username={{ maxLength: zodMaxLength(endpoints.ops.loginLogPage, 'username'), width: 180 }}
      filters={
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
      }
    />
  );
}
