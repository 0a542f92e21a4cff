import { PlusOutlined } from '@ant-design/icons';
import type { catalog } from '@datamall/contract';
import { Button, Card, Divider, Empty, Space, Table, type TableProps, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { useCatalogName } from '../../../shared/i18n/catalog-name';
import { notify } from '../../../shared/notify';
import { CLASSIFY_KINDS, useClassificationTree } from '../api/classification-tree';
import { useDeleteClassification } from '../api/save-classification';
import { ClassificationModal, type ClassificationModalState } from './classification-modal';

type Row = catalog.ClassificationNode;

/** antd shows an expander for `children: []`; leaves must have none. */
function toRows(nodes: readonly Row[]): Row[] {
  return nodes.map((node) =>
    node.children.length
      ? { ...node, children: toRows(node.children) }
      : ({ ...node, children: undefined } as unknown as Row),
  );
}

/** Ids of the nodes that have children: all expanded unless the user folds them. */
function parentIds(nodes: readonly Row[]): string[] {
  return nodes.flatMap((n) => (n.children.length ? [n.id, ...parentIds(n.children)] : []));
}

/** §sys/zqgoodsclass: one tree per kind (data sources, goods, brands) with add child, edit and delete. */
export function ClassificationTreeTable() {
  const { t } = useTranslation(['catalog', 'common']);
  // The Chinese name column stays the Chinese name in every language (English has its own column).
  const nameOf = useCatalogName();
  const [classify, setClassify] = useState<number>(CLASSIFY_KINDS[0]);
  const [modal, setModal] = useState<ClassificationModalState>();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const tree = useClassificationTree(classify);
  const remove = useDeleteClassification();
  const nodes = tree.data ?? [];

  const handleDelete = (row: Row) =>
    notify.confirm({
      title: t('tree.deleteTitle', { name: nameOf(row.name) }),
      content: t('tree.deleteHint'),
      okText: t('common:actions.ok'),
      cancelText: t('common:actions.cancel'),
      danger: true,
      okTestId: 'classification-delete-confirm',
      onOk: async () => {
        try {
          await remove.mutateAsync(row.id);
          notify.success(t('tree.deleted'));
        } catch (error) {
          const text = errorText(error);
          if (text) notify.error(text);
        }
      },
    });

  const columns: TableProps<Row>['columns'] = [
    { key: 'name', title: t('fields.name'), dataIndex: 'name', render: (value: string) => nameOf(value) },
    { key: 'nameEn', title: t('fields.nameEn'), dataIndex: 'nameEn' },
    { key: 'sort', title: t('fields.sort'), dataIndex: 'sort', width: 90 },
    { key: 'tagCount', title: t('fields.tagCount'), dataIndex: 'tagCount', width: 90 },
    {
      key: 'status',
      title: t('fields.status'),
      dataIndex: 'status',
      width: 100,
      render: (value: number) =>
        value === 1 ? <Tag color="success">{t('status.enabled')}</Tag> : <Tag>{t('status.disabled')}</Tag>,
    },
    {
      key: 'actions',
      title: t('fields.actions'),
      width: 240,
      render: (_value, row) => (
        <Space size={0} split={<Divider type="vertical" />}>
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 0 }}
            onClick={() => setModal({ classify, parentId: row.id })}
            data-testid={`classification-add-child-${row.name}`}
          >
            {t('tree.addChild')}
          </Button>
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 0 }}
            onClick={() => setModal({ classify, editing: row })}
            data-testid={`classification-edit-${row.name}`}
          >
            {t('tree.edit')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            style={{ paddingInline: 0 }}
            onClick={() => handleDelete(row)}
            data-testid={`classification-delete-${row.name}`}
          >
            {t('tree.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('tree.title')}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setModal({ classify })}
          data-testid="classification-add-root"
        >
          {t('tree.addRoot')}
        </Button>
      }
    >
      <Tabs
        activeKey={String(classify)}
        onChange={(key) => setClassify(Number(key))}
        items={CLASSIFY_KINDS.map((kind) => ({ key: String(kind), label: t(`kinds.${kind}`) }))}
        data-testid="classification-kinds"
      />
      <Table<Row>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={toRows(nodes)}
        loading={tree.isFetching}
        pagination={false}
        expandable={{
          expandedRowKeys: parentIds(nodes).filter((id) => !collapsed.has(id)),
          onExpand: (expanded, row) =>
            setCollapsed((prev) => {
              const next = new Set(prev);
              if (expanded) next.delete(row.id);
              else next.add(row.id);
              return next;
            }),
        }}
        locale={{ emptyText: <Empty description={t('tree.empty')} /> }}
        data-testid="classification-table"
      />
      <ClassificationModal state={modal} tree={nodes} onClose={() => setModal(undefined)} />
    </Card>
  );
}
