import { DownOutlined } from '@ant-design/icons';
import { nodes } from '@datamall/contract';
import { Button, Card, Dropdown, Form, Select, Space, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify';
import { usePageTable } from '../../../shared/ui/page-table';
import { nodesPageKey } from '../api/keys';
import { useDeleteNodes, useResetNodeToken, useSetPlatformNode } from '../api/node-actions';
import { fetchNodePage, type NodeListFilter } from '../api/query-node-page';
import { type NodeBase, nodePaths } from '../paths';
import { type NodeColumns, NodeNameFilter, NodeStatusFilter, NodeTable } from './node-table';
import { NodeTokenModal } from './node-token-modal';
import { PlatformNodeBanner } from './platform-node-banner';

export interface NodeListProps {
  base: NodeBase;
  /** Holds NODE_SAVE_PERMISSION: add, edit, bind, reset tokens and delete. */
  canSave: boolean;
}

/**
 * The caller's own nodes (supplier producer/nodeinfo, consumer consumer/node/index, the operator's platform
 * nodes on operate/zqOperateNodeinfo) with live online/offline, edit, bind, token reset and delete.
 */
export function NodeList({ base, canSave }: NodeListProps) {
  const { t } = useTranslation(['nodes', 'table']);
  const navigate = useNavigate();
  const paths = nodePaths(base);
  const isOperator = base === 'operate';
  const table = usePageTable<nodes.NodeInfo, NodeListFilter>({
    queryKey: [...nodesPageKey, base],
    fetcher: (params, signal) => fetchNodePage({ ...params, mine: isOperator || undefined }, signal),
  });
  const remover = useDeleteNodes();
  const resetter = useResetNodeToken();
  const platformSetter = useSetPlatformNode();
  const [issued, setIssued] = useState<{ nodeId: string; name: string; token: string }>();

  const showError = (error: unknown) => {
    const text = errorText(error);
    if (text) notify.error(text);
  };

  const handleDelete = (row: nodes.NodeInfo) =>
    notify.confirm({
      title: t('delete.title'),
      content: t('delete.content', { name: row.name }),
      danger: true,
      okTestId: 'confirm-delete',
      onOk: () =>
        remover.mutateAsync([row.id]).then(() => {
          notify.success(t('delete.done'));
          table.afterDelete();
        }, showError),
    });

  const handleResetToken = (row: nodes.NodeInfo) =>
    notify.confirm({
      title: t('token.resetConfirmTitle'),
      content: t('token.resetConfirm', { name: row.name }),
      danger: true,
      okTestId: 'confirm-reset-token',
      onOk: () =>
        resetter
          .mutateAsync(row.id)
          .then((result) =>
            setIssued({ nodeId: result.node.id, name: result.node.name, token: result.token }),
          )
          .catch(showError),
    });

  const handleSetPlatform = (row: nodes.NodeInfo) =>
    notify.confirm({
      title: t('actions.setPlatform'),
      content: t('platform.confirm', { name: row.name }),
      okTestId: 'confirm-set-platform',
      onOk: () => platformSetter.mutateAsync(row.id).then(() => notify.success(t('platform.set')), showError),
    });

  const columns = (common: NodeColumns): TableProps<nodes.NodeInfo>['columns'] => [
    common.name,
    {
      key: 'kind',
      title: t('fields.kind'),
      dataIndex: 'kind',
      render: (value: nodes.NodeKind) => t(`kind.${value}`),
    },
    common.address,
    common.status,
    common.heartbeat,
    common.binding,
    {
      key: 'actions',
      title: t('table:actions'),
      fixed: 'right',
      render: (_v, row) =>
        canSave ? (
          <Space size={0}>
            <Button
              type="link"
              size="small"
              onClick={() => navigate(paths.edit(row.id))}
              data-testid={`edit-${row.name}`}
            >
              {t('actions.edit')}
            </Button>
            <Button
              type="link"
              size="small"
              onClick={() => navigate(paths.bind(row.id))}
              data-testid={`bind-${row.name}`}
            >
              {t('actions.bind')}
            </Button>
            <Dropdown
              trigger={['click']}
              menu={{
                items: [
                  {
                    key: 'resetToken',
                    label: <span data-testid={`reset-token-${row.name}`}>{t('actions.resetToken')}</span>,
                    onClick: () => handleResetToken(row),
                  },
                  ...(isOperator && !row.isPlatform
                    ? [
                        {
                          key: 'setPlatform',
                          label: (
                            <span data-testid={`set-platform-${row.name}`}>{t('actions.setPlatform')}</span>
                          ),
                          onClick: () => handleSetPlatform(row),
                        },
                      ]
                    : []),
                  { type: 'divider' as const },
                  {
                    key: 'delete',
                    danger: true,
                    label: <span data-testid={`delete-${row.name}`}>{t('actions.delete')}</span>,
                    onClick: () => handleDelete(row),
                  },
                ],
              }}
            >
              <Button type="link" size="small" data-testid={`more-${row.name}`}>
                {t('actions.more')} <DownOutlined />
              </Button>
            </Dropdown>
          </Space>
        ) : null,
    },
  ];

  return (
    <Card data-testid="node-list">
      <PlatformNodeBanner />
      <NodeTable
        table={table}
        filters={
          <>
            <NodeNameFilter width={180} />
            <Form.Item name="kind" label={t('fields.kind')}>
              <Select
                allowClear
                style={{ width: 180 }}
                options={nodes.NODE_KINDS.map((value) => ({ value, label: t(`kind.${value}`) }))}
              />
            </Form.Item>
            <NodeStatusFilter />
          </>
        }
        actions={
          canSave ? (
            <>
              <Button type="primary" onClick={() => navigate(paths.edit())} data-testid="node-add">
                {base === 'consumer' ? t('actions.apply') : t('actions.add')}
              </Button>
              <Button onClick={() => navigate(paths.bind())} data-testid="node-bind">
                {t('actions.bind')}
              </Button>
            </>
          ) : null
        }
        columns={columns}
      />
      <NodeTokenModal value={issued} onClose={() => setIssued(undefined)} />
    </Card>
  );
}
