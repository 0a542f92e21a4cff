import { checkJsonSchema, emptySchemaNode, type SchemaNode, standardApi } from '@datamall/contract';
import { Button, Card, Form, Input, Skeleton, Space, Switch } from 'antd';
import { type ComponentType, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { useSaveStandardApiVersion, useStandardApi } from '../api';
import { standardApiPaths } from '../paths';

interface Values {
  version: string;
  description?: string;
}

/** The schema editor of item interfaces, handed in by the page (features do not import each other). */
export type SchemaEditorComponent = ComponentType<{
  value: SchemaNode;
  onChange: (next: SchemaNode) => void;
  testId: string;
  readOnly?: boolean;
}>;

/**
 * zqapiManage/addVersions?apiId=: a new version with its request and response JSON Schemas, edited with the schema
 * editor of item interfaces (spec §5); the server checks them against the same rules again.
 */
export function StandardApiVersionForm({
  apiId,
  SchemaEditor,
}: {
  apiId: string;
  SchemaEditor: SchemaEditorComponent;
}) {
  const { t } = useTranslation(['standardApi', 'common']);
  const f = useZodRules(standardApi.zStandardApiVersionInput);
  const navigate = useNavigate();
  const api = useStandardApi(apiId);
  const saver = useSaveStandardApiVersion();
  const [request, setRequest] = useState<SchemaNode | null>(() => emptySchemaNode('object'));
  const [response, setResponse] = useState<SchemaNode | null>(() => emptySchemaNode('object'));

  const schemaBlock = (
    label: string,
    value: SchemaNode | null,
    setValue: (v: SchemaNode | null) => void,
    testId: string,
  ) => (
    <Form.Item label={label}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Switch
          checked={value !== null}
          onChange={(on) => setValue(on ? emptySchemaNode('object') : null)}
          checkedChildren={t('versions.hasSchema')}
          unCheckedChildren={t('versions.noSchema')}
          data-testid={`${testId}-toggle`}
        />
        {value ? (
          <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
            <SchemaEditor value={value} onChange={setValue} testId={testId} />
          </Suspense>
        ) : null}
      </Space>
    </Form.Item>
  );

  const handleSubmit = (values: Values) => {
    for (const [schema, label] of [
      [request, t('versions.request')],
      [response, t('versions.response')],
    ] as const) {
      if (schema && checkJsonSchema(schema).length > 0) {
        notify.error(t('versions.schemaInvalid', { name: label }));
        return Promise.resolve();
      }
    }
    return saver
      .mutateAsync({
        apiId: Number(apiId),
        version: values.version,
        description: values.description ?? '',
        requestSchema: request as Record<string, unknown> | null,
        responseSchema: response as Record<string, unknown> | null,
      })
      .then(() => {
        notify.success(t('done'));
        navigate(standardApiPaths.versions(apiId));
      })
      .catch((error: unknown) => {
        const text = errorText(error);
        if (text) notify.error(text);
      });
  };

  return (
    <Card title={t('versions.addTitle', { name: api.data?.name ?? '' })}>
      <Form<Values> layout="vertical" style={{ maxWidth: 960 }} onFinish={(v) => void handleSubmit(v)}>
        <Form.Item
          name="version"
          label={t('versions.version')}
          rules={f.rules('version', t('versions.version'), { formatMessage: t('versions.versionRule') })}
        >
          <Input placeholder="v1" maxLength={f.maxLength('version')} style={{ maxWidth: 240 }} />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('fields.description')}
          rules={f.rules('description', t('fields.description'))}
        >
          <Input.TextArea rows={3} maxLength={f.maxLength('description')} />
        </Form.Item>
        {schemaBlock(t('versions.request'), request, setRequest, 'request-schema')}
        {schemaBlock(t('versions.response'), response, setResponse, 'response-schema')}
        <Space>
          <Button
            type="primary"
            htmlType="submit"
            loading={saver.isPending}
            data-testid="standard-api-version-save"
          >
            {t('common:actions.save')}
          </Button>
          <Button onClick={() => navigate(standardApiPaths.versions(apiId))}>
            {t('common:actions.back')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
