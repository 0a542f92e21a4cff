import type { appRuns } from '@datamall/contract';
import { Alert, Button, Descriptions, Space, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type AppRunMode, appRunPaths } from '../paths';

const MODES: AppRunMode[] = ['dataInput', 'inputConfig', 'outputConfig', 'execute'];

/** The order being configured and the four steps (data input, input config, output config, execute). */
export function OrderSteps({ state, mode }: { state: appRuns.OrderRunState; mode: AppRunMode }) {
  const { t } = useTranslation('appRuns');
  const navigate = useNavigate();
  const inputDone = state.definition !== null && state.inputs.length >= state.definition.inputs.length;
  const status = (m: AppRunMode) => {
    if (m === mode) return 'process' as const;
    if (m === 'inputConfig') return inputDone ? ('finish' as const) : ('wait' as const);
    if (m === 'outputConfig') return state.output ? ('finish' as const) : ('wait' as const);
    if (m === 'execute') return state.latestRun?.result === 1 ? ('finish' as const) : ('wait' as const);
    return 'finish' as const;
  };
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Descriptions size="small" column={{ xs: 1, md: 3 }} bordered>
        <Descriptions.Item label={t('fields.orderNo')}>
          <span data-testid="order-no">{state.orderNo}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.itemName')}>{state.itemName}</Descriptions.Item>
        <Descriptions.Item label={t('fields.jobKind')}>
          {state.definition ? t(`jobKind.${state.definition.jobKind}`) : '—'}
        </Descriptions.Item>
      </Descriptions>
      <Steps
        size="small"
        current={MODES.indexOf(mode)}
        onChange={(i) => navigate(appRunPaths.page(MODES[i] ?? 'dataInput', state.orderId))}
        items={MODES.map((m) => ({ title: t(`titles.${m}`), status: status(m) }))}
      />
      {state.definition === null ? (
        <Alert type="warning" showIcon message={t('notDeclared')} data-testid="not-declared" />
      ) : null}
      <Button type="link" style={{ padding: 0 }} onClick={() => navigate(appRunPaths.page(mode))}>
        {t('actions.backToList')}
      </Button>
    </Space>
  );
}
