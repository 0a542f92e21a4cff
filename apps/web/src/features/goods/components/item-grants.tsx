import { AccessListMode } from '@datamall/contract';
import { Alert, Button, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify';
import { useConsumerSearch, useItemGrants, useUpdateItemGrants } from '../api/grants';

/**
 * Grants of a good (owner): the consumers allowed to see and buy it, kept as the good's white list. The first
 * grant turns the white list on; revoking takes a consumer off (granting again reinstates them). A good with a
 * black list is edited on the black/white list page instead.
 */
export function ItemGrants({ itemId }: { itemId: string }) {
  const { t } = useTranslation(['goods', 'common']);
  const grants = useItemGrants(itemId);
  const updater = useUpdateItemGrants(itemId);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const consumers = useConsumerSearch(search);
  const list = grants.data;

  const change = async (consumerIds: string[], status: 0 | 1) => {
    try {
      await updater.mutateAsync({ consumerIds, status });
      notify.success(t(status === 1 ? 'grants.granted' : 'grants.revoked'));
      if (status === 1) setChosen([]);
    } catch (error) {
      const text = errorText(error);
      if (text) notify.error(text);
    }
  };

  if (grants.isError) return <Alert type="error" showIcon message={errorText(grants.error) ?? ''} />;
  const black = list?.mode === AccessListMode.BLACKLIST;

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="item-grants">
      <Typography.Text type="secondary">{t('grants.hint')}</Typography.Text>
      {list ? (
        <Space>
          <Typography.Text>{t('grants.mode')}</Typography.Text>
          <Tag color={list.mode === AccessListMode.WHITELIST ? 'blue' : black ? 'red' : 'default'}>
            {t(`grants.modes.${list.mode}`)}
          </Tag>
        </Space>
      ) : null}
      {black ? (
        <Alert type="info" showIcon message={t('grants.blackList')} />
      ) : (
        <Space wrap>
          <Select
            mode="multiple"
            showSearch
            filterOption={false}
            onSearch={setSearch}
            value={chosen}
            onChange={setChosen}
            style={{ minWidth: 320 }}
            placeholder={t('grants.pick')}
            loading={consumers.isFetching}
            options={(consumers.data?.list ?? []).map((c) => ({
              value: c.id,
              label: c.deptName ? `${c.username} · ${c.deptName}` : c.username,
            }))}
            data-testid="grant-consumers"
          />
          <Button
            type="primary"
            disabled={!chosen.length}
            loading={updater.isPending}
            onClick={() => void change(chosen, 1)}
            data-testid="grant-add"
          >
            {t('grants.grant')}
          </Button>
        </Space>
      )}
      <Table
        size="small"
        rowKey="id"
        loading={grants.isPending}
        pagination={false}
        dataSource={list?.consumers ?? []}
        locale={{ emptyText: t('grants.none') }}
        data-testid="grant-table"
        columns={[
          { key: 'username', title: t('grants.username'), dataIndex: 'username' },
          { key: 'company', title: t('grants.company'), dataIndex: 'companyName' },
          {
            key: 'actions',
            title: t('grants.actions'),
            render: (_: unknown, row: { id: string; username: string }) =>
              black ? null : (
                <Button
                  type="link"
                  danger
                  size="small"
                  onClick={() => void change([row.id], 0)}
                  data-testid={`grant-revoke-${row.username}`}
                >
                  {t('grants.revoke')}
                </Button>
              ),
          },
        ]}
      />
    </Space>
  );
}
