import { ExperimentOutlined, SendOutlined } from '@ant-design/icons';
import type { mall } from '@datamall/contract';
import { Alert, Button, Input, Result, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMallItemDetail } from '../api/item-detail';
import { type DetailTab, useDetailItemId } from './item-detail';
import './mall.css';

/**
 * A test call is meaningful only for an application that runs at an address of its own (`appUrl`): one that
 * is a SQL job the platform runs on the buyer's tables has nothing to call before it is bought.
 */
export function hasTestAddress(item: Pick<mall.MallItemDetail, 'itemType' | 'appUrl'>): boolean {
  return item.itemType === 1 && Boolean(item.appUrl?.trim());
}

/** The "test" tab of an application's detail: a link to /dataapp/gwTest for the good (see hasTestAddress). */
export function TestTab(item: mall.MallItemDetail): DetailTab {
  return { key: 'test', label: <TestTabLabel />, children: <TestTabBody itemId={item.id} /> };
}

function TestTabLabel() {
  const { t } = useTranslation('mall');
  return <>{t('test.tab')}</>;
}

function TestTabBody({ itemId }: { itemId: string }) {
  const { t } = useTranslation('mall');
  return (
    <Space direction="vertical">
      <span>{t('test.intro')}</span>
      <Link to={`/dataapp/gwTest?itemId=${encodeURIComponent(itemId)}`}>
        <Button icon={<ExperimentOutlined />} data-testid="mall-open-test">
          {t('test.open')}
        </Button>
      </Link>
    </Space>
  );
}

interface Outcome {
  status: number;
  ms: number;
  body: string;
}

/** Pretty JSON when the text is JSON, else the text. */
export function prettyBody(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/**
 * /dataapp/gwTest: try an application's test address with a method and a JSON body and read the answer.
 * Calls go straight from the browser; metered calls through the gateway come with the gateway module.
 */
export function GwTest() {
  const { t } = useTranslation('mall');
  const itemId = useDetailItemId();
  const detail = useMallItemDetail(itemId);
  const [method, setMethod] = useState<'GET' | 'POST'>('POST');
  const [url, setUrl] = useState<string | undefined>();
  const [body, setBody] = useState('{\n  \n}');
  const [outcome, setOutcome] = useState<Outcome | { error: string }>();
  const [sending, setSending] = useState(false);
  const target = url ?? detail.data?.appUrl ?? '';

  const handleSend = async () => {
    if (method === 'POST' && body.trim()) {
      try {
        JSON.parse(body);
      } catch {
        setOutcome({ error: t('test.badJson') });
        return;
      }
    }
    setSending(true);
    const started = performance.now();
    try {
      const response = await fetch(target, {
        method,
        headers: method === 'POST' ? { 'content-type': 'application/json' } : undefined,
        body: method === 'POST' ? body : undefined,
      });
      const text = await response.text();
      setOutcome({
        status: response.status,
        ms: Math.round(performance.now() - started),
        body: prettyBody(text),
      });
    } catch (error) {
      setOutcome({ error: error instanceof Error ? error.message : String(error) });
    } finally {
      setSending(false);
    }
  };

  if (!itemId || detail.isError || (detail.data && detail.data.itemType !== 1)) {
    return (
      <div className="mall-page">
        <Result
          status="404"
          title={t('detail.notFound')}
          extra={<Link to="/dataapp">{t('pages.dataapp')}</Link>}
        />
      </div>
    );
  }

  if (detail.data && !hasTestAddress(detail.data)) {
    return (
      <div className="mall-page" data-testid="mall-gw-test-unavailable">
        <Result
          status="info"
          title={t('test.unavailable')}
          extra={
            <Link to={`/dataapp-appDetails?itemId=${encodeURIComponent(itemId)}`}>{detail.data.name}</Link>
          }
        />
      </div>
    );
  }

  return (
    <div className="mall-page" data-testid="mall-gw-test">
      <div className="mall-page-head">
        <div>
          <h1>{t('pages.dataapp/gwTest')}</h1>
          <p>
            {detail.data ? (
              <Link to={`/dataapp-appDetails?itemId=${encodeURIComponent(itemId)}`}>{detail.data.name}</Link>
            ) : (
              '…'
            )}
          </p>
        </div>
      </div>
      <div className="mall-panel">
        <Alert type="info" showIcon message={t('test.note')} style={{ marginBottom: 16 }} />
        <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
          <Select
            value={method}
            onChange={setMethod}
            options={[
              { value: 'GET', label: 'GET' },
              { value: 'POST', label: 'POST' },
            ]}
            style={{ width: 100 }}
          />
          <Input
            value={target}
            onChange={(event) => setUrl(event.target.value)}
            placeholder={t('test.urlPlaceholder')}
            data-testid="gw-test-url"
          />
          <Button
            type="primary"
            icon={<SendOutlined />}
            loading={sending}
            disabled={!target}
            onClick={handleSend}
            data-testid="gw-test-send"
          >
            {t('test.send')}
          </Button>
        </Space.Compact>
        {method === 'POST' && (
          <Input.TextArea
            value={body}
            onChange={(event) => setBody(event.target.value)}
            autoSize={{ minRows: 6, maxRows: 16 }}
            style={{ fontFamily: 'monospace' }}
            aria-label={t('test.body')}
          />
        )}
        {outcome && 'error' in outcome && (
          <Alert type="error" showIcon message={outcome.error} style={{ marginTop: 16 }} />
        )}
        {outcome && 'status' in outcome && (
          <div style={{ marginTop: 16 }} data-testid="gw-test-result">
            <b>{t('test.result', { status: outcome.status, ms: outcome.ms })}</b>
            <pre
              style={{
                background: '#0f172a',
                color: '#e2e8f0',
                padding: 16,
                borderRadius: 8,
                maxHeight: 420,
                overflow: 'auto',
              }}
            >
              {outcome.body}
            </pre>
          </div>
        )}
      </div>
    </div>
  );
}
