import { nodes, ROLE_TYPE_LABELS, type RoleType } from '@datamall/contract';
import { Card, Form, Input, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { usePageTable } from '../../../shared/ui/page-table';
import { nodesPageKey } from '../api/keys';
import { fetchNodePage, type NodeListFilter } from '../api/query-node-page';
import { type NodeColumns, NodeNameFilter, NodeStatusFilter, NodeTable } from './node-table';

/**
 * operate/zqNode/dataNode and operate/zqNode/concealNode: every owner's nodes of one kind, read-only,
 * with live online/offline and filters by name, owner and status.
 */
export function OperatorNodeList({ kind }: { kind: nodes.NodeKind }) {
  const { t } = useTranslation('nodes');
  const locale = useLocale();
  const table = usePageTable<nodes.NodeInfo, NodeListFilter>({
    queryKey: [...nodesPageKey, 'operator', kind],
    fetcher: (params, signal) => fetchNodePage({ ...params, kind }, signal),
  });

  const columns = (common: NodeColumns): TableProps<nodes.NodeInfo>['columns'] => [
    common.name,
    { key: 'owner', title: t('fields.owner'), dataIndex: 'ownerName' },
    {
      key: 'ownerRole',
      title: t('fields.ownerRole'),
      dataIndex: 'ownerRoleType',
      render: (value: number) => ROLE_TYPE_LABELS[value as RoleType]?.[locale] ?? value,
    },
    common.address,
    common.status,
    common.heartbeat,
    common.binding,
    {
      key: 'createDate',
      title: t('fields.createDate'),
      dataIndex: 'createDate',
      render: (value: string) => formatDateTime(value),
    },
  ];

  return (
    <Card data-testid={`operator-node-list-${kind}`}>
      <NodeTable
        table={table}
        filters={
          <>
            <NodeNameFilter width={160} />
            <Form.Item name="ownerName" label={t('operator.ownerName')}>
              <Input
                allowClear
                maxLength={zodMaxLength(nodes.zNodeFilter, 'ownerName')}
                style={{ width: 160 }}
                data-testid="filter-owner"
              />
            </Form.Item>
            <NodeStatusFilter />
          </>
        }
        columns={columns}
      />
    </Card>
  );
}
