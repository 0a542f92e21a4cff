import { billing } from '@datamall/contract';
import { Alert, Button, Card, Form, Input, Result, Skeleton, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { patternMaxLength, useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { ZodInput } from '../../../shared/ui/form-fields/zod-fields';
import { useBankCard, useSaveBankCard } from '../api/bank-card';
import { billingPaths } from '../paths';
import type { BillingViewer } from './bits';
import { confirmAsync } from './confirm';

interface BankCardForm {
  accountName: string;
  bankName: string;
  branchName?: string;
  cardNumber: string;
}

/** "6222 0212 3456 7890" -> groups of four, as printed on cards. */
export function groupCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .replace(/(\d{4})(?=\d)/g, '$1 ')
    .trim();
}

/** The card number's longest input: the contract's most digits, grouped. */
const CARD_INPUT_MAX = groupCardNumber(
  '0'.repeat(patternMaxLength(billing.BANK_ACCOUNT_PATTERN) ?? 0),
).length;

/** The seller's payout account: holder, bank, branch and card number (8–30 digits); saved after a confirmation. */
export function BankCardForm({ viewer }: { viewer: BillingViewer }) {
  const { t } = useTranslation(['billing', 'validation', 'common']);
  const navigate = useNavigate();
  const [form] = Form.useForm<BankCardForm>();
  const card = useBankCard();
  const save = useSaveBankCard();
  const f = useZodRules(billing.bankCardSave);
  const enabled = viewer === 'seller';

  useEffect(() => {
    if (card.data) form.setFieldsValue({ ...card.data, cardNumber: groupCardNumber(card.data.cardNumber) });
  }, [card.data, form]);

  if (!enabled) return <Result status="403" title={t('bankCard.sellersOnly')} />;
  if (card.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;

  const handleFinish = async (values: BankCardForm) => {
    const cardNumber = values.cardNumber.replace(/\s+/g, '');
    const ok = await confirmAsync({
      title: t('bankCard.confirmTitle'),
      content: t('bankCard.confirmContent', {
        bank: values.bankName.trim(),
        card: groupCardNumber(cardNumber),
      }),
      okText: t('common:actions.save'),
      okTestId: 'confirm-bank-card',
    });
    if (!ok) return;
    try {
      await save.mutateAsync({ ...values, branchName: values.branchName?.trim() ?? '', cardNumber });
      notify.success(t('bankCard.saved'));
    } catch (error) {
      const text = errorText(error);
      if (text) notify.error(text);
    }
  };

  return (
    <Card data-testid="bank-card">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('bankCard.title')}
      </Typography.Title>
      {card.isError ? (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} message={errorText(card.error)} />
      ) : card.data ? (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('bankCard.current', { date: formatDateTime(card.data.updateDate) })}
        />
      ) : (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('bankCard.none')} />
      )}
      <Form<BankCardForm>
        form={form}
        layout="vertical"
        style={{ maxWidth: 520 }}
        onFinish={(values) => void handleFinish(values)}
        disabled={save.isPending}
      >
        <ZodInput
          zod={f}
          name="accountName"
          label={t('bankCard.accountName')}
          data-testid="bank-account-name"
        />
        <ZodInput zod={f} name="bankName" label={t('bankCard.bankName')} data-testid="bank-name" />
        <ZodInput zod={f} name="branchName" label={t('bankCard.branchName')} data-testid="bank-branch" />
        <Form.Item
          name="cardNumber"
          label={t('bankCard.cardNumber')}
          normalize={(value: string) => groupCardNumber(value ?? '')}
          rules={[
            f.required(t('bankCard.cardNumber')),
            {
              validator: (_r, value: string | undefined) =>
                !value || billing.BANK_ACCOUNT_PATTERN.test(value.replace(/\s+/g, ''))
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('invoiceForm.bankAccountFormat'))),
            },
          ]}
        >
          <Input maxLength={CARD_INPUT_MAX} inputMode="numeric" data-testid="bank-card-number" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="bank-card-save">
            {t('common:actions.save')}
          </Button>
          <Button onClick={() => navigate(billingPaths.home)}>{t('common:actions.back')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
