import type { nodes } from '@datamall/contract';
import { Alert, Button, Card, Divider, Empty, Form, Result, Select, Skeleton, Space, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify';
import { useBindSecondary, useUnbindSecondary } from '../api/node-actions';
import { useNodeDetail, useNodesOfUser } from '../api/query-node';
import { type NodeBase, nodePaths } from '../paths';
import { NodeDescriptions } from './node-detail-drawer';
import { NodeStatusTag } from './node-status-tag';

export interface BindCandidate {
  node: nodes.NodeInfo;
  /** Why it cannot be bound, or undefined when it can. */
  blocked?: 'ancestor' | 'bound';
}

/**
 * The nodes that may become secondaries of `primary`, as the server rules them: same kind, not the primary,
 * not already its secondary; ancestors of the primary (a cycle) and nodes bound elsewhere are listed as blocked.
 */
export function bindCandidates(primary: nodes.NodeInfo, all: readonly nodes.NodeInfo[]): BindCandidate[] {
  const byId = new Map(all.map((n) => [n.id, n]));
  const ancestors = new Set<string>();
  for (let at = primary.primaryId; at && !ancestors.has(at); at = byId.get(at)?.primaryId ?? null) {
    ancestors.add(at);
  }
  return all
    .filter((n) => n.id !== primary.id && n.kind === primary.kind && n.primaryId !== primary.id)
    .map((node) => ({
      node,
      blocked: ancestors.has(node.id) ? 'ancestor' : node.primaryId !== null ? 'bound' : undefined,
    }));
}

function PrimaryPicker({ base }: { base: NodeBase }) {
  const { t } = useTranslation('nodes');
  const navigate = useNavigate();
  const own = useNodesOfUser({});
  return (
    <Card title={t('bind.title')} data-testid="node-bind">
      <Form layout="vertical" style={{ maxWidth: 480 }}>
        <Form.Item label={t('bind.pickPrimary')}>
          <Select
            showSearch
            optionFilterProp="label"
            loading={own.isPending}
            onChange={(id: string) => navigate(nodePaths(base).bind(id))}
            options={(own.data ?? []).map((n) => ({
              value: n.id,
              label: `${n.name} (${t(`kind.${n.kind}`)})`,
            }))}
            data-testid="bind-primary"
          />
        </Form.Item>
      </Form>
    </Card>
  );
}

/** producer/nodeinfo-bind-secondary-node (and the consumer's consumer/node/bind): a primary node's secondaries. */
export function BindSecondary({ id, base }: { id?: string; base: NodeBase }) {
  if (!id) return <PrimaryPicker base={base} />;
  return <BindSecondaryOf id={id} base={base} />;
}

function BindSecondaryOf({ id, base }: { id: string; base: NodeBase }) {
  const { t } = useTranslation('nodes');
  const navigate = useNavigate();
  const paths = nodePaths(base);
  const detail = useNodeDetail(id, true);
  const primary = detail.data;
  const own = useNodesOfUser({ kind: primary?.kind, enabled: Boolean(primary) });
  const binder = useBindSecondary();
  const unbinder = useUnbindSecondary();
  const [chosen, setChosen] = useState<string[]>([]);

  const candidates = useMemo(
    () => (primary && own.data ? bindCandidates(primary, own.data) : []),
    [primary, own.data],
  );

  if (detail.isPending) return <Skeleton active />;
  if (!primary) return <Result status="warning" title={errorText(detail.error) ?? t('detail.notFound')} />;

  const showError = (error: unknown) => {
    const text = errorText(error);
    if (text) notify.error(text);
  };

  const handleBind = () =>
    binder.mutate(
      { id, secondaryIds: chosen },
      {
        onSuccess: () => {
          notify.success(t('bind.done'));
          setChosen([]);
        },
        onError: showError,
      },
    );

  const handleUnbind = (secondary: nodes.NodeInfo) =>
    notify.confirm({
      title: t('bind.unbindTitle'),
      content: t('bind.unbindContent', { name: secondary.name }),
      danger: true,
      okTestId: 'confirm-unbind',
      onOk: () =>
        unbinder
          .mutateAsync({ id, secondaryId: secondary.id })
          .then(() => notify.success(t('bind.unbound')), showError),
    });

  const label = (c: BindCandidate) =>
    c.blocked === 'ancestor'
      ? `${c.node.name} · ${t('bind.ancestor')}`
      : c.blocked === 'bound'
        ? `${c.node.name} · ${t('bind.bound', { name: c.node.primaryName })}`
        : `${c.node.name} · ${c.node.address}`;

  return (
    <Card
      title={t('bind.title')}
      data-testid="node-bind"
      extra={<Button onClick={() => navigate(paths.list)}>{t('actions.back')}</Button>}
    >
      <Divider orientation="left" style={{ marginTop: 0 }}>
        {t('bind.primary')}
      </Divider>
      <NodeDescriptions node={primary} columns={2} />
      <Divider orientation="left">{t('bind.candidates')}</Divider>
      <Alert type="info" showIcon message={t('bind.candidatesHint')} style={{ marginBottom: 12 }} />
      {own.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : candidates.length === 0 ? (
        <Empty description={t('bind.noCandidates')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Space.Compact style={{ width: '100%', maxWidth: 720 }}>
          <Select
            mode="multiple"
            allowClear
            value={chosen}
            onChange={setChosen}
            style={{ width: '100%' }}
            optionFilterProp="label"
            options={candidates.map((c) => ({
              value: c.node.id,
              label: label(c),
              disabled: Boolean(c.blocked),
            }))}
            data-testid="bind-candidates"
          />
          <Button
            type="primary"
            disabled={chosen.length === 0}
            loading={binder.isPending}
            onClick={handleBind}
            data-testid="bind-submit"
          >
            {t('bind.submit')}
          </Button>
        </Space.Compact>
      )}
      <Divider orientation="left">{t('bind.secondaries')}</Divider>
      <Table<nodes.NodeInfo>
        size="small"
        rowKey="id"
        dataSource={primary.secondaries}
        pagination={false}
        locale={{ emptyText: t('bind.empty') }}
        data-testid="secondary-table"
        columns={[
          { key: 'name', title: t('fields.name'), dataIndex: 'name' },
          { key: 'address', title: t('fields.address'), dataIndex: 'address' },
          { key: 'status', title: t('fields.status'), render: (_v, row) => <NodeStatusTag node={row} /> },
          {
            key: 'actions',
            title: '',
            align: 'right',
            render: (_v, row) => (
              <Button
                type="link"
                size="small"
                danger
                onClick={() => handleUnbind(row)}
                data-testid={`unbind-${row.name}`}
              >
                {t('actions.unbind')}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
