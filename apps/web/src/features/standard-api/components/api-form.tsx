import { standardApi } from '@datamall/contract';
import { Alert, Button, Card, Form, Input, Radio, Select, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
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
        <Form.Item name="name" label={t('fields.name')} rules={f.rules('name', t('fields.name'))}>
          <Input maxLength={f.maxLength('name')} />
        </Form.Item>
        <Form.Item
          name="category"
          label={t('fields.category')}
          rules={f.rules('category', t('fields.category'))}
        >
          <Input maxLength={f.maxLength('category')} />
        </Form.Item>
        <Space align="start" wrap>
          <Form.Item name="method" label={t('fields.method')} rules={f.rules('method', t('fields.method'))}>
            <Select style={{ width: 120 }} options={[{ value: 'POST' }, { value: 'GET' }]} />
          </Form.Item>
          <Form.Item
            name="path"
            label={t('fields.path')}
            rules={f.rules('path', t('fields.path'), { formatMessage: t('form.pathRule') })}
          >
            <Input style={{ width: 420 }} placeholder="/vehicle/insurance" maxLength={f.maxLength('path')} />
          </Form.Item>
        </Space>
        <Form.Item name="status" label={t('fields.status')}>
          <Radio.Group
            options={[
              { value: 1, label: t('status.1') },
              { value: 0, label: t('status.0') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('fields.description')}
          rules={f.rules('description', t('fields.description'))}
        >
          <Input.TextArea rows={4} maxLength={f.maxLength('description')} showCount />
        </Form.Item>
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
