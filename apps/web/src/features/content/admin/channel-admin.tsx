import { PlusOutlined } from '@ant-design/icons';
import { content } from '@datamall/contract';
import {
  Button,
  Card,
  Divider,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Switch,
  Table,
  type TableProps,
  Tag,
  TreeSelect,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { FormModal } from '../../../shared/ui/form-modal';
import { useChannelTree, useDeleteChannel, useSaveChannel } from '../api/admin';
import { channelOptions } from '../labels';

type Node = content.ChannelNode;

interface FormValues {
  scode: string;
  pcode?: string;
  group: content.ChannelGroup;
  names: { 'zh-CN': string; 'zh-TW'?: string; 'en-US'?: string };
  type: number;
  sort: number;
  isShow: boolean;
}

interface ModalState {
  id?: string;
  initial: Partial<FormValues>;
}

/** antd shows an expander for `children: []`; leaves must have none. */
function toRows(nodes: readonly Node[]): Node[] {
  return nodes.map((n) =>
    n.children.length
      ? { ...n, children: toRows(n.children) }
      : ({ ...n, children: undefined } as unknown as Node),
  );
}

/** operate/content/channel: the channel tree (news, rules tabs, help categories…) with add, edit and delete. */
export function ChannelAdmin() {
  const { t } = useTranslation(['content', 'common']);
  const f = useZodRules(content.zChannelInput);
  const tree = useChannelTree();
  const saver = useSaveChannel();
  const remover = useDeleteChannel();
  const [modal, setModal] = useState<ModalState>();

  const handleDelete = (row: Node) =>
    notify.confirm({
      title: t('channel.deleteTitle', { name: row.name }),
      content: t('channel.deleteHint'),
      okText: t('common:actions.ok'),
      cancelText: t('common:actions.cancel'),
      danger: true,
      onOk: () =>
        remover.mutateAsync(row.id).then(
          () => notify.success(t('channel.deleted')),
          (error) => {
            const text = errorText(error);
            if (text) notify.error(text);
          },
        ),
    });

  const columns: TableProps<Node>['columns'] = [
    { key: 'name', title: t('fields.name'), dataIndex: 'name' },
    { key: 'scode', title: t('fields.scode'), dataIndex: 'scode' },
    { key: 'group', title: t('fields.group'), dataIndex: 'group', render: (g: string) => t(`groups.${g}`) },
    {
      key: 'type',
      title: t('fields.channelType'),
      dataIndex: 'type',
      render: (value: number) => t(`channelType.${value}`),
    },
    { key: 'sort', title: t('fields.sort'), dataIndex: 'sort', width: 80 },
    {
      key: 'isShow',
      title: t('fields.isShow'),
      dataIndex: 'isShow',
      render: (value: number) =>
        value === 1 ? <Tag color="success">{t('show.1')}</Tag> : <Tag>{t('show.0')}</Tag>,
    },
    {
      key: 'actions',
      title: t('fields.actions'),
      render: (_v, row) => (
        <Space size={0} split={<Divider type="vertical" />}>
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 0 }}
            onClick={() =>
              setModal({ initial: { pcode: row.scode, group: row.group, type: 2, sort: 0, isShow: true } })
            }
          >
            {t('channel.addChild')}
          </Button>
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 0 }}
            onClick={() =>
              setModal({
                id: row.id,
                initial: {
                  scode: row.scode,
                  pcode: row.pcode || undefined,
                  group: row.group,
                  names: {
                    'zh-CN': row.names['zh-CN'] ?? '',
                    'zh-TW': row.names['zh-TW'],
                    'en-US': row.names['en-US'],
                  },
                  type: row.type,
                  sort: row.sort,
                  isShow: row.isShow === 1,
                },
              })
            }
          >
            {t('common:actions.edit')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            style={{ paddingInline: 0 }}
            onClick={() => handleDelete(row)}
          >
            {t('actions.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card data-testid="channel-admin">
      <div style={{ marginBottom: 16 }}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setModal({ initial: { group: 'news', type: 2, sort: 0, isShow: true } })}
        >
          {t('channel.add')}
        </Button>
      </div>
      <Table<Node>
        rowKey="id"
        size="middle"
        loading={tree.isLoading}
        columns={columns}
        dataSource={toRows(tree.data ?? [])}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
      />
      {modal && (
        <FormModal<FormValues>
          key={modal.id ?? `new-${modal.initial.pcode ?? ''}`}
          title={modal.id ? t('channel.editTitle') : t('channel.addTitle')}
          initialValues={modal.initial}
          onClose={() => setModal(undefined)}
          width={640}
          onSubmit={async (values) => {
            await saver.mutateAsync({
              id: modal.id,
              ...values,
              pcode: values.pcode ?? '',
              isShow: values.isShow ? 1 : 0,
            });
            notify.success(t('channel.saved'));
          }}
        >
          {(form) => (
            <>
              <Space size={16} style={{ display: 'flex' }} align="start">
                <Form.Item
                  name="scode"
                  label={t('fields.scode')}
                  extra={t('channel.scodeHint')}
                  rules={f.rules('scode', t('fields.scode'), { formatMessage: t('channel.scodeFormat') })}
                >
                  <Input maxLength={f.maxLength('scode')} style={{ width: 200 }} />
                </Form.Item>
                <Form.Item name="pcode" label={t('fields.parent')}>
                  <TreeSelect
                    allowClear
                    treeDefaultExpandAll
                    style={{ width: 260 }}
                    treeData={channelOptions(tree.data ?? [])}
                    onChange={(scode?: string) => {
                      const parent = (function find(nodes: readonly Node[]): Node | undefined {
                        for (const n of nodes) {
                          if (n.scode === scode) return n;
                          const hit = find(n.children);
                          if (hit) return hit;
                        }
                        return undefined;
                      })(tree.data ?? []);
                      if (parent) form.setFieldValue('group', parent.group);
                    }}
                  />
                </Form.Item>
              </Space>
              <Form.Item noStyle shouldUpdate={(a, b) => a.pcode !== b.pcode}>
                {({ getFieldValue }) => (
                  <Form.Item
                    name="group"
                    label={t('fields.group')}
                    rules={f.rules('group', t('fields.group'))}
                  >
                    <Select
                      disabled={!!getFieldValue('pcode')}
                      options={content.CHANNEL_GROUPS.map((g) => ({ value: g, label: t(`groups.${g}`) }))}
                    />
                  </Form.Item>
                )}
              </Form.Item>
              <Form.Item
                name={['names', 'zh-CN']}
                label={t('fields.nameZhCN')}
                rules={f.rules(['names', 'zh-CN'], t('fields.nameZhCN'))}
              >
                <Input maxLength={f.maxLength(['names', 'zh-CN'])} />
              </Form.Item>
              <Form.Item
                name={['names', 'zh-TW']}
                label={t('fields.nameZhTW')}
                rules={f.rules(['names', 'zh-TW'], t('fields.nameZhTW'))}
              >
                <Input maxLength={f.maxLength(['names', 'zh-TW'])} />
              </Form.Item>
              <Form.Item
                name={['names', 'en-US']}
                label={t('fields.nameEnUS')}
                rules={f.rules(['names', 'en-US'], t('fields.nameEnUS'))}
              >
                <Input maxLength={f.maxLength(['names', 'en-US'])} />
              </Form.Item>
              <Space size={24} wrap>
                <Form.Item name="type" label={t('fields.channelType')}>
                  <Radio.Group>
                    <Radio value={2}>{t('channelType.2')}</Radio>
                    <Radio value={1}>{t('channelType.1')}</Radio>
                  </Radio.Group>
                </Form.Item>
                <Form.Item name="sort" label={t('fields.sort')} rules={f.rules('sort', t('fields.sort'))}>
                  <InputNumber {...f.number('sort')} />
                </Form.Item>
                <Form.Item name="isShow" label={t('fields.isShow')} valuePropName="checked">
                  <Switch />
                </Form.Item>
              </Space>
            </>
          )}
        </FormModal>
      )}
    </Card>
  );
}
