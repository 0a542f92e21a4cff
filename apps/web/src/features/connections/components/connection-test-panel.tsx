import type { ConnectionTestResult } from '@datamall/contract';
import { Alert, Button, Card, Descriptions, Result, Skeleton, Space, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { useConnectionTest } from '../api/connection-test';
import { useConnectionDetail } from '../api/query-database-detail';
import { connectionPaths } from '../paths';
import { DB_TYPE_LABEL } from './connection-list';

/**
 * producer/zqdatalink-test-link: tests a saved connection as soon as the page opens (and again on demand),
 * showing the localized reason of a failure, the server version and the time the test took.
 */
export function ConnectionTestPanel({ id, base = 'producer' }: { id: string; base?: string }) {
  const { t } = useTranslation('connections');
  const navigate = useNavigate();
  const paths = connectionPaths(base);
  const detail = useConnectionDetail(id);
  const tester = useConnectionTest();
  const [result, setResult] = useState<ConnectionTestResult & { at: string }>();
  const [failure, setFailure] = useState<string>();
  const started = useRef(false);

  const run = () => {
    setFailure(undefined);
    tester.mutate(
      { id },
      {
        onSuccess: (outcome) => setResult({ ...outcome, at: new Date().toISOString() }),
        onError: (error) => setFailure(errorText(error) ?? t('test.failedToRun')),
      },
    );
  };

  // Once per page: StrictMode mounts effects twice in development.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once when the page opens
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run();
  }, []);

  if (detail.isLoading) return <Skeleton active />;
  if (detail.isError) {
    return <Result status="404" subTitle={errorText(detail.error)} />;
  }
  const c = detail.data;

  return (
    <Card
      title={t('test.title', { name: c?.name ?? '' })}
      data-testid="connection-test-panel"
      extra={
        <Space>
          <Button type="primary" onClick={run} loading={tester.isPending} data-testid="test-again">
            {t('test.again')}
          </Button>
          <Button onClick={() => navigate(paths.info(id))}>{t('actions.browse')}</Button>
          <Button onClick={() => navigate(paths.edit(id))}>{t('actions.edit')}</Button>
          <Button onClick={() => navigate(paths.list)}>{t('actions.back')}</Button>
        </Space>
      }
    >
      {c && (
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 4 }} style={{ marginBottom: 8 }}>
          <Descriptions.Item label={t('fields.dbType')}>{DB_TYPE_LABEL[c.dbType]}</Descriptions.Item>
          <Descriptions.Item label={t('fields.address')}>{`${c.host}:${c.port}`}</Descriptions.Item>
          <Descriptions.Item label={t('fields.database')}>{c.database}</Descriptions.Item>
          <Descriptions.Item label={t('fields.username')}>{c.username}</Descriptions.Item>
        </Descriptions>
      )}
      {tester.isPending ? (
        <div style={{ padding: 48, textAlign: 'center' }}>
          <Spin tip={t('test.running')} size="large">
            <div style={{ minHeight: 40 }} />
          </Spin>
        </div>
      ) : failure ? (
        <Alert type="error" showIcon message={failure} data-testid="test-page-error" />
      ) : result ? (
        <div data-testid="test-page-result" data-ok={String(result.ok)}>
          <Result
            status={result.ok ? 'success' : 'error'}
            title={result.ok ? t('test.okTitle') : t('test.failedTitle')}
            subTitle={result.ok ? t('test.ok', { version: result.serverVersion }) : result.message}
            extra={
              <Descriptions size="small" column={1} style={{ maxWidth: 420, margin: '0 auto' }}>
                <Descriptions.Item label={t('test.elapsed')}>
                  <span data-testid="test-elapsed">{t('test.ms', { ms: result.elapsedMs })}</span>
                </Descriptions.Item>
                <Descriptions.Item label={t('test.at')}>{formatDateTime(result.at)}</Descriptions.Item>
                {result.ok ? null : (
                  <Descriptions.Item label={t('test.code')}>{result.code}</Descriptions.Item>
                )}
              </Descriptions>
            }
          />
        </div>
      ) : null}
    </Card>
  );
}
