import { CloudUploadOutlined } from '@ant-design/icons';
import type { workflow } from '@datamall/contract';
import { Button, Card, Empty, Form, Select, type TableProps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { type DefinitionFilter, definitionsPageKey, fetchDefinitionsPage } from '../api/definitions-page';
import { businessTypeLabel, businessTypeOptions } from '../business-types';
import { DeployModal } from './deploy-modal';

type DefinitionRow = workflow.DefinitionRow;

/** flow/model: deployed process definitions, every version, and "deploy a new version". */
export function DefinitionList() {
  const { t } = useTranslation(['workflow', 'table']);
  const [deploying, setDeploying] = useState<{ key?: string }>();
  const table = usePageTable<DefinitionRow, DefinitionFilter>({
    queryKey: definitionsPageKey,
    fetcher: fetchDefinitionsPage,
    defaultLimit: 20,
  });

  const columns: TableProps<DefinitionRow>['columns'] = [
    {
      key: 'key',
      title: t('model.key'),
      dataIndex: 'key',
      render: (value: string) => (
        <span>
          <Typography.Text code>{value}</Typography.Text>
          <Typography.Text type="secondary" style={{ marginInlineStart: 4 }}>
            {businessTypeLabel(value, '')}
          </Typography.Text>
        </span>
      ),
    },
    { key: 'name', title: t('model.name'), dataIndex: 'name' },
    {
      key: 'version',
      title: t('model.version'),
      dataIndex: 'version',
      render: (value: number) => t('model.versionValue', { version: value }),
    },
    {
      key: 'deployTime',
      title: t('model.deployTime'),
      dataIndex: 'deployTime',
      render: (value: string) => formatDateTime(value),
    },
    {
      key: 'isLatest',
      title: t('fields.status'),
      dataIndex: 'isLatest',
      render: (latest: boolean) =>
        latest ? (
          <Tag color="success" data-testid="definition-latest">
            {t('model.latest')}
          </Tag>
        ) : (
          <Tag>{t('model.history')}</Tag>
        ),
    },
    {
      key: 'actions',
      title: t('table:actions'),
      fixed: 'right',
      render: (_value, row) =>
        row.isLatest ? (
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 0 }}
            onClick={() => setDeploying({ key: row.key })}
            data-testid={`definition-deploy-${row.key}`}
          >
            {t('model.deploy')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Card
      title={t('model.listTitle')}
      data-testid="definition-list"
      extra={
        <Button
          type="primary"
          icon={<CloudUploadOutlined />}
          onClick={() => setDeploying({})}
          data-testid="definition-deploy"
        >
          {t('model.deploy')}
        </Button>
      }
    >
      <ListFiltersBar<DefinitionFilter> testId="definition-filters" onSearch={table.search}>
        <Form.Item name="key" label={t('filters.processKey')}>
          <Select
            allowClear
            placeholder={t('filters.allKeys')}
            style={{ width: 220 }}
            options={businessTypeOptions()}
          />
        </Form.Item>
      </ListFiltersBar>
      <PageTable<DefinitionRow, DefinitionFilter>
        table={table}
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('model.empty')} /> }}
        data-testid="definition-table"
      />
      <DeployModal
        open={Boolean(deploying)}
        initialKey={deploying?.key}
        onClose={() => setDeploying(undefined)}
        onDeployed={() => {
          setDeploying(undefined);
          table.reload();
        }}
      />
    </Card>
  );
}
