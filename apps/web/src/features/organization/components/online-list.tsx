import { enumLabel, enumValues, organization } from '@datamall/contract';
import { Card, Form, Input, Select, type TableProps, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { useConfirmRun } from '../../../shared/ui/confirm-run';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { onlinePageKey } from '../api/keys';
import { fetchOnlinePage, type OnlineFilter, useForceLogout } from '../api/online';
import { parseUserAgent } from '../user-agent';
import { RowActions } from './row-actions';

type Row = organization.OnlineSession;

/** sys/online: live sessions, one row per login, and force logout. */
export function OnlineList() {
  const { t } = useTranslation(['organization', 'table']);
  const locale = useLocale();
  const table = usePageTable<Row, OnlineFilter>({ queryKey: onlinePageKey, fetcher: fetchOnlinePage });
  const logout = useForceLogout();
  const confirmRun = useConfirmRun();

  const handleLogout = (row: Row) =>
    confirmRun({
      title: t('online.logoutTitle', { username: row.username }),
      content: t('online.logoutHint'),
      run: () => logout.mutateAsync(row.id),
      done: t('online.loggedOut'),
      afterDone: () => table.afterDelete(1),
      okTestId: 'online-logout-confirm',
    });

  const columns: TableProps<Row>['columns'] = [
    {
      key: 'username',
      title: t('staff.username'),
      dataIndex: 'username',
      render: (v: string, row) => (
        <span>
          {v} {row.current && <Tag color="processing">{t('online.current')}</Tag>}
        </span>
      ),
    },
    { key: 'realName', title: t('staff.realName'), dataIndex: 'realName', render: (v: string) => v || '-' },
    {
      key: 'roleType',
      title: t('online.roleType'),
      dataIndex: 'roleType',
      render: (v: number) => enumLabel('role_type', v, locale),
    },
    { key: 'ip', title: t('online.ip'), dataIndex: 'ip' },
    {
      key: 'client',
      title: t('online.client'),
      dataIndex: 'userAgent',
      render: (ua: string) => {
        const { browser, os } = parseUserAgent(ua);
        const text = [browser, os].filter(Boolean).join(' · ') || t('online.unknownClient');
        return ua ? <Tooltip title={ua}>{text}</Tooltip> : text;
      },
    },
    {
      key: 'loginAt',
      title: t('online.loginAt'),
      dataIndex: 'loginAt',
      render: (v: string) => formatDateTime(v),
    },
    {
      key: 'lastSeenAt',
      title: t('online.lastSeenAt'),
      dataIndex: 'lastSeenAt',
      render: (v: string) => formatDateTime(v),
    },
    {
      key: 'actions',
      title: t('table:actions'),
      fixed: 'right',
      render: (_v, row) => (
        <RowActions
          actions={[
            {
              key: 'logout',
              label: row.current ? (
                <Tooltip title={t('online.currentHint')}>{t('online.logout')}</Tooltip>
              ) : (
                t('online.logout')
              ),
              danger: true,
              disabled: row.current,
              onClick: () => handleLogout(row),
              testId: `online-logout-${row.id}`,
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Card data-testid="online-page">
      <ListFiltersBar<OnlineFilter> testId="online-filters" onSearch={(values) => table.search(values)}>
        <Form.Item name="username" label={t('staff.username')}>
          <Input
            allowClear
            maxLength={zodMaxLength(organization.onlinePage, 'username')}
            style={{ width: 180 }}
          />
        </Form.Item>
        <Form.Item name="roleType" label={t('online.roleType')}>
          <Select
            allowClear
            style={{ width: 140 }}
            options={enumValues('role_type').map((v) => ({
              value: Number(v),
              label: enumLabel('role_type', v, locale),
            }))}
          />
        </Form.Item>
      </ListFiltersBar>
      <PageTable<Row, OnlineFilter>
        table={table}
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('online.empty') }}
        data-testid="online-table"
      />
    </Card>
  );
}
