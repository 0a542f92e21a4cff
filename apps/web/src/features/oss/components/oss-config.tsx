import { oss } from '@datamall/contract';
import {
  Alert,
  AutoComplete,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  Radio,
  Select,
  Space,
  Spin,
  Switch,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify';
import { useOssConfig, useSaveOss, useTestOss } from '../api/oss';

interface FormValues {
  kind: oss.OssKind;
  provider?: oss.OssProvider;
  endpoint?: string;
  region?: string;
  bucket?: string;
  accessKey?: string;
  secretKey?: string;
  forcePathStyle?: boolean;
}

export const toOssInput = (v: FormValues): oss.OssConfigInput =>
  v.kind === 'local'
    ? { kind: 'local' }
    : {
        kind: 's3',
        provider: v.provider ?? 'other',
        endpoint: (v.endpoint ?? '').trim(),
        region: (v.region ?? '').trim() || 'us-east-1',
        bucket: (v.bucket ?? '').trim(),
        accessKey: (v.accessKey ?? '').trim(),
        ...(v.secretKey ? { secretKey: v.secretKey } : {}),
        forcePathStyle: v.forcePathStyle ?? true,
      };

type TestOutcome = { ok: true; elapsedMs: number } | { ok: false; message: string };

/**
 * Cloud storage: where the platform keeps its own files (the active store and where it came from), and the form that
 * tests and saves another one for the next start. Read-only while the server's environment (S3_*) fixes the store.
 */
export function OssConfig() {
  const { t } = useTranslation('oss');
  const config = useOssConfig();
  if (config.isError)
    return <Alert type="error" showIcon message={errorText(config.error) ?? t('loadFailed')} />;
  if (!config.data) return <Spin data-testid="oss-loading" />;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <OssStatus config={config.data} />
      <OssEditor key={config.data.saved?.updatedAt ?? 'none'} config={config.data} />
    </Space>
  );
}

function OssStatus({ config }: { config: oss.OssConfig }) {
  const { t } = useTranslation('oss');
  const { active } = config;
  return (
    <Card title={t('status.title')} data-testid="oss-status">
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('status.active')}>
          <span data-testid="oss-active">
            {active.kind === 's3'
              ? t('status.s3', { bucket: active.bucket, endpoint: active.endpoint })
              : t('status.local')}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('status.source')}>
          <Tag color={active.source === 'environment' ? 'blue' : undefined} data-testid="oss-source">
            {t(`source.${active.source}`)}
          </Tag>
          <span style={{ color: 'rgba(0,0,0,0.45)' }}>{t(`sourceHint.${active.source}`)}</span>
        </Descriptions.Item>
      </Descriptions>
      {config.restartRequired && (
        <Alert type="warning" showIcon message={t('status.restartRequired')} data-testid="oss-restart" />
      )}
    </Card>
  );
}

