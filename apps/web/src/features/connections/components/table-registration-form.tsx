import { zDatabaseTableInput } from '@datamall/contract';
import { Alert, Button, Card, Checkbox, Form, Select, Skeleton, Space, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { ZodInput, ZodTextArea } from '../../../shared/ui/form-fields/zod-fields';
import { useColumns, useSchemas, useTables } from '../api/browse';
import { useDatabaseTableDetail, useSaveDatabaseTable } from '../api/database-tables';
import { useConnectionOptions } from '../api/query-database-list';
import { tablePaths } from '../paths';

interface FormValues {
  connectionId?: string;
  schema?: string;
  table?: string;
  name: string;
  description?: string;
  fields: string[];
}

export interface TableRegistrationFormProps {
  id?: string;
  /** Connection chosen beforehand (from a connection page). */
  connectionId?: string;
  base?: string;
}

/**
 * consumer/zqdatatable-add-or-update: a table of one of the caller's connections, picked live (connection,
 * schema, table, fields), with a name and description. The server reads the table again when saving.
 */
export function TableRegistrationForm({ id, connectionId, base = 'consumer' }: TableRegistrationFormProps) {
  const { t } = useTranslation('connections');
  const f = useZodRules(zDatabaseTableInput);
  const navigate = useNavigate();
  const [form] = Form.useForm<FormValues>();
  const detail = useDatabaseTableDetail(id);
  const saver = useSaveDatabaseTable();
  const connections = useConnectionOptions();
  const chosenConnection = Form.useWatch('connectionId', form);
  const chosenSchema = Form.useWatch('schema', form);
  const chosenTable = Form.useWatch('table', form);
  const schemas = useSchemas(chosenConnection);
  const tables = useTables(chosenConnection, chosenSchema);
  const columns = useColumns(chosenConnection, chosenSchema, chosenTable);
  const filledFor = useRef<string | undefined>(undefined);

  useEffect(() => {
    const d = detail.data;
    if (!d) return;
    form.setFieldsValue({
      connectionId: d.connectionId,
      schema: d.schema,
      table: d.table,
      name: d.name,
      description: d.description,
      fields: d.fields.map((f) => f.name),
    });
    filledFor.current = `${d.connectionId}/${d.schema}/${d.table}`;
  }, [detail.data, form]);

  // A newly chosen table starts with all of its fields ticked and its own name.
  useEffect(() => {
    const key = `${chosenConnection}/${chosenSchema}/${chosenTable}`;
    if (!columns.data || !chosenTable || filledFor.current === key) return;
    filledFor.current = key;
    form.setFieldValue(
      'fields',
      columns.data.map((c) => c.name),
    );
    if (!form.getFieldValue('name')) form.setFieldValue('name', chosenTable);
  }, [columns.data, chosenConnection, chosenSchema, chosenTable, form]);

  const handleSave = (values: FormValues) =>
    saver.mutate(
      {
        id,
        connectionId: Number(values.connectionId),
        schema: values.schema ?? '',
        table: values.table ?? '',
        name: values.name,
        description: values.description ?? '',
        fields: values.fields,
      },
      {
        onSuccess: () => {
          notify.success(t('form.saved'));
          navigate(tablePaths(base).list);
        },
        onError: (error) => {
          const text = errorText(error);
          if (text) notify.error(text);
        },
      },
    );

  if (id && detail.isLoading) return <Skeleton active />;
  const browseError = schemas.error ?? tables.error ?? columns.error;
  const label = (key: string) => t(`registered.${key}`);

  return (
    <Card
      title={id ? t('registered.editTitle') : t('registered.addTitle')}
      data-testid="table-registration-form"
    >
      <Form<FormValues>
        form={form}
        layout="horizontal"
        labelCol={{ span: 5 }}
        wrapperCol={{ span: 14 }}
        initialValues={{ connectionId, fields: [] }}
        onFinish={handleSave}
      >
        <Form.Item
          name="connectionId"
          label={label('connection')}
          rules={f.rules('connectionId', label('connection'))}
        >
          <Select
            loading={connections.isLoading}
            options={(connections.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            onChange={() => form.setFieldsValue({ schema: undefined, table: undefined, fields: [] })}
            data-testid="reg-connection"
          />
        </Form.Item>
        <Form.Item name="schema" label={label('schema')} rules={f.rules('schema', label('schema'))}>
          <Select
            showSearch
            loading={schemas.isFetching}
            disabled={!chosenConnection}
            options={(schemas.data ?? []).map((s) => ({ value: s, label: s }))}
            onChange={() => form.setFieldsValue({ table: undefined, fields: [] })}
            data-testid="reg-schema"
          />
        </Form.Item>
        <Form.Item name="table" label={label('table')} rules={f.rules('table', label('table'))}>
          <Select
            showSearch
            loading={tables.isFetching}
            disabled={!chosenSchema}
            options={(tables.data ?? []).map((x) => ({
              value: x.name,
              label: x.comment ? `${x.name} (${x.comment})` : x.name,
            }))}
            data-testid="reg-table"
          />
        </Form.Item>
        {browseError ? (
          <Form.Item wrapperCol={{ offset: 5, span: 14 }}>
            <Alert type="error" showIcon message={errorText(browseError) ?? t('browse.failed')} />
          </Form.Item>
        ) : null}
        <Form.Item name="fields" label={label('fields')} rules={f.rules('fields', label('fields'))}>
          {chosenTable ? (
            <Checkbox.Group data-testid="reg-fields">
              <Space direction="vertical" size={4}>
                {(columns.data ?? []).map((c) => (
                  <Checkbox key={c.name} value={c.name} data-testid={`reg-field-${c.name}`}>
                    <Space size={6}>
                      <span>{c.name}</span>
                      <Typography.Text type="secondary">{c.type}</Typography.Text>
                      {c.comment ? <Typography.Text type="secondary">{c.comment}</Typography.Text> : null}
                    </Space>
                  </Checkbox>
                ))}
              </Space>
            </Checkbox.Group>
          ) : (
            <Typography.Text type="secondary">{t('registered.chooseTable')}</Typography.Text>
          )}
        </Form.Item>
        <ZodInput zod={f} name="name" label={label('name')} data-testid="reg-name" />
        <ZodTextArea zod={f} name="description" label={label('description')} rows={3} showCount />
        <Form.Item wrapperCol={{ offset: 5, span: 14 }}>
          <Space>
            <Button type="primary" htmlType="submit" loading={saver.isPending} data-testid="reg-save">
              {t('actions.save')}
            </Button>
            <Button onClick={() => navigate(tablePaths(base).list)}>{t('actions.back')}</Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
