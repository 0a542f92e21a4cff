import { content } from '@datamall/contract';
import { Button, Card, Form, Input, Skeleton, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { useUnsavedGuard } from '../../../shared/hooks/use-unsaved-guard';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { useAgreementInfo, useSaveAgreement } from '../api/admin';
import { EMPTY_LOCALIZED } from '../labels';
import { contentPaths } from '../paths';
import { LocalizedHtmlFields, LocalizedNameFields } from './localized-fields';

interface FormValues {
  code: string;
  titles: { 'zh-CN': string; 'zh-TW'?: string; 'en-US'?: string };
  contents: { 'zh-CN'?: string; 'zh-TW'?: string; 'en-US'?: string };
}

/** operate/zqagreement/zqagreement-add-or-update: an agreement's code, titles and texts in three languages. */
export function AgreementForm() {
  const { t } = useTranslation(['content', 'common']);
  const f = useZodRules(content.zAgreementInput);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const [form] = Form.useForm<FormValues>();
  const guard = useUnsavedGuard(form);
  const detail = useAgreementInfo(id);
  const saver = useSaveAgreement();

  useEffect(() => {
    if (!id) {
      guard.register();
      return;
    }
    const d = detail.data;
    if (!d) return;
    const values: FormValues = {
      code: d.code,
      titles: {
        'zh-CN': d.titles['zh-CN'] ?? '',
        'zh-TW': d.titles['zh-TW'] ?? '',
        'en-US': d.titles['en-US'] ?? '',
      },
      contents: { ...EMPTY_LOCALIZED, ...d.contents },
    };
    form.setFieldsValue(values);
    guard.register(values);
  }, [id, detail.data, form, guard]);

  const handleSave = (values: FormValues) =>
    saver.mutate(
      {
        id,
        code: values.code,
        titles: {
          'zh-CN': values.titles['zh-CN'],
          'zh-TW': values.titles['zh-TW'] ?? '',
          'en-US': values.titles['en-US'] ?? '',
        },
        contents: { ...EMPTY_LOCALIZED, ...values.contents },
      },
      {
        onSuccess: () => {
          guard.clear();
          notify.success(t('agreement.saved'));
          navigate(contentPaths.agreements);
        },
        onError: (error) => {
          const text = errorText(error);
          if (text) notify.error(text);
        },
      },
    );

  if (id && detail.isLoading) return <Skeleton active />;

  return (
    <Card title={id ? t('agreement.editTitle') : t('agreement.addTitle')} data-testid="agreement-form">
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={{ contents: EMPTY_LOCALIZED }}
        onFinish={handleSave}
        style={{ maxWidth: 960 }}
      >
        <Form.Item
          name="code"
          label={t('fields.code')}
          extra={t('agreement.codeHint')}
          rules={f.rules('code', t('fields.code'), { formatMessage: t('agreement.codeFormat') })}
        >
          <Input maxLength={f.maxLength('code')} style={{ maxWidth: 320 }} data-testid="agreement-code" />
        </Form.Item>
        <LocalizedNameFields name="titles" source={content.zAgreementInput} label={t('fields.title')} />
        <LocalizedHtmlFields name="contents" label={t('fields.content')} />
        <Space style={{ display: 'flex' }}>
          <Button type="primary" htmlType="submit" loading={saver.isPending} data-testid="agreement-save">
            {t('common:actions.save')}
          </Button>
          <Button onClick={() => navigate(contentPaths.agreements)}>{t('common:actions.back')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
