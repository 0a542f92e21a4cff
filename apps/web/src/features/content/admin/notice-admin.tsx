import { PlusOutlined } from '@ant-design/icons';
import { content, enumValues, ROLE_TYPE_LABELS, ROLE_TYPES } from '@datamall/contract';
import { Button, Card, Form, Input, Modal, Radio, Select, Space, type TableProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { useZodRules, zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { useConfirmRun } from '../../../shared/ui/confirm-run';
import { FormModal } from '../../../shared/ui/form-modal';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { RichTextView } from '../../../shared/ui/rich-text/rich-text-view';
import { StatusTag } from '../../../shared/ui/status-tag';
import {
  fetchNoticePage,
  type NoticeFilter,
  noticePageKey,
  useDeleteNotices,
  useSaveNotice,
} from '../api/admin';
import { ContentRichTextEditor } from '../components/content-rich-text-editor';

type Row = content.Notice;

interface FormValues {
  title: string;
  type: number;
  content?: string;
  receiverType: number;
  roleTypes?: number[];
}

/** sys/notice: notices written by operators, sent to everyone or to role types. */
export function NoticeAdmin() {
  const { t } = useTranslation(['content', 'common', 'table']);
  const locale = useLocale();
  const table = usePageTable<Row, NoticeFilter>({ queryKey: noticePageKey, fetcher: fetchNoticePage });
  const saver = useSaveNotice();
  const remover = useDeleteNotices();
  const [editing, setEditing] = useState<{ row?: Row }>();
  const [viewing, setViewing] = useState<Row>();
  const typeOptions = enumValues('notice_type').map((value) => ({
    value: Number(value),
    label: <StatusTag dictType="notice_type" value={value} />,
  }));

  const confirmRun = useConfirmRun();
  const handleDelete = (row: Row) =>
    confirmRun({
      title: t('notice.deleteTitle', { title: row.title }),
      content: t('notice.deleteHint'),
      run: () => remover.mutateAsync([row.id]),
      done: t('notice.deleted'),
      afterDone: () => table.afterDelete(),
    });

  const columns: TableProps<Row>['columns'] = [
    { key: 'title', title: t('fields.title'), dataIndex: 'title' },
    {
      key: 'type',
      title: t('fields.noticeType'),
      dataIndex: 'type',
      render: (v: number) => <StatusTag dictType="notice_type" value={v} />,
    },
    {
      key: 'receivers',
      title: t('fields.receivers'),
      render: (_v, row) =>
        row.receiverType === 0
          ? t('notice.everyone')
          : row.roleTypes.map((r) => ROLE_TYPE_LABELS[r as 0 | 1 | 2 | 3]?.[locale]).join('、'),
    },
    {
      key: 'status',
      title: t('fields.status'),
      dataIndex: 'status',
      render: (v: number) => <StatusTag dictType="notice_status" value={v} />,
    },
    {
      key: 'sendDate',
      title: t('fields.sendDate'),
      dataIndex: 'sendDate',
      render: (v: string | null) => (v ? formatDateTime(v) : '-'),
    },
    { key: 'readCount', title: t('fields.readCount'), dataIndex: 'readCount' },
    {
      key: 'actions',
      title: t('table:actions'),
      fixed: 'right',
      render: (_v, row) => (
        <Space size={0}>
          {row.status === 0 ? (
            <Button type="link" size="small" onClick={() => setEditing({ row })}>
              {t('common:actions.edit')}
            </Button>
          ) : (
            <Button type="link" size="small" onClick={() => setViewing(row)}>
              {t('notice.view')}
            </Button>
          )}
          <Button type="link" size="small" danger onClick={() => handleDelete(row)}>
            {t('actions.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  const save = async (values: FormValues, send: 0 | 1) => {
    await saver.mutateAsync({ id: editing?.row?.id, ...values, roleTypes: values.roleTypes ?? [], send });
    notify.success(send ? t('notice.sent') : t('notice.saved'));
  };

  return (
    <Card data-testid="notice-admin">
      <ListFiltersBar<NoticeFilter> testId="notice-filters" onSearch={(values) => table.search(values)}>
        <Form.Item name="title" label={t('fields.title')}>
          <Input allowClear maxLength={zodMaxLength(content.noticePage, 'title')} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="type" label={t('fields.noticeType')}>
          <Select allowClear style={{ width: 130 }} options={typeOptions} />
        </Form.Item>
        <Form.Item name="status" label={t('fields.status')}>
          <Select
            allowClear
            style={{ width: 120 }}
            options={enumValues('notice_status').map((value) => ({
              value: Number(value),
              label: <StatusTag dictType="notice_status" value={value} />,
            }))}
          />
        </Form.Item>
      </ListFiltersBar>
      <div style={{ marginBottom: 16 }}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({})}
          data-testid="notice-add"
        >
          {t('notice.add')}
        </Button>
      </div>
      <PageTable<Row, NoticeFilter>
        table={table}
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
      />
      {editing && (
        <NoticeModal
          key={editing.row?.id ?? 'new'}
          row={editing.row}
          onClose={() => setEditing(undefined)}
          onSave={save}
          typeOptions={typeOptions}
        />
      )}
      {viewing && (
        <Modal open title={viewing.title} width={720} footer={null} onCancel={() => setViewing(undefined)}>
          <RichTextView html={viewing.content} />
        </Modal>
      )}
    </Card>
  );
}

function NoticeModal({
  row,
  onClose,
  onSave,
  typeOptions,
}: {
  row?: Row;
  onClose: () => void;
  onSave: (values: FormValues, send: 0 | 1) => Promise<void>;
  typeOptions: { value: number; label: ReactNode }[];
}) {
  const { t } = useTranslation(['content', 'common']);
  const f = useZodRules(content.zNoticeInput);
  const locale = useLocale();
  const [sending, setSending] = useState(false);
  return (
    <FormModal<FormValues>
      title={row ? t('notice.editTitle') : t('notice.addTitle')}
      width={820}
      initialValues={
        row
          ? {
              title: row.title,
              type: row.type,
              content: row.content,
              receiverType: row.receiverType,
              roleTypes: row.roleTypes,
            }
          : { type: 0, receiverType: 0 }
      }
      onClose={onClose}
      onSubmit={(values) => onSave(values, 0)}
      okTestId="notice-save-draft"
    >
      {(form) => (
        <>
          <Form.Item name="title" label={t('fields.title')} rules={f.rules('title', t('fields.title'))}>
            <Input maxLength={f.maxLength('title')} data-testid="notice-title" />
          </Form.Item>
          <Space size={32} wrap align="start">
            <Form.Item name="type" label={t('fields.noticeType')}>
              <Radio.Group options={typeOptions} />
            </Form.Item>
            <Form.Item name="receiverType" label={t('fields.receivers')}>
              <Radio.Group>
                <Radio value={0}>{t('notice.everyone')}</Radio>
                <Radio value={1}>{t('notice.byRole')}</Radio>
              </Radio.Group>
            </Form.Item>
          </Space>
          <Form.Item noStyle shouldUpdate={(a, b) => a.receiverType !== b.receiverType}>
            {({ getFieldValue }) =>
              getFieldValue('receiverType') === 1 ? (
                <Form.Item
                  name="roleTypes"
                  label={t('fields.roleTypes')}
                  rules={f.rules('roleTypes', t('fields.roleTypes'), { required: true })}
                >
                  <Select
                    mode="multiple"
                    options={ROLE_TYPES.map((r) => ({ value: r, label: ROLE_TYPE_LABELS[r][locale] }))}
                  />
                </Form.Item>
              ) : null
            }
          </Form.Item>
          <Form.Item name="content" label={t('fields.content')}>
            <ContentRichTextEditor height={240} testId="notice-editor" />
          </Form.Item>
          <Button
            type="primary"
            ghost
            loading={sending}
            data-testid="notice-send"
            onClick={async () => {
              const values = await form.validateFields().catch(() => undefined);
              if (!values) return;
              setSending(true);
              try {
                await onSave(values, 1);
                onClose();
              } catch (error) {
                const text = errorText(error);
                if (text) notify.error(text);
              } finally {
                setSending(false);
              }
            }}
          >
            {t('notice.sendNow')}
          </Button>
        </>
      )}
    </FormModal>
  );
}
