import { content } from '@datamall/contract';
import { Button, Card, Form, Input, InputNumber, Select, Skeleton, Space, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { useUnsavedGuard } from '../../../shared/hooks/use-unsaved-guard';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { useFooterColumns, useFooterInfo, useSaveFooter } from '../api/admin';
import { EMPTY_LOCALIZED } from '../labels';
import { contentPaths } from '../paths';
import { LocalizedHtmlFields, LocalizedNameFields } from './localized-fields';

interface FormValues {
  pid: number;
  names: { 'zh-CN': string; 'zh-TW'?: string; 'en-US'?: string };
  url?: string;
  contents: { 'zh-CN'?: string; 'zh-TW'?: string; 'en-US'?: string };
  sort: number;
  isShow: boolean;
}

/** operate/zqfooterclass/zqfooterclass-add-or-update: a footer column, or an entry that links or has a page. */
export function FooterForm() {
  const { t } = useTranslation(['content', 'common']);
  const f = useZodRules(content.zFooterClassInput);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const presetPid = Number(params.get('pid') ?? 0) || 0;
  const [form] = Form.useForm<FormValues>();
  const guard = useUnsavedGuard(form);
  const columns = useFooterColumns();
  const detail = useFooterInfo(id);
  const saver = useSaveFooter();

  useEffect(() => {
    if (!id) {
      guard.register();
      return;
    }
    const d = detail.data;
    if (!d) return;
    const values: FormValues = {
      pid: Number(d.pid),
      names: {
        'zh-CN': d.names['zh-CN'] ?? '',
        'zh-TW': d.names['zh-TW'] ?? '',
        'en-US': d.names['en-US'] ?? '',
      },
      url: d.url,
      contents: { ...EMPTY_LOCALIZED, ...d.contents },
      sort: d.sort,
      isShow: d.isShow === 1,
    };
    form.setFieldsValue(values);
    guard.register(values);
  }, [id, detail.data, form, guard]);

  const handleSave = (values: FormValues) =>
    saver.mutate(
      {
        id,
        pid: values.pid,
        names: {
          'zh-CN': values.names['zh-CN'],
          'zh-TW': values.names['zh-TW'] ?? '',
          'en-US': values.names['en-US'] ?? '',
        },
        url: values.url ?? '',
        contents: { ...EMPTY_LOCALIZED, ...values.contents },
        sort: values.sort,
        isShow: values.isShow ? 1 : 0,
      },
      {
        onSuccess: () => {
          guard.clear();
          notify.success(t('footer.saved'));
          navigate(contentPaths.footer);
        },
        onError: (error) => {
          const text = errorText(error);
          if (text) notify.error(text);
        },
      },
    );

  if (id && detail.isLoading) return <Skeleton active />;

  const parentOptions = [
    { value: 0, label: t('footer.topLevel') },
    ...(columns.data?.list ?? [])
      .filter((c) => c.id !== id)
      .map((c) => ({ value: Number(c.id), label: c.name })),
  ];

  return (
    <Card title={id ? t('footer.editTitle') : t('footer.addTitle')} data-testid="footer-form">
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={{ pid: presetPid, sort: 0, isShow: true, contents: EMPTY_LOCALIZED }}
        onFinish={handleSave}
        style={{ maxWidth: 960 }}
      >
        <Form.Item name="pid" label={t('fields.footerColumn')} extra={t('footer.pidHint')}>
          <Select
            options={parentOptions}
            loading={columns.isLoading}
            style={{ maxWidth: 320 }}
            data-testid="footer-pid"
          />
        </Form.Item>
        <LocalizedNameFields name="names" source={content.zFooterClassInput} label={t('fields.name')} />
        <Form.Item
          name="url"
          label={t('fields.url')}
          extra={t('footer.urlHint')}
          rules={f.rules('url', t('fields.url'), { formatMessage: t('form.urlFormat') })}
        >
          <Input maxLength={f.maxLength('url')} placeholder="/help" data-testid="footer-url" />
        </Form.Item>
        <LocalizedHtmlFields name="contents" label={t('fields.pageContent')} />
        <Space size={32}>
          <Form.Item name="sort" label={t('fields.sort')} rules={f.rules('sort', t('fields.sort'))}>
            <InputNumber {...f.number('sort')} />
          </Form.Item>
          <Form.Item name="isShow" label={t('fields.isShow')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Space style={{ display: 'flex' }}>
          <Button type="primary" htmlType="submit" loading={saver.isPending} data-testid="footer-save">
            {t('common:actions.save')}
          </Button>
          <Button onClick={() => navigate(contentPaths.footer)}>{t('common:actions.back')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
