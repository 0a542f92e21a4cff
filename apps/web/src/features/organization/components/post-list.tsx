import { PlusOutlined } from '@ant-design/icons';
import { organization } from '@datamall/contract';
import {
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  type TableProps,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { useZodRules, zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { useBatchDelete } from '../../../shared/ui/confirm-run';
import { FormModal } from '../../../shared/ui/form-modal';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { StatusTag } from '../../../shared/ui/status-tag';
import { postPageKey } from '../api/keys';
import { fetchPostPage, type PostFilter, type PostValues, useDeletePosts, useSavePost } from '../api/posts';
import { RowActions } from './row-actions';
import { statusOptions } from './status-options';

type Row = organization.Post;

/** sys/post: the posts staff accounts hold. */
export function PostList() {
  const { t } = useTranslation(['organization', 'common', 'table']);
  const table = usePageTable<Row, PostFilter>({ queryKey: postPageKey, fetcher: fetchPostPage });
  const remove = useDeletePosts();
  const [editing, setEditing] = useState<{ row?: Row }>();
  const { selected, rowSelection, handleDelete } = useBatchDelete<Row>({
    title: (rows) => t('post.deleteTitle', { names: rows.map((r) => r.postName).join('、') }),
    content: t('post.deleteHint'),
    remove: (rows) => remove.mutateAsync(rows.map((r) => r.id)),
    afterDelete: table.afterDelete,
    done: t('deleted'),
    okTestId: 'post-delete-confirm',
  });

  const columns: TableProps<Row>['columns'] = [
    {
      key: 'postCode',
      title: t('post.code'),
      dataIndex: 'postCode',
      render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
    },
    { key: 'postName', title: t('post.name'), dataIndex: 'postName' },
    { key: 'sort', title: t('fields.sort'), dataIndex: 'sort', width: 90 },
    {
      key: 'status',
      title: t('fields.status'),
      dataIndex: 'status',
      render: (v: number) => <StatusTag dictType="post_status" value={v} />,
    },
    {
      key: 'createDate',
      title: t('fields.createDate'),
      dataIndex: 'createDate',
      render: (v: string) => formatDateTime(v),
    },
    {
      key: 'actions',
      title: t('table:actions'),
      render: (_v, row) => (
        <RowActions
          actions={[
            { key: 'edit', label: t('common:actions.edit'), onClick: () => setEditing({ row }) },
            { key: 'delete', label: t('actions.delete'), danger: true, onClick: () => handleDelete([row]) },
          ]}
        />
      ),
    },
  ];

  return (
    <Card data-testid="post-page">
      <ListFiltersBar<PostFilter> testId="post-filters" onSearch={(values) => table.search(values)}>
        <Form.Item name="keyword" label={t('post.keyword')}>
          <Input
            allowClear
            maxLength={zodMaxLength(organization.postPage, 'keyword')}
            placeholder={t('post.keywordHint')}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item name="status" label={t('fields.status')}>
          <Select allowClear options={statusOptions('post_status')} style={{ width: 120 }} />
        </Form.Item>
      </ListFiltersBar>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="post-add">
          {t('post.add')}
        </Button>
        <Button danger disabled={selected.length === 0} onClick={() => handleDelete(selected)}>
          {t('actions.deleteSelected')}
        </Button>
      </Space>
      <PageTable<Row, PostFilter>
        table={table}
        rowKey="id"
        columns={columns}
        locale={{ emptyText: t('post.empty') }}
        rowSelection={rowSelection}
        data-testid="post-table"
      />
      {editing && (
        <PostModal key={editing.row?.id ?? 'new'} row={editing.row} onClose={() => setEditing(undefined)} />
      )}
    </Card>
  );
}

function PostModal({ row, onClose }: { row?: Row; onClose: () => void }) {
  const { t } = useTranslation(['organization', 'common']);
  const f = useZodRules(organization.zPostBody);
  const save = useSavePost();
  return (
    <FormModal<PostValues>
      title={row ? t('post.editTitle') : t('post.addTitle')}
      initialValues={
        row
          ? { postCode: row.postCode, postName: row.postName, sort: row.sort, status: row.status as 0 | 1 }
          : { sort: 0, status: 1 }
      }
      okTestId="post-save"
      onClose={onClose}
      onSubmit={async (values) => {
        await save.mutateAsync({ ...values, id: row?.id });
        notify.success(t('saved'));
      }}
    >
      {() => (
        <>
          <Form.Item
            name="postCode"
            label={t('post.code')}
            extra={t('post.codeHint')}
            rules={f.rules('postCode', t('post.code'), { formatMessage: t('post.codeHint') })}
          >
            <Input maxLength={f.maxLength('postCode')} data-testid="post-code" />
          </Form.Item>
          <Form.Item name="postName" label={t('post.name')} rules={f.rules('postName', t('post.name'))}>
            <Input maxLength={f.maxLength('postName')} data-testid="post-name" />
          </Form.Item>
          <Form.Item name="sort" label={t('fields.sort')} rules={f.rules('sort', t('fields.sort'))}>
            <InputNumber {...f.number('sort')} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="status" label={t('fields.status')}>
            <Radio.Group options={statusOptions('post_status')} />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
