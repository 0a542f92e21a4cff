import {
  endpoints,
  isWeakUKeyPin,
  UKEY_MAX_PIN_ATTEMPTS,
  UKEY_PIN_PATTERN,
  UKeyStatus,
} from '@datamall/contract';
import { Alert, Button, Card, Form, Input, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { useFormRules } from '../../../shared/hooks/use-form-rules';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { useChangeUKeyPin, useMyUKey } from '../api/my-ukey';
import { MY_UKEY_PATH } from '../paths';
import { UKeyStateAlert } from './my-ukey-panel';

interface PinValues {
  oldPin: string;
  newPin: string;
  confirmPin: string;
}

/** sys/editukeypin: current PIN, new PIN twice; the strength rule is the server's, checked here first. */
export function ChangePinForm() {
  const { t } = useTranslation(['ukey', 'common']);
  const rules = useFormRules();
  const f = useZodRules(endpoints.ukey.updateUKeyPin);
  const navigate = useNavigate();
  const key = useMyUKey();
  const changer = useChangeUKeyPin();
  const [form] = Form.useForm<PinValues>();

  if (key.isLoading) return <Skeleton active />;
  const data = key.data;
  const usable = data?.status === UKeyStatus.NORMAL;

  const pinRules = (name: 'oldPin' | 'newPin', label: string) =>
    f.rules(name, label, { formatMessage: t('pin.format') });

  const handleFinish = ({ oldPin, newPin }: PinValues) =>
    changer.mutate(
      { oldPin, newPin },
      {
        onSuccess: () => {
          notify.success(t('pin.changed'));
          navigate(MY_UKEY_PATH);
        },
        onError: (error) => {
          const text = errorText(error);
          if (text) notify.error(text);
          form.setFieldValue('oldPin', '');
        },
      },
    );

  return (
    <Card title={t('pin.title')} data-testid="change-pin">
      <Space direction="vertical" size={16} style={{ width: '100%', maxWidth: 560 }}>
        {!data || data.status === UKeyStatus.UNBOUND ? (
          <Alert type="info" showIcon message={t('mine.none')} data-testid="change-pin-none" />
        ) : (
          <UKeyStateAlert status={data.status} pinMustChange={data.pinMustChange} />
        )}
        {data?.serialNo ? (
          <Typography.Text type="secondary">
            {t('fields.serialNo')}: <Typography.Text code>{data.serialNo}</Typography.Text>
          </Typography.Text>
        ) : null}
        <Form<PinValues>
          form={form}
          layout="vertical"
          disabled={!usable}
          onFinish={handleFinish}
          data-testid="change-pin-form"
        >
          <Form.Item
            name="oldPin"
            label={t('pin.oldPin')}
            rules={pinRules('oldPin', t('pin.oldPin'))}
            extra={
              usable
                ? t('pin.attemptsLeft', { count: data.remainingAttempts, max: UKEY_MAX_PIN_ATTEMPTS })
                : undefined
            }
          >
            <Input.Password
              inputMode="numeric"
              maxLength={f.maxLength('oldPin')}
              autoComplete="off"
              data-testid="pin-old"
            />
          </Form.Item>
          <Form.Item
            name="newPin"
            label={t('pin.newPin')}
            dependencies={['oldPin']}
            rules={[
              ...pinRules('newPin', t('pin.newPin')),
              ({ getFieldValue }) => ({
                validator: (_rule, value: string) =>
                  !value ||
                  !UKEY_PIN_PATTERN.test(value) ||
                  (value !== getFieldValue('oldPin') && !isWeakUKeyPin(value))
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('pin.weak'))),
              }),
            ]}
          >
            <Input.Password
              inputMode="numeric"
              maxLength={f.maxLength('newPin')}
              autoComplete="new-password"
              data-testid="pin-new"
            />
          </Form.Item>
          <Form.Item
            name="confirmPin"
            label={t('pin.confirmPin')}
            dependencies={['newPin']}
            rules={[
              rules.required(t('pin.confirmPin')),
              ({ getFieldValue }) => ({
                validator: (_rule, value: string) =>
                  !value || value === getFieldValue('newPin')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('pin.mismatch'))),
              }),
            ]}
          >
            <Input.Password
              inputMode="numeric"
              maxLength={f.maxLength('newPin')}
              autoComplete="new-password"
              data-testid="pin-confirm"
            />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={changer.isPending} data-testid="pin-submit">
              {t('pin.submit')}
            </Button>
            <Link to={MY_UKEY_PATH}>
              <Button disabled={false}>{t('common:actions.back')}</Button>
            </Link>
          </Space>
        </Form>
      </Space>
    </Card>
  );
}
