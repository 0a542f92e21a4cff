import { SendOutlined } from '@ant-design/icons';
import { interfaces } from '@datamall/contract';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Empty,
  Form,
  Input,
  Result,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText, isApiError } from '../../../shared/api/api-error';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { useInterface, useTestInterface } from '../api';
import { type InterfaceVariant, interfacePaths } from '../paths';
import { prettyBody, requestSkeleton } from '../request-skeleton';
import { MethodTag } from './interface-list';

const QUERY_VALUE_MAX = zodMaxLength(interfaces.zInterfaceTestInput, ['query', 'value']);

export interface InterfaceTesterProps {
  id: string;
  /** Which interface list the back button returns to. */
  variant?: InterfaceVariant;
}

/** The colour of an HTTP status: 2xx success, 3xx processing, 4xx warning, 5xx and others error. */
export function statusColor(status: number): string {
  if (status >= 200 && status < 300) return 'success';
  if (status >= 300 && status < 400) return 'processing';
  if (status >= 400 && status < 500) return 'warning';
  return 'error';
}

interface FormValues {
  query: Record<string, string>;
  body: string;
}

/** dev/apiTest?id=: sends a test request to an interface's upstream through the server and shows the answer. */
export function InterfaceTester({ id, variant = 'dev' }: InterfaceTesterProps) {
  const { t } = useTranslation(['interfaces', 'common']);
  const navigate = useNavigate();
  const [form] = Form.useForm<FormValues>();
  const current = useInterface(id);
  const tester = useTestInterface();
  const [ready, setReady] = useState(false);
  const row = current.data;

  useEffect(() => {
    if (!row || ready) return;
    form.setFieldsValue({ query: {}, body: requestSkeleton(row.requestSchema, row.params) });
    setReady(true);
  }, [row, ready, form]);

  if (current.isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  if (!row) {
    return (
      <Card>
        <Result
          status="warning"
          title={t('form.loadFailed')}
          subTitle={errorText(current.error)}
          extra={<Button onClick={() => navigate(-1)}>{t('common:actions.back')}</Button>}
          data-testid="interface-test-failed"
        />
      </Card>
    );
  }

  const queryParams = row.params.filter((p) => p.place === 'query');
  const bodyParams = row.params.filter((p) => p.place === 'body');
  const hasBody = row.method === 'POST';
  const answer = tester.data;
  const failure = tester.error;
  const failureText = failure ? errorText(failure) : undefined;

  const send = () => {
    const values = form.getFieldsValue(true) as FormValues;
    form.setFields([
      ...queryParams.map((p) => ({ name: ['query', p.name] as ['query', string], errors: [] })),
      { name: 'body' as const, errors: [] },
    ]);
    const query: Record<string, string> = {};
    for (const [name, value] of Object.entries(values.query ?? {})) if (value) query[name] = value;
    tester.reset();
    tester.mutate(
      { interfaceId: Number(row.id), query, ...(hasBody ? { body: values.body ?? '' } : {}) },
      {
        onError: (error) => {
          // The server names the field it refused: show its message there too.
          const field = isApiError(error) ? (error.data as { field?: string } | null)?.field : undefined;
          const text = errorText(error);
          if (!field || !text) return;
          if (field.startsWith('query.'))
            form.setFields([{ name: ['query', field.slice(6)], errors: [text] }]);
          else if (field === 'body' || field.startsWith('body.'))
            form.setFields([{ name: 'body', errors: [text] }]);
        },
      },
    );
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="interface-tester">
      <Card
        title={
          <Space>
            <span>{t('test.title')}</span>
            <Typography.Text type="secondary" data-testid="interface-test-name">
              {row.name}
            </Typography.Text>
          </Space>
        }
        extra={
          <Button
            onClick={() => navigate(interfacePaths.list(variant, row.itemId))}
            data-testid="interface-test-back"
          >
            {t('test.backToList')}
          </Button>
        }
      >
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('test.route')}>
            <Space>
              <MethodTag method={row.method} />
              <Typography.Text code data-testid="interface-test-path">
                {row.path}
              </Typography.Text>
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.upstreamUrl')}>
            <Typography.Text copyable>{row.upstreamUrl}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.authHeader')}>
            {row.authHeader ? (
              <Space>
                <Typography.Text code>{row.authHeader}</Typography.Text>
                <span>{row.hasSecret ? t('test.secretApplied') : t('test.noSecret')}</span>
              </Space>
            ) : (
              t('panel.noSecret')
            )}
          </Descriptions.Item>
        </Descriptions>
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 12 }}
          message={t('test.hint', {
            seconds: interfaces.TEST_CALL.timeoutSeconds,
            kb: interfaces.TEST_CALL.maxResponseBytes / 1024,
          })}
        />
      </Card>

      <Card title={t('test.request')}>
        <Form form={form} layout="vertical" disabled={tester.isPending}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {t('test.queryParams')}
          </Typography.Title>
          {queryParams.length === 0 ? (
            <Typography.Paragraph type="secondary" data-testid="interface-test-no-query">
              {t('test.noQuery')}
            </Typography.Paragraph>
          ) : (
            queryParams.map((p) => (
              <Form.Item
                key={p.name}
                name={['query', p.name]}
                label={
                  <Space>
                    <Typography.Text code>{p.name}</Typography.Text>
                    <Tag>{p.type}</Tag>
                    {p.description ? (
                      <Typography.Text type="secondary">{p.description}</Typography.Text>
                    ) : null}
                  </Space>
                }
                required={p.required}
              >
                <Input data-testid={`interface-test-query-${p.name}`} maxLength={QUERY_VALUE_MAX} />
              </Form.Item>
            ))
          )}
          {hasBody ? (
            <>
              <Typography.Title level={5}>{t('test.body')}</Typography.Title>
              {bodyParams.length ? (
                <Typography.Paragraph type="secondary">
                  {t('test.bodyParams', {
                    names: bodyParams.map((p) => (p.required ? `${p.name} *` : p.name)).join(', '),
                  })}
                </Typography.Paragraph>
              ) : null}
              <Form.Item name="body" extra={t('test.bodyHint')}>
                <Input.TextArea
                  autoSize={{ minRows: 6, maxRows: 24 }}
                  spellCheck={false}
                  maxLength={interfaces.TEST_CALL.maxBodyBytes}
                  style={{ fontFamily: 'monospace' }}
                  data-testid="interface-test-body"
                />
              </Form.Item>
              <Button
                size="small"
                onClick={() => form.setFieldValue('body', requestSkeleton(row.requestSchema, row.params))}
                data-testid="interface-test-skeleton"
                style={{ marginBottom: 16 }}
              >
                {t('test.resetBody')}
              </Button>
            </>
          ) : null}
          <div>
            <Button
              type="primary"
              icon={<SendOutlined />}
              loading={tester.isPending}
              onClick={send}
              data-testid="interface-test-send"
            >
              {tester.isPending ? t('test.sending') : t('test.send')}
            </Button>
          </div>
        </Form>
      </Card>

      <Card title={t('test.response')} data-testid="interface-test-response">
        {failureText ? (
          <Alert
            type="error"
            showIcon
            message={t('test.failed')}
            description={failureText}
            data-testid="interface-test-error"
          />
        ) : answer ? (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Space wrap size={16}>
              <span>
                {t('test.status')}{' '}
                <Tag color={statusColor(answer.status)} data-testid="interface-test-status">
                  {answer.status}
                </Tag>
              </span>
              <span data-testid="interface-test-ms">{t('test.ms', { ms: answer.ms })}</span>
              <span>
                {t('test.contentType')}{' '}
                <Typography.Text code data-testid="interface-test-content-type">
                  {answer.headers['content-type'] ?? '-'}
                </Typography.Text>
              </span>
              {answer.headers.location ? (
                <span>
                  {t('test.location')} <Typography.Text code>{answer.headers.location}</Typography.Text>
                </span>
              ) : null}
            </Space>
            {answer.truncated ? (
              <Alert
                type="warning"
                showIcon
                message={t('test.truncated', { kb: interfaces.TEST_CALL.maxResponseBytes / 1024 })}
                data-testid="interface-test-truncated"
              />
            ) : null}
            {answer.body ? (
              <pre
                style={{
                  maxHeight: 480,
                  overflow: 'auto',
                  background: 'rgba(0,0,0,0.04)',
                  padding: 12,
                  borderRadius: 6,
                  margin: 0,
                  whiteSpace: 'pre-wrap',
                  wordBreak: 'break-all',
                }}
                data-testid="interface-test-answer"
              >
                {prettyBody(answer.body)}
              </pre>
            ) : (
              <Typography.Text type="secondary">{t('test.emptyBody')}</Typography.Text>
            )}
          </Space>
        ) : (
          <Empty description={tester.isPending ? t('test.sending') : t('test.notSent')} />
        )}
      </Card>
    </Space>
  );
}
