import type { appRuns } from '@datamall/contract';
import { Alert, Button, Card, Result, Space, Spin, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { useRunState } from '../api/app-runs';
import { appRunPaths } from '../paths';
import { OrderSteps } from './order-steps';

export function ColumnsText({ columns }: { columns: appRuns.AppColumn[] }) {
  const { t } = useTranslation('appRuns');
  return (
    <Space size={[4, 4]} wrap>
      {columns.map((c) => (
        <Tag key={c.name}>
          {c.name}: {t(`columnType.${c.type}`)}
        </Tag>
      ))}
    </Space>
  );
}

/** What the application reads and writes, and what the consumer has chosen for it so far. */
export function DataInputPanel({ orderId }: { orderId: string }) {
  const { t } = useTranslation('appRuns');
  const navigate = useNavigate();
  const state = useRunState(orderId);
  if (state.isLoading) return <Spin />;
  if (state.isError || !state.data)
    return <Result status="warning" title={errorText(state.error) ?? t('loadFailed')} />;
  const s = state.data;
  const def = s.definition;
  return (
    <Card data-testid="data-input-panel">
      <OrderSteps state={s} mode="dataInput" />
      {def ? (
        <Space direction="vertical" size={16} style={{ width: '100%', marginTop: 16 }}>
          <Typography.Title level={5}>{t('dataInput.inputs')}</Typography.Title>
          <Table
            rowKey="name"
            size="small"
            pagination={false}
            dataSource={def.inputs}
            data-testid="declared-inputs"
            columns={[
              { key: 'name', title: t('fields.inputName'), dataIndex: 'name' },
              { key: 'description', title: t('fields.description'), dataIndex: 'description' },
              {
                key: 'columns',
                title: t('fields.requiredColumns'),
                render: (_v, row: appRuns.AppInput) => <ColumnsText columns={row.columns} />,
              },
              {
                key: 'mapped',
                title: t('fields.mappedTable'),
                render: (_v, row: appRuns.AppInput) =>
                  s.inputs.find((i) => i.name === row.name)?.tableName || (
                    <Typography.Text type="secondary">{t('list.todo')}</Typography.Text>
                  ),
              },
            ]}
          />
          <Typography.Title level={5}>{t('dataInput.output')}</Typography.Title>
          <Alert
            type="info"
            message={t(`outputKind.${def.output.kind}`)}
            description={<ColumnsText columns={def.output.columns} />}
          />
          <Space>
            <Button type="primary" onClick={() => navigate(appRunPaths.page('inputConfig', orderId))}>
              {t('actions.inputConfig')}
            </Button>
            <Button onClick={() => navigate(appRunPaths.page('outputConfig', orderId))}>
              {t('actions.outputConfig')}
            </Button>
            <Button onClick={() => navigate(appRunPaths.page('execute', orderId))}>
              {t('actions.execute')}
            </Button>
          </Space>
        </Space>
      ) : null}
    </Card>
  );
}
