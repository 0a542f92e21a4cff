import { content } from '@datamall/contract';
import { Button, Card, Form, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useUnsavedGuard } from '../../../shared/hooks/use-unsaved-guard';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { ZodInput } from '../../../shared/ui/form-fields/zod-fields';
import { useAgreementInfo, useSaveAgreement } from '../api/admin';
import { EMPTY_LOCALIZED } from '../labels';
import { contentPaths } from '../paths';
import { LocalizedHtmlFields, LocalizedNameFields } from './localized-fields';
import { localizedTexts, useEditValues, useSaveOutcome } from './use-edit-form';

interface FormValues {
  code: string;
  titles: { 'zh-CN': string; 'zh-TW'?: string; 'en-US'?: string };
  contents: { 'zh-CN'?: string; 'zh-TW'?: string; 'en-US'?: string };
}

function toValues(d: content.Agreement): FormValues {
  return { code: d.code, titles: localizedTexts(d.titles), contents: { ...EMPTY_LOCALIZED, ...d.contents } };
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

  useEditValues(form, guard, id, detail.data, toValues);
  const outcome = useSaveOutcome(guard, t('agreement.saved'), contentPaths.agreements);

  const handleSave = (values: FormValues) =>
    saver.mutate(
      {
        id,
        code: values.code,
        titles: localizedTexts(values.titles),
        contents: { ...EMPTY_LOCALIZED, ...values.contents },
      },
      outcome,
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
        <ZodInput
          zod={f}
          name="code"
          label={t('fields.code')}
          extra={t('agreement.codeHint')}
          ruleOptions={{ formatMessage: t('agreement.codeFormat') }}
          style={{ maxWidth: 320 }}
          data-testid="agreement-code"
        />
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
