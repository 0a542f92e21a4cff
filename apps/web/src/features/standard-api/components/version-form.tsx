import { Button, Card, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify';
import { useSaveStandardApiVersion, useStandardApi } from '../api';
import { standardApiPaths } from '../paths';

interface Values {
  version: string;
  description?: string;
  requestSchema?: string;
  responseSchema?: string;
}

/** A JSON object typed as text, or null when empty; throws on anything else. */
function parseSchema(text: string | undefined): Record<string, unknown> | null {
  if (!text?.trim()) return null;
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('object');
  return value as Record<string, unknown>;
}

/**
 * zqapiManage/addVersions?apiId=: a new version with its request and response JSON Schemas (typed as JSON;
 * the server checks them against the schema editor rules of spec §5).
 */
export function StandardApiVersionForm({ apiId }: { apiId: string }) {
  const { t } = useTranslation(['standardApi', 'common']);
  const navigate = useNavigate();
  const api = useStandardApi(apiId);
  const saver = useSaveStandardApiVersion();

  const jsonRule = {
    validator: (_: unknown, value: string | undefined) => {
      try {
        parseSchema(value);
        return Promise.resolve();
      } catch {
        return Promise.reject(new Error(t('versions.jsonRule')));
      }
    },
  };

  const handleSubmit = (values: Values) =>
    saver
      .mutateAsync({
        apiId: Number(apiId),
        version: values.version,
        description: values.description ?? '',
        requestSchema: parseSchema(values.requestSchema),
        responseSchema: parseSchema(values.responseSchema),
      })
      .then(() => {
        notify.success(t('done'));
        navigate(standardApiPaths.versions(apiId));
      })
      .catch((error: unknown) => {
        const text = errorText(error);
        if (text) notify.error(text);
      });

  return (
    <Card title={t('versions.addTitle', { name: api.data?.name ?? '' })}>
      <Form<Values> layout="vertical" style={{ maxWidth: 760 }} onFinish={(v) => void handleSubmit(v)}>
        <Form.Item
          name="version"
          label={t('versions.version')}
          rules={[
            { required: true, message: t('versions.versionRule') },
            { pattern: /^[0-9A-Za-z][0-9A-Za-z._-]{0,31}$/, message: t('versions.versionRule') },
          ]}
        >
          <Input placeholder="v1" maxLength={32} style={{ maxWidth: 240 }} />
        </Form.Item>
        <Form.Item name="description" label={t('fields.description')}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        <Form.Item name="requestSchema" label={t('versions.request')} rules={[jsonRule]}>
          <Input.TextArea
            rows={8}
            placeholder='{"type": "object", "properties": {}}'
            style={{ fontFamily: 'monospace' }}
          />
        </Form.Item>
        <Form.Item name="responseSchema" label={t('versions.response')} rules={[jsonRule]}>
          <Input.TextArea
            rows={8}
            placeholder='{"type": "object", "properties": {}}'
            style={{ fontFamily: 'monospace' }}
          />
        </Form.Item>
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
