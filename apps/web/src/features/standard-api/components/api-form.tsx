import { standardApi } from '@datamall/contract';
import { Alert, Button, Card, Form, Radio, Select, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { ZodInput, ZodTextArea } from '../../../shared/ui/form-fields/zod-fields';
import { type StandardApiInput, useSaveStandardApi, useStandardApi } from '../api';
import { standardApiPaths } from '../paths';

/** zqapiManage/addManage and editManage?id=: a standard API (operator). */
export function StandardApiForm({ id }: { id?: string }) {
  const { t } = useTranslation(['standardApi', 'common']);
  const f = useZodRules(standardApi.zStandardApiInput);
  const navigate = useNavigate();
  const [form] = Form.useForm<StandardApiInput>();
  const existing = useStandardApi(id);
  const saver = useSaveStandardApi();

  if (id && existing.isLoading) return <Skeleton active />;
  if (id && (existing.isError || !existing.data)) {
    return <Alert type="error" showIcon message={errorText(existing.error) || t('notFound')} />;
  }

  const handleSubmit = (values: StandardApiInput) =>
    saver
      .mutateAsync({ ...values, ...(id ? { id } : {}) })
      .then((saved) => {
        notify.success(t('done'));
        navigate(standardApiPaths.view(saved.id));
      })
      .catch((error: unknown) => {
        const text = errorText(error);
        if (text) notify.error(text);
      });

  const initial = existing.data
    ? {
        name: existing.data.name,
        category: existing.data.category,
        method: existing.data.method as 'POST' | 'GET',
        path: existing.data.path,
        description: existing.data.description,
        status: existing.data.status,
      }
    : { method: 'POST' as const, status: 1 };

  return (
    <Card title={id ? t('form.editTitle') : t('form.addTitle')}>
      <Form<StandardApiInput>
        form={form}
        layout="vertical"
        style={{ maxWidth: 720 }}
        initialValues={initial}
        onFinish={(v) => void handleSubmit(v)}
      >
        <ZodInput zod={f} name="name" label={t('fields.name')} />
        <ZodInput zod={f} name="category" label={t('fields.category')} />
        <Space align="start" wrap>
          <Form.Item name="method" label={t('fields.method')} rules={f.rules('method', t('fields.method'))}>
            <Select style={{ width: 120 }} options={[{ value: 'POST' }, { value: 'GET' }]} />
          </Form.Item>
          <ZodInput
            zod={f}
            name="path"
            label={t('fields.path')}
            ruleOptions={{ formatMessage: t('form.pathRule') }}
            style={{ width: 420 }}
            placeholder="/vehicle/insurance"
          />
        </Space>
        <Form.Item name="status" label={t('fields.status')}>
          <Radio.Group
            options={[
              { value: 1, label: t('status.1') },
              { value: 0, label: t('status.0') },
            ]}
          />
        </Form.Item>
        <ZodTextArea zod={f} name="description" label={t('fields.description')} rows={4} showCount />
        <Space>
          <Button type="primary" htmlType="submit" loading={saver.isPending} data-testid="standard-api-save">
            {t('common:actions.save')}
          </Button>
          <Button onClick={() => navigate(standardApiPaths.list)}>{t('common:actions.back')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
