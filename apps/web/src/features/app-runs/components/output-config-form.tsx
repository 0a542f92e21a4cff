import { HistoryOutlined } from '@ant-design/icons';
import { appRuns } from '@datamall/contract';
import { Alert, Button, Card, Collapse, Empty, Form, Input, Result, Select, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { useZodRules, zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { useConfigureOutput, useOutputCandidates } from '../api/app-runs';
import { reusableOutput, useConsumerData, useOutputTableConfig } from '../api/consumer-data';
import { ColumnsText } from './data-input-panel';
import { tableOptions } from './input-config-form';
import { OrderSteps } from './order-steps';

interface OutputForm {
  tableId?: string;
  folder?: string;
  fileName?: string;
}

/** Where the output goes: a registered table (table applications) or a CSV file in trusted storage. */
export function OutputConfigForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation('appRuns');
  const fileName = useZodRules(appRuns.zOutputTarget);
  const query = useOutputCandidates(orderId);
  const save = useConfigureOutput();
  const [form] = Form.useForm<OutputForm>();
  const [ddlOpen, setDdlOpen] = useState(false);
  const itemId = query.data?.state.itemId;
  const previous = useConsumerData(itemId);
  const ddl = useOutputTableConfig(itemId, ddlOpen);
  if (query.isLoading) return <Spin />;
  if (query.isError || !query.data)
    return <Result status="warning" title={errorText(query.error) ?? t('loadFailed')} />;
  const { state, tables } = query.data;
  const def = state.definition;
  const current = state.output;
  const initial: OutputForm =
    current?.kind === 'table'
      ? { tableId: current.tableId }
      : current?.kind === 'file'
        ? { folder: current.folder, fileName: current.fileName }
        : { folder: '', fileName: `${state.orderNo}.csv` };

  const reuse = def
    ? reusableOutput(previous.data?.orders, orderId, def.output.kind, new Set(tables.map((x) => x.tableId)))
    : null;

  const handleSubmit = async (values: OutputForm) => {
    try {
      await save.mutateAsync({
        orderId,
        target:
          def?.output.kind === 'table'
            ? { kind: 'table', tableId: values.tableId ?? '' }
            : { kind: 'file', folder: values.folder ?? '', fileName: values.fileName ?? '' },
      });
      notify.success(t('saved'));
    } catch (error) {
      const text = errorText(error);
      if (text) notify.error(text);
    }
  };

  return (
    <Card data-testid="output-config">
      <OrderSteps state={state} mode="outputConfig" />
      {def ? (
        <Form<OutputForm>
          form={form}
          layout="vertical"
          initialValues={initial}
          onFinish={handleSubmit}
          style={{ marginTop: 24, maxWidth: 720 }}
        >
          <Typography.Paragraph>
            {t(`outputKind.${def.output.kind}`)} <ColumnsText columns={def.output.columns} />
          </Typography.Paragraph>
          {reuse ? (
            <Alert
              type="info"
              showIcon
              icon={<HistoryOutlined />}
              style={{ marginBottom: 16 }}
              message={t('reuse.output', { orderNo: reuse.orderNo })}
              action={
                <Button
                  size="small"
                  onClick={() => form.setFieldsValue(reuse.values)}
                  data-testid="reuse-output"
                >
                  {t('reuse.apply')}
                </Button>
              }
            />
          ) : null}
          {def.output.kind === 'table' ? (
            <Collapse
              size="small"
              style={{ marginBottom: 16 }}
              onChange={(keys) => setDdlOpen(keys.length > 0)}
              items={[
                {
                  key: 'ddl',
                  label: t('reuse.ddl'),
                  children: ddl.data ? (
                    (['postgresql', 'mysql'] as const).map((db) => (
                      <Typography.Paragraph key={db} copyable={{ text: ddl.data.ddl[db] }}>
                        <Typography.Text type="secondary">
                          {db === 'mysql' ? 'MySQL / MariaDB' : 'PostgreSQL'}
                        </Typography.Text>
                        <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }} data-testid={`output-ddl-${db}`}>
                          {ddl.data.ddl[db]}
                        </pre>
                      </Typography.Paragraph>
                    ))
                  ) : (
                    <Spin size="small" />
                  ),
                },
              ]}
            />
          ) : null}
          {def.output.kind === 'table' ? (
            tables.length === 0 ? (
              <Empty description={t('inputConfig.noTables')} />
            ) : (
              <Form.Item
                name="tableId"
                label={t('outputConfig.table')}
                rules={[{ required: true, message: t('inputConfig.required') }]}
              >
                <Select
                  showSearch
                  optionFilterProp="label"
                  placeholder={t('inputConfig.choose')}
                  options={tableOptions(tables)}
                  data-testid="output-table"
                />
              </Form.Item>
            )
          ) : (
            <>
              <Form.Item name="folder" label={t('outputConfig.folder')} extra={t('outputConfig.folderHint')}>
                <Input
                  maxLength={zodMaxLength(appRuns.zOutputTarget, 'folder')}
                  data-testid="output-folder"
                />
              </Form.Item>
              <Form.Item
                name="fileName"
                label={t('outputConfig.fileName')}
                rules={[
                  { required: true, message: t('inputConfig.required') },
                  ...fileName.rules(['fileName'], t('outputConfig.fileName'), {
                    required: false,
                    formatMessage: t('outputConfig.csvName'),
                  }),
                ]}
              >
                <Input maxLength={fileName.maxLength('fileName')} data-testid="output-file-name" />
              </Form.Item>
            </>
          )}
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="save-output">
            {t('actions.save')}
          </Button>
        </Form>
      ) : null}
    </Card>
  );
}
