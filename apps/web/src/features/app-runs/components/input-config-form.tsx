import { HistoryOutlined } from '@ant-design/icons';
import type { appRuns } from '@datamall/contract';
import { Alert, Button, Card, Empty, Form, Result, Select, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify';
import { useConfigureInput, useInputCandidates } from '../api/app-runs';
import { reusableInputs, useConsumerData } from '../api/consumer-data';
import { ColumnsText } from './data-input-panel';
import { OrderSteps } from './order-steps';

export const tableOptions = (tables: appRuns.TableCandidate[]) =>
  tables.map((x) => ({
    value: x.tableId,
    label: `${x.name} (${x.schema}.${x.table})`,
  }));

/** Maps every declared input to one of the consumer's registered tables; the server checks the live columns. */
export function InputConfigForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation('appRuns');
  const query = useInputCandidates(orderId);
  const save = useConfigureInput();
  const [form] = Form.useForm<Record<string, string>>();
  const previous = useConsumerData(query.data?.state.itemId);
  if (query.isLoading) return <Spin />;
  if (query.isError || !query.data)
    return <Result status="warning" title={errorText(query.error) ?? t('loadFailed')} />;
  const { state, tables } = query.data;
  const def = state.definition;
  const initial = Object.fromEntries(state.inputs.map((i) => [i.name, i.tableId]));
  const reuse = def
    ? reusableInputs(
        previous.data?.orders,
        orderId,
        def.inputs.map((i) => i.name),
        new Set(tables.map((x) => x.tableId)),
      )
    : null;

  const handleSubmit = async (values: Record<string, string>) => {
    try {
      await save.mutateAsync({
        orderId,
        inputs: Object.entries(values).map(([name, tableId]) => ({ name, tableId })),
      });
      notify.success(t('saved'));
    } catch (error) {
      const text = errorText(error);
      if (text) notify.error(text);
    }
  };

  return (
    <Card data-testid="input-config">
      <OrderSteps state={state} mode="inputConfig" />
      {def ? (
        tables.length === 0 ? (
          <Empty description={t('inputConfig.noTables')} style={{ marginTop: 24 }} />
        ) : (
          <Form
            form={form}
            layout="vertical"
            initialValues={initial}
            onFinish={handleSubmit}
            style={{ marginTop: 24, maxWidth: 720 }}
          >
            <Typography.Paragraph type="secondary">{t('inputConfig.hint')}</Typography.Paragraph>
            {reuse ? (
              <Alert
                type="info"
                showIcon
                icon={<HistoryOutlined />}
                style={{ marginBottom: 16 }}
                message={t('reuse.inputs', { orderNo: reuse.orderNo })}
                action={
                  <Button
                    size="small"
                    onClick={() => form.setFieldsValue(reuse.values)}
                    data-testid="reuse-input"
                  >
                    {t('reuse.apply')}
                  </Button>
                }
              />
            ) : null}
            {def.inputs.map((input) => (
              <Form.Item
                key={input.name}
                name={input.name}
                label={
                  <Space direction="vertical" size={2}>
                    <Typography.Text strong>{input.name}</Typography.Text>
                    <ColumnsText columns={input.columns} />
                  </Space>
                }
                rules={[{ required: true, message: t('inputConfig.required') }]}
              >
                <Select
                  showSearch
                  optionFilterProp="label"
                  placeholder={t('inputConfig.choose')}
                  options={tableOptions(tables)}
                  data-testid={`input-select-${input.name}`}
                />
              </Form.Item>
            ))}
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="save-input">
              {t('actions.save')}
            </Button>
          </Form>
        )
      ) : null}
    </Card>
  );
}
