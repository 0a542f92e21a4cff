import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result, Space, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDiagramSource } from '../api/diagram-source';
import { workflowErrorText } from '../messages';

type DrawState = 'drawing' | 'drawn' | 'failed';

const loadBpmnDiagram = () => import('./bpmn-diagram');

const LEGEND = [
  { key: 'legendActive', stroke: '#fa541c', fill: '#fff2e8' },
  { key: 'legendCompleted', stroke: '#52c41a', fill: '#f6ffed' },
] as const;

/** The process drawn by bpmn-js (loaded on demand) with its current and completed steps marked. */
export function ProcessDiagram({ processInstanceId }: { processInstanceId: string }) {
  const { t } = useTranslation('workflow');
  const source = useDiagramSource(processInstanceId);
  const container = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [drawState, setDrawState] = useState<DrawState>('drawing');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` draws the same source again on retry.
  useEffect(() => {
    const element = container.current;
    const data = source.data;
    if (!data || !element) return;
    let cancelled = false;
    let drawn: { destroy(): void } | undefined;
    setDrawState('drawing');
    loadBpmnDiagram()
      .then(({ drawDiagram }) => drawDiagram(element, data))
      .then(
        (diagram) => {
          if (cancelled) diagram.destroy();
          else {
            drawn = diagram;
            setDrawState('drawn');
          }
        },
        () => {
          if (!cancelled) setDrawState('failed');
        },
      );
    return () => {
      cancelled = true;
      drawn?.destroy();
    };
  }, [source.data, attempt]);

  const state: DrawState = source.isError ? 'failed' : source.isPending ? 'drawing' : drawState;
  const handleRetry = () => {
    if (source.isError) void source.refetch();
    else setAttempt((n) => n + 1);
  };

  return (
    <div data-testid="process-diagram" data-state={state === 'drawn' ? 'loaded' : state}>
      {state === 'failed' && (
        <div data-testid="diagram-failed">
          <Result
            status="warning"
            title={t('detail.diagramFailed')}
            subTitle={source.isError ? workflowErrorText(source.error) : t('detail.diagramUnreadable')}
            extra={
              <Button icon={<ReloadOutlined />} onClick={handleRetry} data-testid="diagram-retry">
                {t('detail.retry')}
              </Button>
            }
          />
        </div>
      )}
      <div style={{ display: state === 'failed' ? 'none' : undefined }}>
        <Spin spinning={state === 'drawing'}>
          <div
            ref={container}
            className="process-diagram-canvas"
            role="img"
            aria-label={t('detail.diagramAlt')}
            style={{ height: 320, border: '1px solid #eef2f7', borderRadius: 8, overflow: 'hidden' }}
          />
        </Spin>
        <Space size={16} style={{ marginTop: 8 }}>
          {LEGEND.map(({ key, stroke, fill }) => (
            <Space key={key} size={6}>
              <span
                style={{
                  display: 'inline-block',
                  width: 14,
                  height: 10,
                  borderRadius: 3,
                  border: `2px solid ${stroke}`,
                  background: fill,
                }}
              />
              <Typography.Text type="secondary">{t(`detail.${key}`)}</Typography.Text>
            </Space>
          ))}
        </Space>
      </div>
    </div>
  );
}
