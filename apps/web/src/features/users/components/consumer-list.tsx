import { enumLabel, enumValues, type UserAdminRow } from '@datamall/contract';
import { Button, Card, Divider, Form, Select, Space, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../shared/hooks/use-locale';
import { usePageTable } from '../../../shared/ui/page-table';
import { fetchUsersPage, type UserListFilter } from '../api/query-users-page';
import { ConsumerDetailDrawer, quotaLedgerPath } from './consumer-detail-drawer';
import { QuotaModal } from './quota-modal';
import { UserDetailButton, UserListTable, useUserColumns } from './user-list-parts';

const CONSUMER = 1;

/** §operate/zqMember: consumer accounts with status switch, detail (credit), limit adjustment and ledger. */
export function ConsumerList() {
  const { t } = useTranslation('users');
  const locale = useLocale();
  const userColumns = useUserColumns();
  const [detailId, setDetailId] = useState<string>();
  const [adjusting, setAdjusting] = useState<{ id: string; username: string }>();
  const table = usePageTable<UserAdminRow, UserListFilter>({
    queryKey: ['users', 'consumers'],
    fetcher: fetchUsersPage,
    initialFilters: { roleType: CONSUMER },
  });

  const columns: TableProps<UserAdminRow>['columns'] = [
    userColumns.username,
    userColumns.companyName,
    userColumns.contactName,
    userColumns.mobile,
    userColumns.spType,
    userColumns.createDate,
    userColumns.status,
    userColumns.actions(220, (row) => (
      <Space size={0} split={<Divider type="vertical" />} wrap>
        <UserDetailButton username={row.username} onClick={() => setDetailId(row.id)} />
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
    )),
  ];

  return (
    <Card data-testid="consumer-list">
      <UserListTable
        table={table}
        filtersTestId="consumer"
        onSearch={(values) => table.search({ ...values, roleType: CONSUMER })}
        extraFilters={
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
        }
        columns={columns}
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
