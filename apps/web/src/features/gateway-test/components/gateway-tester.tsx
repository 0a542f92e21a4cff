import { KeyOutlined, ReloadOutlined, SendOutlined } from '@ant-design/icons';
import { enumLabel, gateway as gw, type interfaces } from '@datamall/contract';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Empty,
  Input,
  Select,
  Skeleton,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { useMallInterfaces } from '../api/mall-interfaces';
import { useOwnerInterfaces } from '../api/owner-interfaces';
import { useIssueTestKey } from '../api/test-key';
import {
  buildTestCallUrl,
  gatewayRefusal,
  isBadJson,
  isFreshKeyMiss,
  isNotableHeader,
  missingRequired,
  pathParamNames,
  prettyBody,
  sendTestCall,
  type TestCallOutcome,
  type TestInterface,
} from '../call';

/** How many times a call is tried again while a fresh key is not yet known to the gateways, and how far apart. */
const FRESH_KEY_RETRIES = 3;
const FRESH_KEY_WAIT_MS = 1000;
/** A first call waits this long after its key was issued: the gateways pick new keys up within about a second. */
const NEW_KEY_SETTLE_MS = 1200;

export type BodySkeleton = (
  schema: Record<string, unknown> | null,
  params: readonly interfaces.InterfaceParam[],
) => string;

export interface GatewayTesterProps {
  itemId: string;
  /**
   * Where the interfaces come from: `mall`, the documentation of a listed good (anyone); `owner`, the good's own
   * interfaces, listed or not (its developer, the operator).
   */
  source: 'mall' | 'owner';
  /** The JSON a POST body starts from for an interface (composed by the page); else `{}`. */
  bodySkeleton?: BodySkeleton;
}

/** The colour of an HTTP status: 2xx success, 3xx processing, 4xx warning, else error. */
export function statusColor(status: number): string {
  if (status >= 200 && status < 300) return 'success';
  if (status >= 300 && status < 400) return 'processing';
  if (status >= 400 && status < 500) return 'warning';
  return 'error';
}

/** A key shown without its middle (the copy button copies all of it). */
export function maskKey(key: string): string {
  return key.length > 16 ? `${key.slice(0, 8)}…${key.slice(-4)}` : key;
}

/** Renders again every `intervalMs` (the key's remaining time and expiry read the clock when rendering). */
function useTicking(intervalMs: number): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setTick((n) => n + 1), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function ParamLabel({ param }: { param: Pick<interfaces.InterfaceParam, 'name' | 'type' | 'required'> }) {
  return (
    <Space size={4}>
      {param.required ? <span style={{ color: '#ef4444' }}>*</span> : null}
      <Typography.Text code>{param.name}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {param.type}
      </Typography.Text>
    </Space>
  );
}

function Outcome({ outcome }: { outcome: TestCallOutcome }) {
  const { t } = useTranslation('gatewayTest');
  const locale = useLocale();
  if (outcome.kind === 'blocked') {
    return (
      <Alert
        type="error"
        showIcon
        message={t('result.blocked')}
        data-testid="gw-tester-blocked"
        description={
          <Space direction="vertical" size={4}>
            <span>{t('result.blockedWhy')}</span>
            <Typography.Text code>
              {outcome.method} {outcome.url}
            </Typography.Text>
            <Typography.Text type="secondary">
              {t('result.browserSays', { message: outcome.message })}
            </Typography.Text>
          </Space>
        }
      />
    );
  }
  const refusal = outcome.status >= 400 ? gatewayRefusal(outcome.body) : null;
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="gw-tester-result">
      <Space wrap>
        <Tag color={statusColor(outcome.status)} data-testid="gw-tester-status">
          HTTP {outcome.status} {outcome.statusText}
        </Tag>
        <Typography.Text data-testid="gw-tester-latency">
          {t('result.latency', { ms: outcome.ms })}
        </Typography.Text>
        {outcome.testType !== null ? (
          <Tag color="blue">
            {t('result.markedTest', { type: enumLabel('testType', outcome.testType, locale) })}
          </Tag>
        ) : null}
        {outcome.isMock ? (
          <Tag color="magenta" data-testid="gw-tester-mock">
            {t('result.mock')}
          </Tag>
        ) : null}
        {outcome.tries > 1 ? (
          <Typography.Text type="secondary">
            {t('result.retried', { count: outcome.tries - 1 })}
          </Typography.Text>
        ) : null}
      </Space>
      {outcome.isMock ? <Alert type="info" showIcon message={t('result.mockNote')} /> : null}
      {refusal ? (
        <Alert
          type="warning"
          showIcon
          message={t('result.refused', { code: refusal.code })}
          description={refusal.msg}
          data-testid="gw-tester-refusal"
        />
      ) : null}
      <Typography.Text strong>{t('result.headers')}</Typography.Text>
      <Table
        size="small"
        pagination={false}
        rowKey={([name]) => name}
        dataSource={outcome.headers}
        locale={{ emptyText: t('result.noHeaders') }}
        columns={[
          {
            key: 'name',
            title: t('result.headerName'),
            width: 220,
            render: (_v, [name]) =>
              isNotableHeader(name) ? <Typography.Text strong>{name}</Typography.Text> : name,
          },
          { key: 'value', title: t('result.headerValue'), render: (_v, [, value]) => value },
        ]}
        data-testid="gw-tester-headers"
      />
      <Typography.Text strong>{t('result.body')}</Typography.Text>
      <pre
        data-testid="gw-tester-body"
        style={{
          background: '#0f172a',
          color: '#e2e8f0',
          padding: 16,
          borderRadius: 8,
          maxHeight: 420,
          overflow: 'auto',
          margin: 0,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-all',
        }}
      >
        {outcome.body ? prettyBody(outcome.body) : t('result.emptyBody')}
      </pre>
    </Space>
  );
}

