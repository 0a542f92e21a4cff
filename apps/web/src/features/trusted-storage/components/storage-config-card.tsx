import {
  TRUSTED_STORAGE_TYPES,
  type TrustedStorageConfig,
  type TrustedStorageInput,
  zTrustedStorageInput,
} from '@datamall/contract';
import { Alert, Button, Card, Descriptions, Form, Input, Radio, Skeleton, Space, Switch, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { useFormRules } from '../../../shared/hooks/use-form-rules';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { useTrustedConfig } from '../api/query-config';
import { useSaveTrustedConfig } from '../api/save-config';
import { useTestTrustedConfig } from '../api/test-config';

interface FormValues {
  storageType: 'local' | 's3';
  endpoint?: string;
  region?: string;
  bucket?: string;
  accessKey?: string;
  secretKey?: string;
  forcePathStyle?: boolean;
}

type Outcome = { ok: boolean; message: string; elapsedMs?: number };

const ENDPOINT_PATTERN = /^https?:\/\/[^\s/?#@]+\/?$/i;

function toInput(values: FormValues): TrustedStorageInput {
  if (values.storageType === 'local') return { storageType: 'local' };
  return {
    storageType: 's3',
    endpoint: values.endpoint?.trim() ?? '',
    region: values.region?.trim() || 'us-east-1',
    bucket: values.bucket?.trim() ?? '',
    accessKey: values.accessKey?.trim() ?? '',
    secretKey: values.secretKey ?? '',
    forcePathStyle: values.forcePathStyle ?? true,
  };
}

function initialValues(config: TrustedStorageConfig): FormValues {
  return {
    storageType: config.storageType,
    endpoint: config.endpoint,
    region: config.region || 'us-east-1',
    bucket: config.bucket,
    accessKey: config.accessKey,
    secretKey: '',
    forcePathStyle: config.forcePathStyle,
  };
}

/** sys/configuration, top: where the caller's data packages are kept, tested before it is saved. */
export function StorageConfigCard() {
  const { t } = useTranslation('trustedStorage');
  const rules = useFormRules();
  const f = useZodRules(zTrustedStorageInput);
  const [form] = Form.useForm<FormValues>();
  const config = useTrustedConfig();
  const tester = useTestTrustedConfig();
  const saver = useSaveTrustedConfig();
  const [outcome, setOutcome] = useState<Outcome>();
  const storageType = Form.useWatch('storageType', form);

  useEffect(() => {
    if (config.data) form.setFieldsValue(initialValues(config.data));
  }, [config.data, form]);

  const handleTest = async () => {
    const values = await form.validateFields();
    setOutcome(undefined);
    tester.mutate(toInput(values), {
      onSuccess: (result) => setOutcome(result),
      onError: (error) => {
        const text = errorText(error);
        if (text) setOutcome({ ok: false, message: text });
      },
    });
  };

  const handleSave = (values: FormValues) => {
    setOutcome(undefined);
    saver.mutate(toInput(values), {
      onSuccess: () => {
        notify.success(t('config.saved'));
        setOutcome({ ok: true, message: t('config.saved') });
      },
      onError: (error) => {
        const text = errorText(error);
        if (text) setOutcome({ ok: false, message: text });
      },
    });
  };

  if (config.isLoading) return <Skeleton active />;
  const c = config.data;
  const isS3 = storageType === 's3';
  const field = (name: string) => t(`config.${name}`);

  return (
    <Card title={t('config.title')} data-testid="storage-config">
      {c && (
        <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('config.current')}>
            <Space>
              <Tag color={c.storageType === 's3' ? 'blue' : 'green'} data-testid="storage-current">
                {t(`config.types.${c.storageType}`)}
              </Tag>
              {c.storageType === 's3' ? `${c.endpoint} / ${c.bucket}` : null}
              {c.isSaved ? null : <span>{t('config.notSaved')}</span>}
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={t('config.lastTest')}>
            {c.lastTestAt ? formatDateTime(c.lastTestAt) : '-'}
          </Descriptions.Item>
          <Descriptions.Item label={t('config.updated')}>
            {c.updateDate ? formatDateTime(c.updateDate) : '-'}
          </Descriptions.Item>
        </Descriptions>
      )}
      <Form<FormValues>
        form={form}
        layout="horizontal"
        labelCol={{ span: 5 }}
        wrapperCol={{ span: 14 }}
        initialValues={{ storageType: 'local', region: 'us-east-1', forcePathStyle: true }}
        onFinish={handleSave}
        onValuesChange={() => setOutcome(undefined)}
      >
        <Form.Item name="storageType" label={field('type')} rules={f.rules('storageType', field('type'))}>
          <Radio.Group data-testid="storage-type">
            {TRUSTED_STORAGE_TYPES.map((value) => (
              <Radio.Button key={value} value={value} data-testid={`storage-type-${value}`}>
                {t(`config.types.${value}`)}
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 5, span: 14 }}>
          <Alert type="info" showIcon message={isS3 ? t('config.s3Hint') : t('config.localHint')} />
        </Form.Item>
        {isS3 && (
          <>
            <Form.Item
              name="endpoint"
              label={field('endpoint')}
              rules={[
                ...f.rules('endpoint', field('endpoint')),
                // Scheme, host and port only: the server checks the same when it connects.
                rules.format(field('endpoint'), ENDPOINT_PATTERN, t('config.endpointFormat')),
              ]}
            >
              <Input
                placeholder="https://s3.example.com"
                maxLength={f.maxLength('endpoint')}
                data-testid="s3-endpoint"
              />
            </Form.Item>
            <Form.Item
              name="region"
              label={field('region')}
              // The form sends what is typed: an emptied region is refused, not defaulted.
              rules={f.rules('region', field('region'), { required: true })}
            >
              <Input
                placeholder="us-east-1"
                maxLength={f.maxLength('region')}
                style={{ width: 220 }}
                data-testid="s3-region"
              />
            </Form.Item>
            <Form.Item
              name="bucket"
              label={field('bucket')}
              rules={f.rules('bucket', field('bucket'), { formatMessage: t('config.bucketFormat') })}
            >
              <Input maxLength={f.maxLength('bucket')} data-testid="s3-bucket" />
            </Form.Item>
            <Form.Item
              name="accessKey"
              label={field('accessKey')}
              rules={f.rules('accessKey', field('accessKey'))}
            >
              <Input autoComplete="off" maxLength={f.maxLength('accessKey')} data-testid="s3-access-key" />
            </Form.Item>
            <Form.Item
              name="secretKey"
              label={field('secretKey')}
              extra={c?.hasSecretKey ? t('config.secretKeep') : undefined}
              rules={f.rules('secretKey', field('secretKey'), { required: !c?.hasSecretKey })}
            >
              <Input.Password
                autoComplete="new-password"
                maxLength={f.maxLength('secretKey')}
                data-testid="s3-secret-key"
              />
            </Form.Item>
            <Form.Item
              name="forcePathStyle"
              label={field('forcePathStyle')}
              valuePropName="checked"
              extra={t('config.forcePathStyleHint')}
            >
              <Switch />
            </Form.Item>
          </>
        )}
        {outcome && (
          <Form.Item wrapperCol={{ offset: 5, span: 14 }}>
            <Alert
              showIcon
              type={outcome.ok ? 'success' : 'error'}
              message={
                outcome.elapsedMs === undefined
                  ? outcome.message
                  : outcome.ok
                    ? t('config.testOk', { ms: outcome.elapsedMs })
                    : t('config.testFailed', { message: outcome.message, ms: outcome.elapsedMs })
              }
              data-testid="storage-outcome"
            />
          </Form.Item>
        )}
        <Form.Item wrapperCol={{ offset: 5, span: 14 }}>
          <Space>
            <Button onClick={handleTest} loading={tester.isPending} data-testid="storage-test">
              {t('config.test')}
            </Button>
            <Button type="primary" htmlType="submit" loading={saver.isPending} data-testid="storage-save">
              {t('config.save')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
