import { type nodes, ROLE_TYPE_LABELS, type RoleType } from '@datamall/contract';
import { Descriptions, Divider, Drawer, Result, Skeleton, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { StatusTag } from '../../../shared/ui/status-tag';
import { useNodeDetail, useNodeSources } from '../api/query-node';
import { NodeStatusTag } from './node-status-tag';

/** Node fields as descriptions: for the detail drawer and the bind page's primary node. */
export function NodeDescriptions({ node, columns = 1 }: { node: nodes.NodeInfo; columns?: number }) {
  const { t } = useTranslation('nodes');
  const locale = useLocale();
  return (
    <Descriptions column={columns} size="small" bordered data-testid="node-descriptions">
      <Descriptions.Item label={t('fields.name')}>
        {node.name} {node.isPlatform ? <Tag color="gold">{t('platform.tag')}</Tag> : null}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.kind')}>{t(`kind.${node.kind}`)}</Descriptions.Item>
      <Descriptions.Item label={t('fields.status')}>
        <NodeStatusTag node={node} />
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.address')}>
        <Typography.Text copyable>{node.address}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.owner')}>
        {node.ownerName} ({ROLE_TYPE_LABELS[node.ownerRoleType as RoleType]?.[locale] ?? node.ownerRoleType})
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.lastHeartbeatAt')}>
        {node.lastHeartbeatAt ? formatDateTime(node.lastHeartbeatAt) : t('status.never')}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.lastHeartbeatIp')}>{node.lastHeartbeatIp || '-'}</Descriptions.Item>
      <Descriptions.Item label={t('fields.version')}>{node.version || '-'}</Descriptions.Item>
      <Descriptions.Item label={t('fields.primary')}>{node.primaryName || '-'}</Descriptions.Item>
      <Descriptions.Item label={t('fields.keyAlgorithm')}>{node.keyAlgorithm}</Descriptions.Item>
      <Descriptions.Item label={t('fields.keyFingerprint')}>
        <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
          {node.keyFingerprint}
        </Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.description')}>{node.description || '-'}</Descriptions.Item>
      <Descriptions.Item label={t('fields.createDate')}>{formatDateTime(node.createDate)}</Descriptions.Item>
    </Descriptions>
  );
}

function NodeSources({ nodeId }: { nodeId: string }) {
  const { t } = useTranslation(['nodes', 'table']);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const sources = useNodeSources(nodeId, page, limit);
  return (
    <Table<nodes.NodeSource>
      size="small"
      rowKey="id"
      loading={sources.isFetching}
      dataSource={sources.data?.list ?? []}
      data-testid="node-sources"
      columns={[
        { key: 'name', title: t('detail.sourceName'), dataIndex: 'name' },
        {
          key: 'status',
          title: t('detail.sourceStatus'),
          dataIndex: 'status',
          render: (value: number | null) => <StatusTag dictType="version_status" value={value} />,
        },
        {
          key: 'updateDate',
          title: t('detail.sourceUpdated'),
          dataIndex: 'updateDate',
          render: (value: string) => formatDateTime(value),
        },
      ]}
      pagination={{
        current: page,
        pageSize: limit,
        total: sources.data?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: ['10', '20', '50', '100'],
        showTotal: (total) => t('table:total', { total }),
        onChange: (next, size) => {
          if (size !== limit) {
            setLimit(size);
            setPage(1);
          } else setPage(next);
        },
      }}
    />
  );
}

/** One node: its fields with live status, its secondaries and the data assets it hosts. */
export function NodeDetailDrawer({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const { t } = useTranslation('nodes');
  const detail = useNodeDetail(id, true);
  const node = detail.data;
  return (
    <Drawer
      open={Boolean(id)}
      onClose={onClose}
      width={720}
      title={t('detail.title')}
      destroyOnHidden
      data-testid="node-drawer"
    >
      {detail.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : !node ? (
        <Result status="warning" title={errorText(detail.error) ?? t('detail.notFound')} />
      ) : (
        <>
          <NodeDescriptions node={node} />
          <Divider orientation="left">{t('bind.secondaries')}</Divider>
          <Table<nodes.NodeInfo>
            size="small"
            rowKey="id"
            dataSource={node.secondaries}
            pagination={false}
            locale={{ emptyText: t('bind.empty') }}
            columns={[
              { key: 'name', title: t('fields.name'), dataIndex: 'name' },
              { key: 'address', title: t('fields.address'), dataIndex: 'address' },
              {
                key: 'status',
                title: t('fields.status'),
                render: (_v, row) => <NodeStatusTag node={row} />,
              },
            ]}
          />
          <Divider orientation="left">{t('detail.sources')}</Divider>
          <NodeSources nodeId={node.id} />
        </>
      )}
    </Drawer>
  );
}
