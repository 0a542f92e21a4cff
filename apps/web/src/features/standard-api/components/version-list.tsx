import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Modal, Skeleton, Space, type TableProps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import {
  fetchVersions,
  type StandardApiVersion,
  standardApiKey,
  useStandardApi,
  useStandardApiVersion,
} from '../api';
import { standardApiPaths } from '../paths';

/** zqapiManage/viewVersions?apiId=: the versions of a standard API with their schemas. */
export function StandardApiVersions({ apiId, isOperator }: { apiId: string; isOperator: boolean }) {
  const { t } = useTranslation(['standardApi', 'common']);
  const navigate = useNavigate();
  const api = useStandardApi(apiId);
  const table = usePageTable<StandardApiVersion>({
    queryKey: [...standardApiKey, 'versions', apiId],
    fetcher: (params, signal) => fetchVersions(apiId, params, signal),
  });
  const [open, setOpen] = useState<string | null>(null);

  const columns: TableProps<StandardApiVersion>['columns'] = [
    { title: t('versions.version'), dataIndex: 'version', width: 140 },
    { title: t('fields.description'), dataIndex: 'description', ellipsis: true },
    {
      title: t('fields.createDate'),
      dataIndex: 'createDate',
      width: 170,
      render: (v: string) => formatDateTime(v),
    },
    {
      title: t('fields.actions'),
      key: 'actions',
      width: 120,
      render: (_v, row) => (
        <Button type="link" size="small" onClick={() => setOpen(row.id)}>
          {t('versions.schemas')}
        </Button>
      ),
    },
  ];

  return (
    <Card
      title={t('versions.title', { name: api.data?.name ?? '' })}
      extra={
        <Space>
          {isOperator && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => navigate(standardApiPaths.addVersion(apiId))}
              data-testid="standard-api-version-add"
            >
              {t('versions.add')}
            </Button>
          )}
          <Button onClick={() => navigate(standardApiPaths.view(apiId))}>{t('common:actions.back')}</Button>
        </Space>
      }
    >
      <PageTable<StandardApiVersion, Record<string, never>>
        table={table}
        rowKey="id"
        columns={columns}
        locale={{ emptyText: t('versions.empty') }}
      />
      {open && <VersionSchemas id={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}

function VersionSchemas({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation(['standardApi', 'common']);
  const version = useStandardApiVersion(id);
  const show = (schema: Record<string, unknown> | null | undefined) =>
    schema ? (
      <Typography.Paragraph>
        <pre style={{ maxHeight: 300, overflow: 'auto' }}>{JSON.stringify(schema, null, 2)}</pre>
      </Typography.Paragraph>
    ) : (
      <Typography.Text type="secondary">{t('versions.noSchema')}</Typography.Text>
    );
  return (
    <Modal open width={760} title={version.data?.version} onCancel={onClose} footer={null}>
      {version.isLoading ? (
        <Skeleton active />
      ) : (
        <>
          <Typography.Title level={5}>{t('versions.request')}</Typography.Title>
          {show(version.data?.requestSchema)}
          <Typography.Title level={5}>{t('versions.response')}</Typography.Title>
          {show(version.data?.responseSchema)}
        </>
      )}
    </Modal>
  );
}