/**
 * A console for trying an API good through the gateway with a sandbox key: pick an interface, fill its
 * parameters and body, call `{callBase}{path}` from the browser with `X-Api-Key`, read status, headers,
 * latency and body. Calls are free and marked as tests; answers may be mocks (the good's mock plugin).
 */
export function GatewayTester({ itemId, source, bodySkeleton }: GatewayTesterProps) {
  const { t } = useTranslation(['gatewayTest', 'common']);
  const locale = useLocale();
  useTicking(15_000);
  const now = Date.now();
  const mallInterfaces = useMallInterfaces(itemId, source === 'mall');
  const ownerInterfaces = useOwnerInterfaces(itemId, source === 'owner');
  const list = source === 'mall' ? mallInterfaces : ownerInterfaces;
  const issue = useIssueTestKey();
  const [key, setKey] = useState<gw.TestKey & { issuedAt: number }>();
  const [keyError, setKeyError] = useState<string>();
  const [selectedId, setSelectedId] = useState<string>();
  const [query, setQuery] = useState<Record<string, string>>({});
  const [pathValues, setPathValues] = useState<Record<string, string>>({});
  const [body, setBody] = useState('');
  const [formError, setFormError] = useState<string>();
  const [outcome, setOutcome] = useState<TestCallOutcome>();
  const [sending, setSending] = useState(false);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const interfacesList = list.data ?? [];
  const iface: TestInterface | undefined =
    interfacesList.find((i) => i.id === selectedId) ?? interfacesList[0];

  // A new interface starts from its own parameters and body skeleton.
  const ifaceId = iface?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the chosen interface changes
  useEffect(() => {
    setQuery({});
    setPathValues({});
    setFormError(undefined);
    setOutcome(undefined);
    setBody(iface?.method === 'POST' ? bodySkeleton?.(iface.requestSchema, iface.params) || '{}' : '');
  }, [ifaceId]);

  const isExpired = key ? Date.parse(key.expiresAt) <= now : false;
  const url = useMemo(
    () =>
      key?.callBase && iface ? buildTestCallUrl(key.callBase, iface.path, query, pathValues) : undefined,
    [key?.callBase, iface, query, pathValues],
  );

  const issueKey = async () => {
    setKeyError(undefined);
    try {
      const issued = await issue.mutateAsync(itemId);
      const next = { ...issued, issuedAt: Date.now() };
      setKey(next);
      return next;
    } catch (error) {
      setKeyError(errorText(error) ?? t('key.failed'));
      return undefined;
    }
  };

  const handleSend = async () => {
    if (!iface) return;
    setFormError(undefined);
    const missing = missingRequired(iface, query, pathValues);
    if (missing.length) {
      setFormError(t('form.missing', { names: missing.join(', ') }));
      return;
    }
    if (iface.method === 'POST' && isBadJson(body)) {
      setFormError(t('form.badJson'));
      return;
    }
    setSending(true);
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    try {
      const usable = key && !isExpired ? key : await issueKey();
      if (!usable) return;
      if (!usable.callBase) return;
      const sinceIssued = Date.now() - usable.issuedAt;
      if (sinceIssued < NEW_KEY_SETTLE_MS) await wait(NEW_KEY_SETTLE_MS - sinceIssued);
      const callUrl = buildTestCallUrl(usable.callBase, iface.path, query, pathValues);
      const input = {
        url: callUrl,
        method: iface.method,
        key: usable.key,
        body: iface.method === 'POST' ? body : undefined,
        locale,
        signal: controller.signal,
      };
      let result = await sendTestCall(input);
      let tries = 1;
      // The gateways learn of a new key within about a second: a call right after issuing may meet "unknown key".
      while (
        result.kind === 'answer' &&
        tries <= FRESH_KEY_RETRIES &&
        isFreshKeyMiss(result.status, result.body, Date.now() - usable.issuedAt)
      ) {
        await wait(FRESH_KEY_WAIT_MS);
        result = await sendTestCall(input);
        tries += 1;
      }
      setOutcome(result.kind === 'answer' ? { ...result, tries } : result);
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        setFormError(error instanceof Error ? error.message : String(error));
      }
    } finally {
      if (abort.current === controller) setSending(false);
    }
  };

  let keyPanel: ReactNode;
  if (!key) {
    keyPanel = (
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          {t('key.intro', { minutes: gw.TEST_KEY_SECONDS / 60, rate: gw.TEST_KEY_RATE_PER_MINUTE })}
        </Typography.Text>
        <Button
          type="primary"
          icon={<KeyOutlined />}
          loading={issue.isPending}
          onClick={() => void issueKey()}
          data-testid="gw-tester-issue"
        >
          {t('key.issue')}
        </Button>
      </Space>
    );
  } else {
    keyPanel = (
      <Space direction="vertical" style={{ width: '100%' }}>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          data-testid="gw-tester-key"
          items={[
            {
              key: 'type',
              label: t('key.testType'),
              children: (
                <Tag color="blue" data-testid="gw-tester-test-type">
                  {enumLabel('testType', key.testType, locale)}
                </Tag>
              ),
            },
            {
              key: 'expires',
              label: t('key.expiresAt'),
              children: (
                <Space size={4} data-testid="gw-tester-expiry">
                  <span>{formatDateTime(key.expiresAt)}</span>
                  {isExpired ? (
                    <Tag color="error">{t('key.expired')}</Tag>
                  ) : (
                    <Typography.Text type="secondary">
                      {t('key.minutesLeft', {
                        count: Math.max(1, Math.ceil((Date.parse(key.expiresAt) - now) / 60_000)),
                      })}
                    </Typography.Text>
                  )}
                </Space>
              ),
            },
            {
              key: 'key',
              label: t('key.key'),
              children: (
                <Typography.Text code copyable={{ text: key.key }}>
                  {maskKey(key.key)}
                </Typography.Text>
              ),
            },
            {
              key: 'base',
              label: t('key.callBase'),
              children: key.callBase ? (
                <Typography.Text code style={{ wordBreak: 'break-all' }}>
                  {key.callBase}
                </Typography.Text>
              ) : (
                '-'
              ),
            },
          ]}
        />
        <Typography.Text type="secondary">
          {t('key.free', { rate: gw.TEST_KEY_RATE_PER_MINUTE })}
        </Typography.Text>
        {key.mock ? (
          <Alert type="info" showIcon message={t('key.mock')} data-testid="gw-tester-mock-note" />
        ) : null}
        {key.callBase ? null : (
          <Alert type="warning" showIcon message={t('key.noGateway')} data-testid="gw-tester-no-gateway" />
        )}
        <Button
          size="small"
          icon={<ReloadOutlined />}
          loading={issue.isPending}
          onClick={() => void issueKey()}
          data-testid="gw-tester-renew"
        >
          {t('key.renew')}
        </Button>
      </Space>
    );
  }

  let callPanel: ReactNode;
  if (list.isPending) {
    callPanel = (
      <div data-testid="gw-tester-loading">
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  } else if (list.isError) {
    callPanel = (
      <Alert
        type="error"
        showIcon
        message={t('interfaces.loadFailed')}
        description={errorText(list.error)}
        action={
          <Button size="small" onClick={() => void list.refetch()}>
            {t('interfaces.retry')}
          </Button>
        }
        data-testid="gw-tester-interfaces-failed"
      />
    );
  } else if (!iface) {
    callPanel = <Empty description={t('interfaces.empty')} data-testid="gw-tester-no-interfaces" />;
  } else {
    const queryParams = iface.params.filter((p) => p.place === 'query');
    const bodyParams = iface.params.filter((p) => p.place === 'body');
    const pathNames = pathParamNames(iface.path);
    // Without a gateway there is nothing to call; an expired key is renewed on sending.
    const canSend = !(key && !key.callBase);
    callPanel = (
      <Space direction="vertical" style={{ width: '100%' }} size={12}>
        <Select
          value={iface.id}
          onChange={setSelectedId}
          style={{ width: '100%' }}
          aria-label={t('interfaces.pick')}
          data-testid="gw-tester-interface"
          options={interfacesList.map((i) => ({ value: i.id, label: `${i.method} ${i.path} · ${i.name}` }))}
        />
        {iface.description ? <Typography.Text type="secondary">{iface.description}</Typography.Text> : null}
        {pathNames.length ? (
          <div data-testid="gw-tester-path-params">
            <Typography.Text strong>{t('form.pathParams')}</Typography.Text>
            {pathNames.map((name) => (
              <div key={name} style={{ display: 'flex', gap: 12, alignItems: 'center', marginTop: 8 }}>
                <div style={{ width: 200 }}>
                  <ParamLabel param={{ name, type: 'String', required: true }} />
                </div>
                <Input
                  value={pathValues[name] ?? ''}
                  onChange={(event) => setPathValues((v) => ({ ...v, [name]: event.target.value }))}
                  aria-label={name}
                  data-testid={`gw-tester-path-${name}`}
                />
              </div>
            ))}
          </div>
        ) : null}
        {queryParams.length ? (
          <div data-testid="gw-tester-query-params">
            <Typography.Text strong>{t('form.queryParams')}</Typography.Text>
            {queryParams.map((p) => (
              <div key={p.name} style={{ display: 'flex', gap: 12, alignItems: 'center', marginTop: 8 }}>
                <div style={{ width: 200 }}>
                  <ParamLabel param={p} />
                </div>
                <Input
                  value={query[p.name] ?? ''}
                  onChange={(event) => setQuery((q) => ({ ...q, [p.name]: event.target.value }))}
                  placeholder={p.description}
                  aria-label={p.name}
                  data-testid={`gw-tester-query-${p.name}`}
                />
              </div>
            ))}
          </div>
        ) : null}
        {iface.method === 'POST' ? (
          <div>
            <Typography.Text strong>{t('form.body')}</Typography.Text>
            {bodyParams.length ? (
              <div style={{ margin: '4px 0' }}>
                <Typography.Text type="secondary">{t('form.bodyParams')} </Typography.Text>
                {bodyParams.map((p) => (
                  <span key={p.name} style={{ marginRight: 12 }}>
                    <ParamLabel param={p} />
                  </span>
                ))}
              </div>
            ) : null}
            <Input.TextArea
              value={body}
              onChange={(event) => setBody(event.target.value)}
              autoSize={{ minRows: 6, maxRows: 18 }}
              style={{ fontFamily: 'monospace', marginTop: 4 }}
              aria-label={t('form.body')}
              data-testid="gw-tester-body-input"
            />
          </div>
        ) : null}
        <div>
          <Typography.Text strong>{t('form.url')}</Typography.Text>
          <div style={{ marginTop: 4 }}>
            <Tag color={iface.method === 'GET' ? 'green' : 'orange'}>{iface.method}</Tag>
            {url ? (
              <Typography.Text code copyable style={{ wordBreak: 'break-all' }} data-testid="gw-tester-url">
                {url}
              </Typography.Text>
            ) : (
              <Typography.Text type="secondary">{t('form.urlAfterKey')}</Typography.Text>
            )}
          </div>
        </div>
        {formError ? (
          <Alert type="error" showIcon message={formError} data-testid="gw-tester-form-error" />
        ) : null}
        <Button
          type="primary"
          icon={<SendOutlined />}
          loading={sending}
          disabled={!canSend}
          onClick={() => void handleSend()}
          data-testid="gw-tester-send"
        >
          {t('form.send')}
        </Button>
        {outcome ? <Outcome outcome={outcome} /> : null}
      </Space>
    );
  }

  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16} data-testid="gw-tester">
      <Card size="small" title={t('key.title')}>
        {keyError ? (
          <Alert
            type="error"
            showIcon
            message={keyError}
            style={{ marginBottom: 12 }}
            data-testid="gw-tester-key-error"
          />
        ) : null}
        {keyPanel}
      </Card>
      <Card size="small" title={t('form.title')}>
        {callPanel}
      </Card>
    </Space>
  );
}