function OssEditor({ config }: { config: oss.OssConfig }) {
  const { t } = useTranslation(['oss', 'common']);
  const [form] = Form.useForm<FormValues>();
  const tester = useTestOss();
  const saver = useSaveOss();
  const [outcome, setOutcome] = useState<TestOutcome | null>(null);
  const fixed = config.active.source === 'environment';
  const saved = config.saved;
  const kind = Form.useWatch('kind', form) ?? saved?.kind ?? 'local';
  const hasSecret = Boolean(saved?.hasSecret);

  const values = () => form.validateFields().catch(() => undefined);
  const test = async () => {
    const v = await values();
    if (!v) return;
    setOutcome(null);
    tester.mutate(toOssInput(v), {
      onSuccess: (r) => setOutcome({ ok: true, elapsedMs: r.elapsedMs }),
      onError: (error) => setOutcome({ ok: false, message: errorText(error) ?? t('testFailed') }),
    });
  };
  const save = async () => {
    const v = await values();
    if (!v) return;
    notify.confirm({
      title: t('confirm.title'),
      content: t('confirm.content'),
      okText: t('common:actions.save'),
      okTestId: 'oss-confirm-ok',
      onOk: () =>
        saver.mutateAsync(toOssInput(v)).then(
          () => {
            setOutcome(null);
            notify.success(t('saved'));
          },
          (error) => setOutcome({ ok: false, message: errorText(error) ?? t('saveFailed') }),
        ),
    });
  };

  return (
    <Card title={t('form.title')} data-testid="oss-form">
      {fixed && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('form.fixed')}
          data-testid="oss-fixed"
        />
      )}
      <Form<FormValues>
        form={form}
        layout="vertical"
        style={{ maxWidth: 640 }}
        disabled={fixed}
        initialValues={{
          kind: saved?.kind ?? 'local',
          provider: saved?.provider ?? 'other',
          endpoint: saved?.endpoint ?? '',
          region: saved?.region || 'us-east-1',
          bucket: saved?.bucket ?? '',
          accessKey: saved?.accessKey ?? '',
          forcePathStyle: saved?.forcePathStyle ?? true,
        }}
        onValuesChange={() => setOutcome(null)}
      >
        <Form.Item name="kind" label={t('fields.kind')}>
          <Radio.Group
            options={oss.OSS_KINDS.map((value) => ({ value, label: t(`kind.${value}`) }))}
            data-testid="oss-kind"
          />
        </Form.Item>
        {kind === 'local' ? (
          <Alert type="info" style={{ marginBottom: 16 }} message={t('form.localHint')} />
        ) : (
          <>
            <Form.Item name="provider" label={t('fields.provider')} extra={t('form.providerHint')}>
              <Select
                style={{ width: 280 }}
                options={oss.OSS_PROVIDERS.map((value) => ({ value, label: t(`provider.${value}`) }))}
                data-testid="oss-provider"
              />
            </Form.Item>
            <Form.Item
              name="endpoint"
              label={t('fields.endpoint')}
              extra={t('form.endpointHint')}
              rules={[
                { required: true, message: t('form.endpointRequired') },
                { pattern: /^https?:\/\/[^\s/?#@]+\/?$/i, message: t('form.endpointInvalid') },
              ]}
            >
              <Input
                maxLength={255}
                placeholder="https://oss-cn-beijing.aliyuncs.com"
                data-testid="oss-endpoint"
              />
            </Form.Item>
            <Form.Item
              name="region"
              label={t('fields.region')}
              extra={t('form.regionHint')}
              rules={[{ pattern: /^[a-z0-9-]{1,64}$/, message: t('form.regionInvalid') }]}
            >
              <AutoComplete
                style={{ width: 280 }}
                options={oss.OSS_REGION_SUGGESTIONS.map((value) => ({
                  value,
                  label: `${value} · ${t(`region.${value}`)}`,
                }))}
                filterOption={(input, option) =>
                  String(option?.label ?? '')
                    .toLowerCase()
                    .includes(input.toLowerCase())
                }
              >
                <Input data-testid="oss-region" />
              </AutoComplete>
            </Form.Item>
            <Form.Item
              name="bucket"
              label={t('fields.bucket')}
              rules={[
                { required: true, message: t('form.bucketRequired') },
                { pattern: /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, message: t('form.bucketInvalid') },
              ]}
            >
              <Input maxLength={63} style={{ width: 280 }} data-testid="oss-bucket" />
            </Form.Item>
            <Form.Item
              name="accessKey"
              label={t('fields.accessKey')}
              rules={[{ required: true, whitespace: true, message: t('form.accessKeyRequired') }]}
            >
              <Input maxLength={128} autoComplete="off" data-testid="oss-access-key" />
            </Form.Item>
            <Form.Item
              name="secretKey"
              label={t('fields.secretKey')}
              extra={hasSecret ? t('form.secretKeep') : undefined}
              rules={hasSecret ? [] : [{ required: true, message: t('form.secretRequired') }]}
            >
              <Input.Password
                maxLength={256}
                autoComplete="new-password"
                placeholder={hasSecret ? t('form.secretPlaceholder') : ''}
                data-testid="oss-secret"
              />
            </Form.Item>
            <Form.Item
              name="forcePathStyle"
              label={t('fields.forcePathStyle')}
              valuePropName="checked"
              extra={t('form.forcePathStyleHint')}
            >
              <Switch data-testid="oss-path-style" />
            </Form.Item>
          </>
        )}
        <Alert type="warning" style={{ marginBottom: 16 }} message={t('form.nextStart')} />
        {outcome && (
          <Alert
            type={outcome.ok ? 'success' : 'error'}
            showIcon
            style={{ marginBottom: 16 }}
            message={outcome.ok ? t('testOk', { ms: outcome.elapsedMs }) : outcome.message}
            data-testid="oss-test-result"
          />
        )}
        <Space>
          <Button onClick={() => void test()} loading={tester.isPending} data-testid="oss-test">
            {t('test')}
          </Button>
          <Button type="primary" onClick={() => void save()} loading={saver.isPending} data-testid="oss-save">
            {t('common:actions.save')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
