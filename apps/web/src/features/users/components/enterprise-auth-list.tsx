import { type EnterpriseInfo, endpoints } from '@datamall/contract';
import { Button, Card, Empty, Form, Input, Space, type TableProps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { StatusTag } from '../../../shared/ui/status-tag';
import { COLUMN_WIDTH, tableScrollX } from '../../../shared/ui/table-width';
import { enterprisePageKey, fetchEnterprisePage } from '../api/query-enterprise-page';
import {
  ENTERPRISE_TABS,
  ENTERPRISE_TODO_PATH,
  type EnterpriseListFilter,
  EnterpriseStatus,
  type EnterpriseTab,
  enterpriseFilter,
  isEnterpriseTab,
} from '../enterprise';
import { EnterpriseDetailDrawer } from './enterprise-detail-drawer';

/** §operate/logon/authentication: enterprise identity submissions by review status, detail with the licence. */
export function EnterpriseAuthList() {
  const { t } = useTranslation(['users', 'table']);
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = searchParams.get('tab');
  const [tab, setTab] = useState<EnterpriseTab>(isEnterpriseTab(fromUrl) ? fromUrl : 'review');
  const [detail, setDetail] = useState<EnterpriseInfo>();
  const table = usePageTable<EnterpriseInfo, EnterpriseListFilter>({
    queryKey: enterprisePageKey,
    fetcher: fetchEnterprisePage,
    initialFilters: enterpriseFilter(tab, {}),
  });

  const handleTabChange = (key: string) => {
    if (!isEnterpriseTab(key)) return;
    setTab(key);
    setSearchParams({ tab: key }, { replace: true });
    table.search(enterpriseFilter(key, table.filters));
  };

  const columns: TableProps<EnterpriseInfo>['columns'] = [
    {
      key: 'username',
      width: COLUMN_WIDTH.username,
      title: t('fields.username'),
      dataIndex: 'username',
      render: (value: string) => <Typography.Text strong>{value || '-'}</Typography.Text>,
    },
    {
      key: 'companyName',
      title: t('enterprise.fields.companyName'),
      dataIndex: 'companyName',
      ellipsis: true,
    },
    {
      key: 'creditCode',
      width: 180,
      title: t('enterprise.fields.creditCode'),
      dataIndex: 'creditCode',
      render: (value: string) => <span style={{ fontFamily: 'monospace' }}>{value}</span>,
    },
    { key: 'legalPerson', title: t('enterprise.fields.legalPerson'), dataIndex: 'legalPerson', width: 100 },
    {
      key: 'submittedAt',
      width: COLUMN_WIDTH.dateTime,
      title: t('enterprise.fields.submittedAt'),
      dataIndex: 'submittedAt',
      render: (value: string | null) => formatDateTime(value) || '-',
    },
    {
      key: 'status',
      width: 100,
      title: t('enterprise.fields.status'),
      dataIndex: 'status',
      render: (value: number) => <StatusTag dictType="sp_sptype" value={value} />,
    },
    {
      key: 'rejectReason',
      width: 100,
      title: t('enterprise.fields.rejectReason'),
      dataIndex: 'rejectReason',
      ellipsis: true,
      render: (value: string) => value || '-',
    },
    {
      key: 'actions',
      width: 140,
      title: t('table:actions'),
      fixed: 'right',
      render: (_value, row) => (
        <Space size={12}>
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 0 }}
            onClick={() => setDetail(row)}
            data-testid={`enterprise-detail-${row.username}`}
          >
            {t('actions.detail')}
          </Button>
          {row.status === EnterpriseStatus.IN_REVIEW ? (
            <Link to={ENTERPRISE_TODO_PATH} data-testid={`enterprise-review-${row.username}`}>
              {t('enterprise.toReview')}
            </Link>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Card
      data-testid="enterprise-auth-list"
      activeTabKey={tab}
      onTabChange={handleTabChange}
      tabList={ENTERPRISE_TABS.map((key) => ({
        key,
        label: <span data-testid={`enterprise-tab-${key}`}>{t(`enterprise.tabs.${key}`)}</span>,
      }))}
    >
      <ListFiltersBar<EnterpriseListFilter>
        testId="enterprise-filters"
        onSearch={(values) => table.search(enterpriseFilter(tab, values))}
      >
        <Form.Item name="companyName" label={t('enterprise.fields.companyName')}>
          <Input
            allowClear
            maxLength={zodMaxLength(endpoints.users.queryEnterprisePage, 'companyName')}
            style={{ width: 220 }}
            data-testid="enterprise-filter-company"
          />
        </Form.Item>
      </ListFiltersBar>
      <PageTable<EnterpriseInfo, EnterpriseListFilter>
        table={table}
        rowKey="userId"
        columns={columns}
        scroll={{ x: tableScrollX(columns, 180) }}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`enterprise.empty.${tab}`)} />
          ),
        }}
        data-testid="enterprise-table"
      />
      <EnterpriseDetailDrawer row={detail} onClose={() => setDetail(undefined)} />
    </Card>
  );
}
