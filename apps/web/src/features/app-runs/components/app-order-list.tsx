import { appRuns } from '@datamall/contract';
import { Button, Card, Form, Input, type TableProps, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { appOrdersFetcher, appRunsKey } from '../api/app-runs';
import { type AppRunMode, appRunPaths } from '../paths';
import { RunStatusTag } from './run-status-tag';

type Filter = { itemName?: string };

/** The consumer's paid data-application orders, each opening the page of `mode` for that order. */
export function AppOrderList({ mode }: { mode: AppRunMode }) {
  const { t } = useTranslation(['appRuns', 'table']);
  const navigate = useNavigate();
  const table = usePageTable<appRuns.AppOrder, Filter>({
    queryKey: [...appRunsKey, 'orders'],
    fetcher: appOrdersFetcher,
  });
  const yesNo = (done: boolean, testId: string) =>
    done ? (
      <Tag color="success" data-testid={testId}>
        {t('list.done')}
      </Tag>
    ) : (
      <Tag data-testid={testId}>{t('list.todo')}</Tag>
    );

  const columns: TableProps<appRuns.AppOrder>['columns'] = [
    { key: 'orderNo', title: t('fields.orderNo'), dataIndex: 'orderNo' },
    { key: 'itemName', title: t('fields.itemName'), dataIndex: 'itemName', ellipsis: true },
    { key: 'skuName', title: t('fields.skuName'), dataIndex: 'skuName' },
    {
      key: 'payDate',
      title: t('fields.payDate'),
      dataIndex: 'payDate',
      render: (v: string | null) => (v ? formatDateTime(v) : '—'),
    },
    {
      key: 'declared',
      title: t('fields.declared'),
      render: (_v, row) => yesNo(row.declared, `declared-${row.orderNo}`),
    },
    {
      key: 'input',
      title: t('fields.inputConfigured'),
      render: (_v, row) => yesNo(row.inputConfigured, `input-${row.orderNo}`),
    },
    {
      key: 'output',
      title: t('fields.outputConfigured'),
      render: (_v, row) => yesNo(row.outputConfigured, `output-${row.orderNo}`),
    },
    {
      key: 'status',
      title: t('fields.operationType'),
      render: (_v, row) => (
        <span data-testid={`status-${row.orderNo}`}>
          <RunStatusTag operationType={row.operationType} result={row.result} />
        </span>
      ),
    },
    {
      key: 'lastRunDate',
      title: t('fields.lastRunDate'),
      dataIndex: 'lastRunDate',
      render: (v: string | null) => (v ? formatDateTime(v) : '—'),
    },
    {
      key: 'actions',
      title: t('table:actions'),
      fixed: 'right',
      render: (_v, row) => (
        <Button
          type="link"
          size="small"
          onClick={() => navigate(appRunPaths.page(mode, row.orderId))}
          data-testid={`open-${mode}-${row.orderNo}`}
        >
          {t(`actions.${mode}`)}
        </Button>
      ),
    },
  ];

  return (
    <Card data-testid="app-order-list">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t(`titles.${mode}`)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t(`hints.${mode}`)}</Typography.Paragraph>
      <ListFiltersBar<Filter> testId="app-order-filters" onSearch={(values) => table.search(values)}>
        <Form.Item name="itemName" label={t('fields.itemName')}>
          <Input
            allowClear
            maxLength={zodMaxLength(appRuns.appOrderPage, 'itemName')}
            style={{ width: 200 }}
          />
        </Form.Item>
      </ListFiltersBar>
      <PageTable<appRuns.AppOrder, Filter>
        table={table}
        rowKey="orderId"
        columns={columns}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('list.empty') }}
        data-testid="app-order-table"
      />
    </Card>
  );
}
