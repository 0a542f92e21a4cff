import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { content } from '@datamall/contract';
import { Button, Card, Form, Input, Result, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText, isApiError } from '../../../shared/api/api-error';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { useSubmitForm } from '../api/submit-form';
import { ContentBanner } from './parts';

type Kind = content.SubmissionKind;

interface FormValues {
  name: string;
  company?: string;
  mobile?: string;
  email?: string;
  title?: string;
  content: string;
}

function SubmissionForm({ kind, onSent }: { kind: Kind; onSent: () => void }) {
  const { t } = useTranslation('content');
  const f = useZodRules(content.zSubmissionInput);
  const [form] = Form.useForm<FormValues>();
  const submitter = useSubmitForm();

  const handleFinish = (values: FormValues) =>
    submitter.mutate(
      {
        kind,
        name: values.name,
        company: values.company ?? '',
        mobile: values.mobile ?? '',
        email: values.email ?? '',
        title: values.title ?? '',
        content: values.content,
      },
      {
        onSuccess: () => {
          form.resetFields();
          onSent();
        },
        onError: (error) => {
          // The server names the refused field: show its message under that field.
          const field = isApiError(error) ? (error.data as { field?: string } | undefined)?.field : undefined;
          if (field && form.getFieldInstance(field as keyof FormValues)) {
            form.setFields([{ name: field as keyof FormValues, errors: [error.message] }]);
          } else {
            const text = errorText(error);
            if (text) notify.error(text);
          }
        },
      },
    );

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      onFinish={handleFinish}
      style={{ maxWidth: 640 }}
      data-testid={`form-${kind}`}
    >
      <Form.Item name="name" label={t('fields.contactName')} rules={f.rules('name', t('fields.contactName'))}>
        <Input maxLength={f.maxLength('name')} data-testid={`${kind}-name`} />
      </Form.Item>
      <Form.Item
        name="company"
        label={t('fields.company')}
        rules={f.rules('company', t('fields.company'), { required: kind === 'cooperation' })}
      >
        <Input maxLength={f.maxLength('company')} data-testid={`${kind}-company`} />
      </Form.Item>
      <Form.Item
        name="mobile"
        label={t('fields.mobile')}
        dependencies={['email']}
        rules={[
          { pattern: content.MOBILE_PATTERN, message: t('form.mobileFormat') },
          ({ getFieldValue }) => ({
            validator: (_rule, value?: string) =>
              value?.trim() || getFieldValue('email')?.trim()
                ? Promise.resolve()
                : Promise.reject(new Error(t('form.mobileOrEmail'))),
          }),
        ]}
      >
        <Input maxLength={f.maxLength('mobile')} data-testid={`${kind}-mobile`} />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('fields.email')}
        rules={[{ type: 'email', message: t('form.emailFormat') }, ...f.rules('email', t('fields.email'))]}
      >
        <Input maxLength={f.maxLength('email')} data-testid={`${kind}-email`} />
      </Form.Item>
      <Form.Item name="title" label={t('fields.subject')} rules={f.rules('title', t('fields.subject'))}>
        <Input maxLength={f.maxLength('title')} data-testid={`${kind}-title`} />
      </Form.Item>
      <Form.Item
        name="content"
        label={t(`form.contentLabel.${kind}`)}
        rules={f.rules('content', t(`form.contentLabel.${kind}`))}
      >
        <Input.TextArea
          rows={5}
          showCount
          maxLength={f.maxLength('content')}
          data-testid={`${kind}-content`}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitter.isPending} data-testid={`${kind}-submit`}>
        {t('form.submit')}
      </Button>
    </Form>
  );
}

/** /help/bcNquestion: contact, business cooperation and feedback forms (`?tab=`), no login needed. */
export function ContactFormsPage() {
  const { t } = useTranslation('content');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Kind = (content.SUBMISSION_KINDS as readonly string[]).includes(requested ?? '')
    ? (requested as Kind)
    : 'contact';
  const [sent, setSent] = useState<Kind>();

  return (
    <div data-testid="contact-page">
      <ContentBanner title={t('mall.contactTitle')} subtitle={t('mall.contactSubtitle')} />
      <div className="content-page content-layout">
        <div className="content-card">
          <Tabs
            activeKey={tab}
            onChange={(key) => {
              setSent(undefined);
              setParams({ tab: key }, { replace: true });
            }}
            items={content.SUBMISSION_KINDS.map((kind) => ({
              key: kind,
              label: <span data-testid={`tab-${kind}`}>{t(`kinds.${kind}`)}</span>,
              children:
                sent === kind ? (
                  <div data-testid="form-sent">
                    <Result
                      status="success"
                      title={t('form.sentTitle')}
                      subTitle={t('form.sentText')}
                      extra={<Button onClick={() => setSent(undefined)}>{t('form.sendAnother')}</Button>}
                    />
                  </div>
                ) : (
                  <>
                    <p style={{ color: '#64748b' }}>{t(`form.intro.${kind}`)}</p>
                    <SubmissionForm kind={kind} onSent={() => setSent(kind)} />
                  </>
                ),
            }))}
          />
        </div>
        <aside className="content-side">
          <Card title={t('mall.serviceTitle')} size="small">
            <p>
              <PhoneOutlined /> 400-000-0000
            </p>
            <p>
              <MailOutlined /> service@example.com
            </p>
            <p style={{ color: '#64748b', margin: 0 }}>{t('mall.serviceHours')}</p>
          </Card>
        </aside>
      </div>
    </div>
  );
}
