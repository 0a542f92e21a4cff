import {
  type ConnectionTestResult,
  type DatabaseConnectionInput,
  type DatabaseType,
  SSL_MODES,
  zDatabaseConnectionInput,
} from '@datamall/contract';
import { Alert, Button, Card, Form, Input, InputNumber, Select, Skeleton, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { useConnectionTest } from '../api/connection-test';
import { useConnectionDetail } from '../api/query-database-detail';
import { useDatabaseTemplates } from '../api/query-database-templates';
import { useSaveDatabase } from '../api/save-database';
import { connectionPaths } from '../paths';

type FormValues = Omit<DatabaseConnectionInput, 'port'> & { port: number };

/** Fields that do not take part in a connection test: changing them keeps the test's result. */
const UNTESTED_FIELDS: readonly string[] = ['name', 'schema'];

/** producer/zqdatalink-add-or-update: add or edit a connection; test it before saving. */
export function ConnectionForm({ id, base = 'producer' }: { id?: string; base?: string }) {
  const { t } = useTranslation('connections');
  const navigate = useNavigate();
  const paths = connectionPaths(base);
  const [form] = Form.useForm<FormValues>();
  const f = useZodRules(zDatabaseConnectionInput);
  const templates = useDatabaseTemplates();
  const detail = useConnectionDetail(id);
  const tester = useConnectionTest();
  const saver = useSaveDatabase();
  const [result, setResult] = useState<ConnectionTestResult>();

  useEffect(() => {
    const c = detail.data;
    if (!c) return;
    form.setFieldsValue({
      name: c.name,
      dbType: c.dbType,
      host: c.host,
      port: c.port,
      database: c.database,
      username: c.username,
      password: '',
      sslMode: c.sslMode,
      schema: c.schema,
    });
  }, [detail.data, form]);

  const handleTypeChange = (dbType: DatabaseType) => {
    const port = form.getFieldValue('port') as number | undefined;
    const defaults = (templates.data ?? []).map((x) => x.defaultPort);
    // Only replace a port the user has not chosen themselves.
    if (!port || defaults.includes(port)) {
      const template = templates.data?.find((x) => x.dbType === dbType);
      if (template) form.setFieldValue('port', template.defaultPort);
    }
  };

  const handleTest = async () => {
    const values = await form.validateFields();
    setResult(undefined);
    tester.mutate(
      { ...values, id },
      {
        onSuccess: setResult,
        onError: (error) => {
          const text = errorText(error);
          if (text) notify.error(text);
        },
      },
    );
  };

  // The result shown is of the fields as they are (any change of a tested field clears it): its receipt lets
  // the server record it with the connection, so the list shows the test the user just ran.
  const handleSave = (values: FormValues) =>
    saver.mutate(
      { ...values, id, testReceipt: result?.receipt || undefined },
      {
        onSuccess: () => {
          notify.success(t('form.saved'));
          navigate(paths.list);
        },
        onError: (error) => {
          const text = errorText(error);
          if (text) notify.error(text);
        },
      },
    );

  if (id && detail.isLoading) return <Skeleton active />;

  return (
    <Card title={id ? t('form.editTitle') : t('form.addTitle')} data-testid="connection-form">
      <Form<FormValues>
        form={form}
        layout="horizontal"
        labelCol={{ span: 5 }}
        wrapperCol={{ span: 14 }}
        initialValues={{ dbType: 'postgresql', port: 5432, sslMode: 'disable' }}
        onFinish={handleSave}
        onValuesChange={(changed: Partial<FormValues>) => {
          if (Object.keys(changed).some((field) => !UNTESTED_FIELDS.includes(field))) setResult(undefined);
        }}
      >
        <Form.Item name="name" label={t('fields.name')} rules={f.rules('name', t('fields.name'))}>
          <Input maxLength={f.maxLength('name')} data-testid="conn-name" />
        </Form.Item>
        <Form.Item name="dbType" label={t('fields.dbType')} rules={f.rules('dbType', t('fields.dbType'))}>
          <Select
            loading={templates.isLoading}
            onChange={handleTypeChange}
            options={(templates.data ?? []).map((x) => ({ value: x.dbType, label: x.label }))}
            data-testid="conn-type"
          />
        </Form.Item>
        <Form.Item name="host" label={t('fields.host')} rules={f.rules('host', t('fields.host'))}>
          <Input maxLength={f.maxLength('host')} placeholder="db.example.com" data-testid="conn-host" />
        </Form.Item>
        <Form.Item name="port" label={t('fields.port')} rules={f.rules('port', t('fields.port'))}>
          <InputNumber {...f.number('port')} style={{ width: 160 }} data-testid="conn-port" />
        </Form.Item>
        <Form.Item
          name="database"
          label={t('fields.database')}
          rules={f.rules('database', t('fields.database'))}
        >
          <Input maxLength={f.maxLength('database')} data-testid="conn-database" />
        </Form.Item>
        <Form.Item
          name="username"
          label={t('fields.username')}
          rules={f.rules('username', t('fields.username'))}
        >
          <Input maxLength={f.maxLength('username')} autoComplete="off" data-testid="conn-username" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('fields.password')}
          extra={id && detail.data?.hasPassword ? t('form.passwordKeep') : undefined}
          rules={f.rules('password', t('fields.password'))}
        >
          <Input.Password
            maxLength={f.maxLength('password')}
            autoComplete="new-password"
            data-testid="conn-password"
          />
        </Form.Item>
        <Form.Item name="sslMode" label={t('fields.sslMode')}>
          <Select
            options={SSL_MODES.map((value) => ({ value, label: t(`ssl.${value}`) }))}
            style={{ width: 260 }}
          />
        </Form.Item>
        <Form.Item name="schema" label={t('fields.schema')} rules={f.rules('schema', t('fields.schema'))}>
          <Input maxLength={f.maxLength('schema')} placeholder="public" />
        </Form.Item>
        {result && (
          <Form.Item wrapperCol={{ offset: 5, span: 14 }}>
            <Alert
              showIcon
              type={result.ok ? 'success' : 'error'}
              message={result.ok ? t('test.ok', { version: result.serverVersion }) : result.message}
              data-testid="test-result"
            />
          </Form.Item>
        )}
        <Form.Item wrapperCol={{ offset: 5, span: 14 }}>
          <Space>
            <Button onClick={handleTest} loading={tester.isPending} data-testid="conn-test">
              {t('actions.testConnection')}
            </Button>
            <Button type="primary" htmlType="submit" loading={saver.isPending} data-testid="conn-save">
              {t('actions.save')}
            </Button>
            <Button onClick={() => navigate(paths.list)}>{t('actions.back')}</Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
