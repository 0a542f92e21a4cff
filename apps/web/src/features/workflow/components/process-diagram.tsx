import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { diagramUrl } from '../api/diagram';

type LoadState = 'loading' | 'loaded' | 'failed';

/** The server-rendered SVG of a process with the current step highlighted, with loading and error states. */
export function ProcessDiagram({ processInstanceId }: { processInstanceId: string }) {
  const { t } = useTranslation('workflow');
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>('loading');

  if (state === 'failed') {
    return (
      <div data-testid="diagram-failed">
        <Result
          status="warning"
          title={t('detail.diagramFailed')}
          extra={
            <Button
              icon={<ReloadOutlined />}
              onClick={() => {
                setState('loading');
                setAttempt((n) => n + 1);
              }}
              data-testid="diagram-retry"
            >
              {t('detail.retry')}
            </Button>
          }
        />
      </div>
    );
  }
  return (
    <Spin spinning={state === 'loading'}>
      <div
        style={{
          overflowX: 'auto',
          minHeight: 120,
          padding: 16,
          background: '#f8fafc',
          border: '1px solid #eef2f7',
          borderRadius: 8,
          textAlign: 'center',
        }}
      >
        <img
          key={attempt}
          src={diagramUrl(processInstanceId, attempt)}
          alt={t('detail.diagramAlt')}
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
          data-testid="process-diagram"
          data-state={state}
          style={{ maxWidth: '100%', height: 'auto' }}
        />
      </div>
    </Spin>
  );
}
