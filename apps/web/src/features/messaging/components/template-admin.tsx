import { PlusOutlined } from '@ant-design/icons';
import { LOCALES, type Locale, messaging } from '@datamall/contract';
import { Button, Card, Form, Input, Select, Space, type TableProps, Tabs, Tag } from 'antd';
import type { Rule } from 'antd/es/form';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { useConfirmRun } from '../../../shared/ui/confirm-run';
import { FormModal } from '../../../shared/ui/form-modal';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import {
  type Channel,
  fetchTemplatePage,
  type TemplateFilter,
  type TemplateRow,
  templatePageKey,
  useDeleteTemplates,
  useSaveTemplate,
} from '../api/messaging';

type Texts = Record<Locale, string>;

interface FormValues {
  code: string;
  name: string;
  variables: string[];
  subject?: Texts;
  body?: Texts;
  content?: Texts;
}

/** Mail or SMS templates: code, name, declared variables and the text in every language. */
export function TemplateAdmin({ channel, toolbar }: { channel: Channel; toolbar?: ReactNode }) {
  const { t } = useTranslation(['messaging', 'common', 'table']);
  const table = usePageTable<TemplateRow, TemplateFilter>({
    queryKey: templatePageKey(channel),
    fetcher: fetchTemplatePage(channel) as (
      params: Parameters<ReturnType<typeof fetchTemplatePage>>[0],
      signal: AbortSignal,
    ) => Promise<{ list: TemplateRow[]; total: number }>,
  });
  const remover = useDeleteTemplates(channel);
  const [editing, setEditing] = useState<{ row?: TemplateRow }>();

  const confirmRun = useConfirmRun();
  const handleDelete = (row: TemplateRow) =>
    confirmRun({
      title: t('template.deleteTitle', { code: row.code }),
      content: t('template.deleteHint'),
      run: () => remover.mutateAsync([row.id]),
      done: t('template.deleted'),
      afterDone: () => table.afterDelete(),
    });

  const columns: TableProps<TemplateRow>['columns'] = [
    { key: 'code', title: t('fields.code'), dataIndex: 'code' },
    {
      key: 'name',
      title: t('fields.name'),
      render: (_v, row) => (
        <Space size={4}>
          {row.name}
          {row.builtin ? <Tag color="blue">{t('template.builtin')}</Tag> : null}
        </Space>
      ),
    },
    {
      key: 'variables',
      title: t('fields.variables'),
      render: (_v, row) => row.variables.map((v) => <Tag key={v}>{`{{${v}}}`}</Tag>),
    },
    {
      key: 'updatedAt',
      title: t('fields.updatedAt'),
      dataIndex: 'updatedAt',
      render: (v: string) => formatDateTime(v),
    },
    {
      key: 'actions',
      title: t('table:actions'),
      fixed: 'right',
      render: (_v, row) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            onClick={() => setEditing({ row })}
            data-testid={`template-edit-${row.code}`}
          >
            {t('common:actions.edit')}
          </Button>
          {row.builtin ? null : (
            <Button
              type="link"
              size="small"
              danger
              onClick={() => handleDelete(row)}
              data-testid={`template-delete-${row.code}`}
            >
              {t('actions.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card data-testid={`${channel}-templates`}>
      <ListFiltersBar<TemplateFilter>
        testId={`${channel}-template-filters`}
        onSearch={(v) => table.search(v)}
      >
        <Form.Item name="code" label={t('fields.code')}>
          <Input allowClear maxLength={64} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="name" label={t('fields.name')}>
          <Input allowClear maxLength={100} style={{ width: 180 }} />
        </Form.Item>
      </ListFiltersBar>
      <Space style={{ marginBottom: 16 }}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({})}
          data-testid={`${channel}-template-add`}
        >
          {t('template.add')}
        </Button>
        {toolbar}
      </Space>
      <PageTable<TemplateRow, TemplateFilter>
        table={table}
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
      />
      {editing && (
        <TemplateModal
          key={editing.row?.id ?? 'new'}
          channel={channel}
          row={editing.row}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Card>
  );
}

/** A rule refusing a `{{name}}` the template does not declare, as the server does. */
function declaredRule(undeclared: (name: string) => string): Rule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: string | undefined) => {
      const declared = new Set<string>(getFieldValue('variables') ?? []);
      const unknown = messaging.templatePlaceholders(value ?? '').find((n) => !declared.has(n));
      if (unknown !== undefined) throw new Error(undeclared(`{{${unknown}}}`));
    },
  });
}

function TemplateModal({
  channel,
  row,
  onClose,
}: {
  channel: Channel;
  row?: TemplateRow;
  onClose: () => void;
}) {
  const { t } = useTranslation(['messaging', 'common']);
  const saver = useSaveTemplate();
  const f = useZodRules(channel === 'mail' ? messaging.zMailTemplateInput : messaging.zSmsTemplateInput);
  const parts: ('subject' | 'body' | 'content')[] = channel === 'mail' ? ['subject', 'body'] : ['content'];
  const initial: Partial<FormValues> = row
    ? { ...row, variables: row.variables }
    : { variables: [], ...(channel === 'mail' ? {} : {}) };

  const submit = async (values: FormValues) => {
    const base = { id: row?.id, code: values.code, name: values.name, variables: values.variables ?? [] };
    await saver.mutateAsync(
      channel === 'mail'
        ? { channel, ...base, subject: values.subject as Texts, body: values.body as Texts }
        : { channel, ...base, content: values.content as Texts },
    );
    notify.success(t('template.saved'));
  };

  return (
    <FormModal<FormValues>
      title={row ? t('template.editTitle') : t('template.addTitle')}
      width={760}
      initialValues={initial}
      onClose={onClose}
      onSubmit={submit}
      okTestId="template-save"
    >
      {() => (
        <>
          <Space size={16} wrap align="start">
            <Form.Item
              name="code"
              label={t('fields.code')}
              extra={row?.builtin ? t('template.builtinCode') : t('template.codeHint')}
              rules={f.rules('code', t('fields.code'))}
            >
              <Input disabled={Boolean(row?.builtin)} style={{ width: 240 }} data-testid="template-code" />
            </Form.Item>
            <Form.Item name="name" label={t('fields.name')} rules={f.rules('name', t('fields.name'))}>
              <Input maxLength={100} style={{ width: 240 }} data-testid="template-name" />
            </Form.Item>
          </Space>
          <Form.Item
            name="variables"
            label={t('fields.variables')}
            extra={t('template.variablesHint', { example: '{{name}}' })}
          >
            <Select mode="tags" tokenSeparators={[',', ' ']} open={false} data-testid="template-variables" />
          </Form.Item>
          <Tabs
            size="small"
            items={LOCALES.map((lng) => ({
              key: lng,
              label: t(`common:language.${lng}`),
              forceRender: true,
              children: parts.map((part) => {
                const label = `${t(`fields.${part}`)}（${t(`common:language.${lng}`)}）`;
                return (
                  <Form.Item
                    key={part}
                    name={[part, lng]}
                    label={t(`fields.${part}`)}
                    dependencies={['variables']}
                    rules={[
                      ...f.rules([part, lng], label),
                      declaredRule((name) => t('template.undeclared', { field: label, name })),
                    ]}
                  >
                    {part === 'subject' ? (
                      <Input maxLength={f.maxLength([part, lng])} data-testid={`template-${part}-${lng}`} />
                    ) : (
                      <Input.TextArea
                        rows={part === 'body' ? 8 : 3}
                        maxLength={f.maxLength([part, lng])}
                        showCount={part === 'content'}
                        data-testid={`template-${part}-${lng}`}
                      />
                    )}
                  </Form.Item>
                );
              }),
            }))}
          />
        </>
      )}
    </FormModal>
  );
}
