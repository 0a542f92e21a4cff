import { PlusOutlined } from '@ant-design/icons';
import { catalog } from '@datamall/contract';
import {
  Button,
  Card,
  Col,
  Divider,
  Empty,
  Form,
  Input,
  InputNumber,
  Row,
  Segmented,
  Skeleton,
  Space,
  Table,
  type TableProps,
  Tree,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { type CatalogNameOf, useCatalogName } from '../../../shared/i18n/catalog-name';
import { notify } from '../../../shared/notify';
import { FormModal } from '../../../shared/ui/form-modal';
import { type ClassTagValues, useClassTags, useDeleteClassTag, useSaveClassTag } from '../api/class-tags';
import { CLASSIFY_KINDS, findNode, useClassificationTree } from '../api/classification-tree';

interface TreeItem {
  key: string;
  title: string;
  children?: TreeItem[];
}

const toTreeItems = (nodes: readonly catalog.ClassificationNode[], nameOf: CatalogNameOf): TreeItem[] =>
  nodes.map((n) => ({
    key: n.id,
    title: `${nameOf(n.name, n.nameEn)}${n.tagCount ? ` (${n.tagCount})` : ''}`,
    ...(n.children.length ? { children: toTreeItems(n.children, nameOf) } : {}),
  }));

/** §sys/classtags: pick a classification on the left, list, add, edit and delete its tags on the right. */
export function ClassTagsPanel() {
  const { t } = useTranslation(['catalog', 'common']);
  const f = useZodRules(catalog.addClassTag);
  const nameOf = useCatalogName();
  const [classify, setClassify] = useState<number>(CLASSIFY_KINDS[0]);
  const [selected, setSelected] = useState<string>();
  const [editing, setEditing] = useState<{ tag?: catalog.ClassTag }>();
  const tree = useClassificationTree(classify);
  const tags = useClassTags(classify, selected);
  const save = useSaveClassTag();
  const remove = useDeleteClassTag();
  const node = selected ? findNode(tree.data ?? [], selected) : undefined;

  const handleDelete = (tag: catalog.ClassTag) =>
    notify.confirm({
      title: t('tags.deleteTitle', { name: nameOf(tag.name) }),
      okText: t('common:actions.ok'),
      cancelText: t('common:actions.cancel'),
      danger: true,
      okTestId: 'tag-delete-confirm',
      onOk: async () => {
        try {
          await remove.mutateAsync(tag.id);
          notify.success(t('tags.deleted'));
        } catch (error) {
          const text = errorText(error);
          if (text) notify.error(text);
        }
      },
    });

  const columns: TableProps<catalog.ClassTag>['columns'] = [
    { key: 'name', title: t('fields.tagName'), dataIndex: 'name', render: (value: string) => nameOf(value) },
    { key: 'sort', title: t('fields.sort'), dataIndex: 'sort', width: 100 },
    {
      key: 'actions',
      title: t('fields.actions'),
      width: 160,
      render: (_value, tag) => (
        <Space size={0} split={<Divider type="vertical" />}>
          <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={() => setEditing({ tag })}>
            {t('tree.edit')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            style={{ paddingInline: 0 }}
            onClick={() => handleDelete(tag)}
            data-testid={`tag-delete-${tag.name}`}
          >
            {t('tree.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Card title={t('tags.pickClassification')}>
          <Segmented
            block
            value={classify}
            onChange={(value) => {
              setClassify(Number(value));
              setSelected(undefined);
            }}
            options={CLASSIFY_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
            style={{ marginBottom: 12 }}
          />
          {tree.isPending ? (
            <Skeleton active />
          ) : (tree.data ?? []).length === 0 ? (
            <Empty description={t('tree.empty')} />
          ) : (
            <div data-testid="tags-tree">
              <Tree
                defaultExpandAll
                key={classify}
                selectedKeys={selected ? [selected] : []}
                onSelect={(keys) => setSelected(keys[0] === undefined ? undefined : String(keys[0]))}
                treeData={toTreeItems(tree.data ?? [], nameOf)}
              />
            </div>
          )}
        </Card>
      </Col>
      <Col xs={24} md={16}>
        <Card
          title={node ? t('tags.of', { name: nameOf(node.name, node.nameEn) }) : t('tags.title')}
          extra={
            <Button
              type="primary"
              icon={<PlusOutlined />}
              disabled={!selected}
              onClick={() => setEditing({})}
              data-testid="tag-add"
            >
              {t('tags.add')}
            </Button>
          }
        >
          {selected ? (
            <Table<catalog.ClassTag>
              rowKey="id"
              size="middle"
              columns={columns}
              dataSource={tags.data ?? []}
              loading={tags.isFetching}
              pagination={false}
              locale={{ emptyText: <Empty description={t('tags.empty')} /> }}
              data-testid="tags-table"
            />
          ) : (
            <Empty description={t('tags.pickHint')} />
          )}
        </Card>
      </Col>
      {editing && selected && (
        <FormModal<ClassTagValues>
          key={editing.tag?.id ?? 'new'}
          title={editing.tag ? t('tags.editTitle') : t('tags.addTitle')}
          initialValues={{ name: editing.tag?.name, sort: editing.tag?.sort ?? 0 }}
          onSubmit={async (values) => {
            await save.mutateAsync({ id: editing.tag?.id, classificationId: selected, values });
            notify.success(t('tags.saved'));
          }}
          onClose={() => setEditing(undefined)}
          okTestId="tag-submit"
        >
          {() => (
            <>
              <Form.Item name="name" label={t('fields.tagName')} rules={f.rules('name', t('fields.tagName'))}>
                <Input maxLength={f.maxLength('name')} autoComplete="off" data-testid="tag-name" />
              </Form.Item>
              <Form.Item name="sort" label={t('fields.sort')} rules={f.rules('sort', t('fields.sort'))}>
                <InputNumber {...f.number('sort')} style={{ width: 160 }} />
              </Form.Item>
            </>
          )}
        </FormModal>
      )}
    </Row>
  );
}
