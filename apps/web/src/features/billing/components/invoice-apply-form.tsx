import { billing, ErrorCode, formatMoney } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Select, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText, isApiError } from '../../../shared/api/api-error';
import { patternMaxLength, useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { ZodInput } from '../../../shared/ui/form-fields/zod-fields';
import { MoneyText } from '../../../shared/ui/money-text';
import { type InvoiceApplyInput, useApplyInvoice } from '../api/invoices';
import { statementPageFetcher, statementsKey } from '../api/statements';
import { billingPaths } from '../paths';
import { normalizeTaxNumber, taxNumberProblem } from '../tax-number';
import { confirmAsync } from './confirm';

type FormValues = Omit<InvoiceApplyInput, 'statementIds'> & { statementIds: string[] };

/** Fields the server names in a 400 answer, to show its message on the field. */
const FIELDS = ['title', 'taxNumber', 'address', 'phone', 'bankName', 'bankAccount', 'email'] as const;

/**
 * The consumer applies for one invoice over settled statements: title, tax number (checked like the server
 * does, checksum included), address, phone, bank and account; confirmed before it is sent.
 */
export function InvoiceApplyForm({ statementIds }: { statementIds: readonly string[] }) {
  const { t } = useTranslation(['billing', 'validation', 'common']);
  const navigate = useNavigate();
  const [form] = Form.useForm<FormValues>();
  const apply = useApplyInvoice();
  const f = useZodRules(billing.zInvoiceApplyBody);
  // Settled statements are the ones an invoice can cover (a consumer has at most one per month).
  const settled = useQuery({
    queryKey: [...statementsKey, 'settled'],
    queryFn: ({ signal }) =>
      statementPageFetcher('consumer')(
        { page: 1, limit: 100, status: billing.CustomerBillStatus.SETTLED },
        signal,
      ),
  });
  const chosen = Form.useWatch('statementIds', form) ?? [];
  const byId = useMemo(() => new Map((settled.data?.list ?? []).map((s) => [s.id, s])), [settled.data]);
  const total = chosen.reduce((acc, id) => acc + BigInt(byId.get(id)?.amount ?? '0'), 0n);
  const initialIds = statementIds.filter((id) => byId.has(id));

  const format = (field: string) => t('validation:format', { field });

  const handleFinish = async (values: FormValues) => {
    const ok = await confirmAsync({
      title: t('invoiceForm.confirmTitle'),
      content: t('invoiceForm.confirmContent', {
        count: values.statementIds.length,
        amount: `¥${formatMoney(total)}`,
        title: values.title.trim(),
      }),
      okText: t('invoiceForm.submit'),
      okTestId: 'confirm-apply-invoice',
    });
    if (!ok) return;
    try {
      const invoice = await apply.mutateAsync({
        ...values,
        taxNumber: normalizeTaxNumber(values.taxNumber),
        email: values.email?.trim() ? values.email.trim() : undefined,
      });
      notify.success(t('invoiceForm.done'));
      navigate(billingPaths.invoice(invoice.id));
    } catch (error) {
      // A field the server refuses (e.g. the tax number) gets the message on the field.
      const field =
        isApiError(error) && error.code === ErrorCode.BAD_PARAMS
          ? FIELDS.find((f) => error.message.includes(f))
          : undefined;
      if (field) form.setFields([{ name: field, errors: [error instanceof Error ? error.message : ''] }]);
      const text = errorText(error);
      if (text && !field) notify.error(text);
    }
  };

  if (settled.isPending) return <Card loading />;
  return (
    <Card data-testid="invoice-apply">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('invoiceForm.heading')}
      </Typography.Title>
      {settled.isError ? (
        <Alert type="error" showIcon message={errorText(settled.error)} style={{ marginBottom: 16 }} />
      ) : settled.data.list.length === 0 ? (
        <Alert
          type="info"
          showIcon
          message={t('invoiceForm.noneSettled')}
          style={{ marginBottom: 16 }}
          data-testid="invoice-apply-none"
        />
      ) : null}
      <Form<FormValues>
        form={form}
        layout="vertical"
        style={{ maxWidth: 640 }}
        initialValues={{ statementIds: initialIds }}
        onFinish={(values) => void handleFinish(values)}
        disabled={apply.isPending}
      >
        <Form.Item
          name="statementIds"
          label={t('invoiceForm.statements')}
          rules={[
            { required: true, message: t('invoiceForm.statementsRequired') },
            ...f.rules('statementIds', t('invoiceForm.statements'), { required: false }),
          ]}
          extra={
            <span data-testid="invoice-apply-total">
              {t('invoiceForm.total')} <MoneyText value={total} />
            </span>
          }
        >
          <Select
            mode="multiple"
            options={(settled.data?.list ?? []).map((s) => ({
              value: s.id,
              label: `${s.month} · ¥${formatMoney(BigInt(s.amount))}`,
            }))}
            data-testid="invoice-apply-statements"
          />
        </Form.Item>
        <ZodInput zod={f} name="title" label={t('invoiceForm.title')} data-testid="invoice-title" />
        <Form.Item
          name="taxNumber"
          label={t('invoiceForm.taxNumber')}
          extra={t('invoiceForm.taxNumberHint')}
          rules={[
            f.required(t('invoiceForm.taxNumber')),
            {
              validator: (_r, value: string | undefined) => {
                if (!value?.trim()) return Promise.resolve();
                const problem = taxNumberProblem(value);
                if (!problem) return Promise.resolve();
                return Promise.reject(
                  new Error(
                    problem === 'checksum'
                      ? t('invoiceForm.taxChecksum')
                      : format(t('invoiceForm.taxNumber')),
                  ),
                );
              },
            },
          ]}
        >
          <Input
            maxLength={patternMaxLength(billing.TAX_NUMBER_PATTERN)}
            style={{ textTransform: 'uppercase' }}
            data-testid="invoice-tax-number"
          />
        </Form.Item>
        <ZodInput zod={f} name="address" label={t('invoiceForm.address')} data-testid="invoice-address" />
        <ZodInput zod={f} name="phone" label={t('invoiceForm.phone')} data-testid="invoice-phone" />
        <ZodInput zod={f} name="bankName" label={t('invoiceForm.bankName')} data-testid="invoice-bank-name" />
        <ZodInput
          zod={f}
          name="bankAccount"
          label={t('invoiceForm.bankAccount')}
          ruleOptions={{ formatMessage: t('invoiceForm.bankAccountFormat') }}
          inputMode="numeric"
          data-testid="invoice-bank-account"
        />
        <ZodInput
          zod={f}
          name="email"
          label={t('invoiceForm.email')}
          ruleOptions={{ formatMessage: t('validation:email') }}
          data-testid="invoice-email"
        />
        <Space>
          <Button
            type="primary"
            htmlType="submit"
            loading={apply.isPending}
            data-testid="invoice-apply-submit"
          >
            {t('invoiceForm.submit')}
          </Button>
          <Button onClick={() => navigate(billingPaths.home)}>{t('common:actions.back')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
