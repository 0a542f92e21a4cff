import { SafetyCertificateOutlined } from '@ant-design/icons';
import { ErrorCode, endpoints } from '@datamall/contract';
import { Alert, Button, Card, Form, Input, Result, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText, isApiError } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { useFormRules } from '../../../shared/hooks/use-form-rules';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { StatusTag } from '../../../shared/ui/status-tag';
import { licenseImageUrl } from '../api/license-image';
import { useOwnEnterpriseInfo } from '../api/query-enterprise-info';
import { type SubmitEnterpriseInput, useSubmitEnterpriseInfo } from '../api/submit-enterprise-info';
import { creditCodeProblem, normalizeCreditCode } from '../credit-code';
import { EnterpriseStatus, enterpriseView } from '../enterprise';
import { CertifiedBadge } from './certified-badge';
import { EnterpriseDescriptions } from './enterprise-descriptions';
import { LicenseUpload } from './license-upload';

type EnterpriseValues = Required<SubmitEnterpriseInput>;

/** Spaces dropped and letters upper-cased while typing: codes are printed in groups and in capitals. */
const normalizeTyped = (value: string | undefined) => (value ?? '').replace(/\s+/g, '').toUpperCase();

/**
 * The own enterprise identity on the shop-info pages (supplier and developer): its review status, the reason
 * of a rejection, and the form (company, unified social credit code, legal person, licence image). The form
 * is locked while the platform reviews it; once approved the data is shown read-only with the certified badge.
 */
export function EnterpriseAuthCard() {
  const { t } = useTranslation(['users', 'common']);
  const rules = useFormRules();
  const f = useZodRules(endpoints.users.submitEnterpriseInfo);
  const enterprise = useOwnEnterpriseInfo();
  const submit = useSubmitEnterpriseInfo();
  const [form] = Form.useForm<EnterpriseValues>();
  const info = enterprise.data;
  const view = enterpriseView(info);
  const status = info?.status ?? EnterpriseStatus.TO_SUBMIT;
  const label = (key: string) => t(`users:enterprise.fields.${key}`);

  const title = (
    <Space>
      <SafetyCertificateOutlined />
      {t('users:enterprise.title')}
    </Space>
  );

  if (enterprise.isPending) {
    return (
      <Card title={title} data-testid="enterprise-auth">
        <Skeleton active paragraph={{ rows: 5 }} />
      </Card>
    );
  }
  if (enterprise.isError) {
    return (
      <Card title={title} data-testid="enterprise-auth">
        <Result
          status="warning"
          title={t('users:enterprise.loadFailed')}
          subTitle={errorText(enterprise.error)}
          extra={<Button onClick={() => void enterprise.refetch()}>{t('common:actions.refresh')}</Button>}
        />
      </Card>
    );
  }

  const handleSubmit = async (values: EnterpriseValues) => {
    try {
      await submit.mutateAsync({ ...values, creditCode: normalizeCreditCode(values.creditCode) });
      notify.success(t('users:enterprise.submitted'));
    } catch (error) {
      if (isApiError(error) && error.code === ErrorCode.CREDIT_CODE_INVALID) {
        form.setFields([{ name: 'creditCode', errors: [error.message] }]);
        return;
      }
      const text = errorText(error);
      if (text) notify.error(text);
    }
  };

  const inReview = view === 'inReview';
  const initialValues: Partial<EnterpriseValues> = info
    ? {
        companyName: info.companyName,
        creditCode: info.creditCode,
        legalPerson: info.legalPerson,
        licenseFileKey: info.licenseFileKey || undefined,
      }
    : {};

  return (
    <Card
      title={title}
      data-testid="enterprise-auth"
      data-view={view}
      extra={
        <Space size={4} data-testid="enterprise-status" data-status={status}>
          {/* Approved: the certified badge says it; the status stays in the details below. */}
          {view === 'approved' ? (
            <CertifiedBadge certified />
          ) : (
            <StatusTag dictType="sp_sptype" value={status} />
          )}
        </Space>
      }
    >
      {view === 'new' ? (
        <Alert showIcon type="info" message={t('users:enterprise.intro')} style={{ marginBottom: 24 }} />
      ) : null}
      {inReview ? (
        <Alert
          showIcon
          type="info"
          message={t('users:enterprise.inReview')}
          description={t('users:enterprise.inReviewHint', { time: formatDateTime(info?.submittedAt) || '-' })}
          style={{ marginBottom: 24 }}
          data-testid="enterprise-in-review"
        />
      ) : null}
      {view === 'rejected' ? (
        <Alert
          showIcon
          type="error"
          message={t('users:enterprise.rejected')}
          description={
            <span style={{ whiteSpace: 'pre-wrap' }} data-testid="enterprise-reject-reason">
              {info?.rejectReason || t('users:enterprise.noReason')}
            </span>
          }
          style={{ marginBottom: 24 }}
        />
      ) : null}
      {view === 'approved' && info ? (
        <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="enterprise-approved">
          <Alert showIcon type="success" message={t('users:enterprise.approved')} />
          <EnterpriseDescriptions info={info} />
        </Space>
      ) : (
        <Form<EnterpriseValues>
          // A new answer (submitted, decided) starts the form again from it.
          key={`${status}:${info?.submittedAt ?? ''}`}
          form={form}
          layout="vertical"
          style={{ maxWidth: 640 }}
          initialValues={initialValues}
          disabled={inReview}
          onFinish={(values) => void handleSubmit(values)}
          data-testid="enterprise-form"
        >
          <Form.Item
            name="companyName"
            label={label('companyName')}
            tooltip={t('users:enterprise.companyNameHint')}
            rules={f.rules('companyName', label('companyName'))}
          >
            <Input maxLength={f.maxLength('companyName')} data-testid="enterprise-company" />
          </Form.Item>
          <Form.Item
            name="creditCode"
            label={label('creditCode')}
            normalize={normalizeTyped}
            // Editing clears a stale checksum error; the full check runs on leaving the field and on submit.
            validateTrigger={['onChange', 'onBlur']}
            rules={[
              rules.required(label('creditCode')),
              {
                validateTrigger: 'onBlur',
                validator: (_rule, value: string | undefined) => {
                  const problem = value ? creditCodeProblem(value) : undefined;
                  return problem
                    ? Promise.reject(new Error(t(`users:enterprise.creditCode.${problem}`)))
                    : Promise.resolve();
                },
              },
            ]}
          >
            <Input
              maxLength={f.maxLength('creditCode')}
              showCount
              placeholder={t('users:enterprise.creditCode.placeholder')}
              style={{ fontFamily: 'monospace' }}
              data-testid="enterprise-credit-code"
            />
          </Form.Item>
          <Form.Item
            name="legalPerson"
            label={label('legalPerson')}
            rules={f.rules('legalPerson', label('legalPerson'))}
          >
            <Input maxLength={f.maxLength('legalPerson')} data-testid="enterprise-legal-person" />
          </Form.Item>
          <Form.Item
            name="licenseFileKey"
            label={label('license')}
            rules={[{ required: true, message: t('users:enterprise.license.required') }]}
          >
            <LicenseUpload
              disabled={inReview}
              current={
                info?.licenseFileKey
                  ? {
                      fileKey: info.licenseFileKey,
                      url: licenseImageUrl(info.userId, info.submittedAt),
                    }
                  : undefined
              }
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={submit.isPending} data-testid="enterprise-submit">
            {view === 'rejected' ? t('users:enterprise.resubmit') : t('users:enterprise.submit')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
