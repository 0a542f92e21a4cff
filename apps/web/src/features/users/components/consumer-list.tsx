import { enumLabel, enumValues, type UserAdminRow, users } from '@datamall/contract';
import { Button, Card, Divider, Form, Input, Select, Space, type TableProps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { StatusTag } from '../../../shared/ui/status-tag';
import { COLUMN_WIDTH, tableScrollX } from '../../../shared/ui/table-width';
import { fetchUsersPage, type UserListFilter } from '../api/query-users-page';
import { ConsumerDetailDrawer, quotaLedgerPath } from './consumer-detail-drawer';
import { QuotaModal } from './quota-modal';
import { UserStatusSwitch } from './user-status-switch';

const CONSUMER = 1;

/** §operate/zqMember: consumer accounts with status switch, detail (credit), limit adjustment and ledger. */
export function ConsumerList() {
  const { t } = useTranslation(['users', 'table']);
  const locale = useLocale();
  const [detailId, setDetailId] = useState<string>();
  const [adjusting, setAdjusting] = useState<{ id: string; username: string }>();
  const table = usePageTable<UserAdminRow, UserListFilter>({
    queryKey: ['users', 'consumers'],
    fetcher: fetchUsersPage,
    initialFilters: { roleType: CONSUMER },
  });

  const columns: TableProps<UserAdminRow>['columns'] = [
    {
      key: 'username',
      width: COLUMN_WIDTH.username,
      title: t('fields.username'),
      dataIndex: 'username',
      render: (value: string) => <Typography.Text strong>{value}</Typography.Text>,
    },
    { key: 'companyName', title: t('fields.companyName'), dataIndex: 'companyName', ellipsis: true },
    { key: 'contactName', title: t('fields.contactName'), dataIndex: 'contactName', width: 100 },
    { key: 'mobile', title: t('fields.mobile'), dataIndex: 'mobile', width: COLUMN_WIDTH.mobile },
    {
      key: 'spType',
      width: 100,
      title: t('fields.spType'),
      dataIndex: 'spType',
      render: (value: number) => <StatusTag dictType="sp_type" value={value} />,
    },
    {
      key: 'createDate',
      width: COLUMN_WIDTH.dateTime,
      title: t('fields.createDate'),
      dataIndex: 'createDate',
      render: (value: string) => formatDateTime(value),
    },
    {
      key: 'status',
      width: 100,
      title: t('fields.status'),
      dataIndex: 'status',
      render: (_value, row) => <UserStatusSwitch user={row} />,
    },
    {
      key: 'actions',
      width: 220,
      title: t('table:actions'),
      fixed: 'right',
      render: (_value, row) => (
        <Space size={0} split={<Divider type="vertical" />} wrap>
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 0 }}
            onClick={() => setDetailId(row.id)}
            data-testid={`detail-${row.username}`}
          >
            {t('actions.detail')}
          </Button>
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 0 }}
            onClick={() => setAdjusting({ id: row.id, username: row.username })}
            data-testid={`adjust-${row.username}`}
          >
            {t('consumer.adjustQuota')}
          </Button>
          <Link to={quotaLedgerPath(row.id)} data-testid={`ledger-${row.username}`}>
            {t('consumer.ledger')}
          </Link>
          <Link to={`/operate-zqMember-update?userId=${row.id}`} data-testid={`ukey-${row.username}`}>
            {t('actions.ukey')}
          </Link>
        </Space>
      ),
    },
  ];

  return (
    <Card data-testid="consumer-list">
      <ListFiltersBar<UserListFilter>
        testId="consumer-filters"
        onSearch={(values) => table.search({ ...values, roleType: CONSUMER })}
      >
        <Form.Item name="username" label={t('filters.username')}>
          <Input
            allowClear
            maxLength={zodMaxLength(users.zUserFilter, 'username')}
            style={{ width: 180 }}
            data-testid="consumer-filter-username"
          />
        </Form.Item>
        <Form.Item name="companyName" label={t('filters.companyName')}>
          <Input
            allowClear
            maxLength={zodMaxLength(users.zUserFilter, 'companyName')}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item name="spType" label={t('fields.spType')}>
          <Select
            allowClear
            placeholder={t('filters.allRoles')}
            style={{ width: 160 }}
            options={enumValues('sp_type').map((value) => ({
              value: Number(value),
              label: enumLabel('sp_type', value, locale),
            }))}
          />
        </Form.Item>
      </ListFiltersBar>
      <PageTable<UserAdminRow, UserListFilter>
        table={table}
        rowKey="id"
        columns={columns}
        scroll={{ x: tableScrollX(columns, 180) }}
        data-testid="consumer-table"
      />
      <ConsumerDetailDrawer
        userId={detailId}
        onClose={() => setDetailId(undefined)}
        onAdjust={(consumer) => setAdjusting(consumer)}
      />
      <QuotaModal consumer={adjusting} onClose={() => setAdjusting(undefined)} />
    </Card>
  );
}
