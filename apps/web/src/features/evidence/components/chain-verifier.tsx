import type { evidence } from '@datamall/contract';
import { Alert, Button, Empty, Form, InputNumber, Progress, Radio, Space, Table, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { verifyBlocks } from '../api/verify-blocks';
import { type VerifyProgress, verifyInParts } from '../verify-in-parts';
import { HashText } from './hash-text';

export interface VerifyRequest {
  from: number;
  to: number;
}

export interface ChainVerifierProps {
  status: evidence.LedgerStatus;
  /** A range asked for elsewhere (a block's "verify"): verified at once. */
  request?: VerifyRequest & { at: number };
}

/**
 * Verifies the whole chain or a range of blocks, part after part (at most maxVerifyBlocks per call) with a
 * progress bar, and lists every problem: the entry or block, why, the expected and the stored value.
 */
export function ChainVerifier({ status, request }: ChainVerifierProps) {
  const { t } = useTranslation('ledger');
  const lastBlock = Number(status.lastBlock);
  const [mode, setMode] = useState<'chain' | 'range'>('chain');
  const [range, setRange] = useState<VerifyRequest>({ from: 1, to: Math.max(lastBlock, 1) });
  const [progress, setProgress] = useState<VerifyProgress | null>(null);
  const [running, setRunning] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  const run = async ({ from, to }: VerifyRequest) => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setRunning(true);
    setStopped(false);
    setError(null);
    try {
      const result = await verifyInParts({
        from,
        to,
        step: status.maxVerifyBlocks,
        verify: verifyBlocks,
        onProgress: (p) => {
          if (!own.signal.aborted) setProgress(p);
        },
        signal: own.signal,
      });
      if (own.signal.aborted || result.done < result.total) setStopped(result.problems.length === 0);
    } catch (e) {
      if (!own.signal.aborted) setError(errorText(e) ?? t('verify.failed'));
    } finally {
      if (controller.current === own) setRunning(false);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new request (its `at`) starts a verification once
  useEffect(() => {
    if (!request) return;
    setMode('range');
    setRange({ from: request.from, to: request.to });
    void run(request);
  }, [request?.at]);
  useEffect(() => () => controller.current?.abort(), []);

  const handleStart = () => void run(mode === 'chain' ? { from: 1, to: lastBlock } : range);
  const handleStop = () => {
    controller.current?.abort();
    setRunning(false);
    setStopped(true);
  };
  const percent = progress?.total ? Math.floor((progress.done * 100) / progress.total) : 0;

  if (lastBlock === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('verify.empty')} />;
  }
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="ledger-verifier">
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('verify.hint', { max: status.maxVerifyBlocks })}
      </Typography.Paragraph>
      <Form layout="inline" style={{ rowGap: 12 }}>
        <Form.Item>
          <Radio.Group
            value={mode}
            onChange={(e) => setMode(e.target.value)}
            optionType="button"
            disabled={running}
            options={[
              { value: 'chain', label: t('verify.chain') },
              { value: 'range', label: t('verify.range') },
            ]}
            data-testid="ledger-verify-mode"
          />
        </Form.Item>
        {mode === 'range' ? (
          <>
            <Form.Item label={t('verify.from')}>
              <InputNumber
                min={1}
                max={lastBlock}
                precision={0}
                value={range.from}
                onChange={(v) => setRange((r) => ({ ...r, from: v ?? 1 }))}
                data-testid="ledger-verify-from"
              />
            </Form.Item>
            <Form.Item label={t('verify.to')}>
              <InputNumber
                min={range.from}
                max={lastBlock}
                precision={0}
                value={range.to}
                onChange={(v) => setRange((r) => ({ ...r, to: v ?? r.from }))}
                data-testid="ledger-verify-to"
              />
            </Form.Item>
          </>
        ) : null}
        <Form.Item>
          <Space>
            <Button type="primary" onClick={handleStart} loading={running} data-testid="ledger-verify-start">
              {t('verify.start')}
            </Button>
            <Button onClick={handleStop} disabled={!running} data-testid="ledger-verify-stop">
              {t('verify.stop')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      {progress ? (
        <div data-testid="ledger-verify-progress">
          <Progress
            percent={percent}
            status={running ? 'active' : progress.problems.length ? 'exception' : undefined}
          />
          <Typography.Text type="secondary">
            {t('verify.progress', { done: progress.done, total: progress.total, entries: progress.entries })}
          </Typography.Text>
        </div>
      ) : null}
      {error ? <Alert type="error" showIcon message={error} /> : null}
      {progress && !running ? <Outcome progress={progress} stopped={stopped} /> : null}
    </Space>
  );
}

function Outcome({ progress, stopped }: { progress: VerifyProgress; stopped: boolean }) {
  const { t } = useTranslation('ledger');
  const { problems } = progress;
  const unsigned = progress.unsignedBlocks ? (
    <div>{t('verify.unsigned', { count: progress.unsignedBlocks })}</div>
  ) : null;
  if (!problems.length) {
    return (
      <Alert
        data-testid="ledger-verify-result"
        data-valid={stopped ? 'partial' : 'true'}
        type={stopped ? 'warning' : 'success'}
        showIcon
        message={
          stopped
            ? t('verify.stopped', { done: progress.done, total: progress.total })
            : t('verify.valid', { blocks: progress.done, entries: progress.entries })
        }
        description={unsigned}
      />
    );
  }
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Alert
        data-testid="ledger-verify-result"
        data-valid="false"
        type="error"
        showIcon
        message={t('verify.invalid', { count: problems.length })}
        description={unsigned}
      />
      <Table<evidence.ChainProblem & { key: number }>
        size="small"
        rowKey="key"
        dataSource={problems.map((p, key) => ({ ...p, key }))}
        pagination={problems.length > 10 ? { pageSize: 10 } : false}
        scroll={{ x: 900 }}
        data-testid="ledger-problems"
        columns={[
          {
            title: t('verify.where'),
            width: 190,
            render: (_, p) => (
              <strong data-testid="ledger-problem-where">
                {p.seq
                  ? t('verify.entryAt', { seq: p.seq, block: p.blockNo })
                  : t('verify.blockAt', { block: p.blockNo })}
              </strong>
            ),
          },
          { title: t('verify.kind'), render: (_, p) => t(`problems.${p.kind}`) },
          { title: t('verify.expected'), width: 200, render: (_, p) => <ProblemValue value={p.expected} /> },
          { title: t('verify.stored'), width: 200, render: (_, p) => <ProblemValue value={p.stored} /> },
        ]}
      />
    </Space>
  );
}

/** A hash shortened (copyable), or a short value as is (a sequence number, a range). */
function ProblemValue({ value }: { value: string | null }) {
  if (value && /^[0-9a-f]{64}$/.test(value)) return <HashText value={value} />;
  if (value && value.length > 40) return <HashText value={value} />;
  return <>{value ?? '-'}</>;
}
