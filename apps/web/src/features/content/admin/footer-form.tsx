import { content } from '@datamall/contract';
import { Button, Card, Form, InputNumber, Select, Skeleton, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useUnsavedGuard } from '../../../shared/hooks/use-unsaved-guard';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { ZodInput } from '../../../shared/ui/form-fields/zod-fields';
import { useFooterColumns, useFooterInfo, useSaveFooter } from '../api/admin';
import { EMPTY_LOCALIZED } from '../labels';
import { contentPaths } from '../paths';
import { LocalizedHtmlFields, LocalizedNameFields } from './localized-fields';
import { localizedTexts, useEditValues, useSaveOutcome } from './use-edit-form';

interface FormValues {
  pid: number;
  names: { 'zh-CN': string; 'zh-TW'?: string; 'en-US'?: string };
  url?: string;
  contents: { 'zh-CN'?: string; 'zh-TW'?: string; 'en-US'?: string };
  sort: number;
  isShow: boolean;
}

function toValues(d: content.FooterClass): FormValues {
  return {
    pid: Number(d.pid),
    names: localizedTexts(d.names),
    url: d.url,
    contents: { ...EMPTY_LOCALIZED, ...d.contents },
    sort: d.sort,
    isShow: d.isShow === 1,
  };
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

  useEditValues(form, guard, id, detail.data, toValues);
  const outcome = useSaveOutcome(guard, t('footer.saved'), contentPaths.footer);

  const handleSave = (values: FormValues) =>
    saver.mutate(
      {
        id,
        pid: values.pid,
        names: localizedTexts(values.names),
        url: values.url ?? '',
        contents: { ...EMPTY_LOCALIZED, ...values.contents },
        sort: values.sort,
        isShow: values.isShow ? 1 : 0,
      },
      outcome,
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
        <ZodInput
          zod={f}
          name="url"
          label={t('fields.url')}
          extra={t('footer.urlHint')}
          ruleOptions={{ formatMessage: t('form.urlFormat') }}
          placeholder="/help"
          data-testid="footer-url"
        />
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
