import { emptySchemaNode, type SchemaNode, standardApi } from '@datamall/contract';
import { Button, Card, Form, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import {
  firstInvalidSchema,
  RequestResponseSchemaFields,
  type SchemaEditorComponent,
} from '../../../shared/ui/form-fields/optional-schema-field';
import { ZodInput, ZodTextArea } from '../../../shared/ui/form-fields/zod-fields';
import { useSaveStandardApiVersion, useStandardApi } from '../api';
import { standardApiPaths } from '../paths';

interface Values {
  version: string;
  description?: string;
}

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

  const handleSubmit = (values: Values) => {
    const invalid = firstInvalidSchema([
      [request, t('versions.request')],
      [response, t('versions.response')],
    ]);
    if (invalid) {
      notify.error(t('versions.schemaInvalid', { name: invalid }));
      return Promise.resolve();
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
        <ZodInput
          zod={f}
          name="version"
          label={t('versions.version')}
          ruleOptions={{ formatMessage: t('versions.versionRule') }}
          placeholder="v1"
          style={{ maxWidth: 240 }}
        />
        <ZodTextArea zod={f} name="description" label={t('fields.description')} rows={3} />
        <RequestResponseSchemaFields
          request={request}
          response={response}
          onRequestChange={setRequest}
          onResponseChange={setResponse}
          labels={{ request: t('versions.request'), response: t('versions.response') }}
          editor={SchemaEditor}
          onText={t('versions.hasSchema')}
          offText={t('versions.noSchema')}
        />
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
