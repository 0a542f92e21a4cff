import { UKEY_SERIAL_PATTERN, type UShieldDetail, ukey } from '@datamall/contract';
import { Alert, Button, Card, Form, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { useFormRules } from '../../../shared/hooks/use-form-rules';
import { useUnsavedGuard } from '../../../shared/hooks/use-unsaved-guard';
import { patternMaxLength, useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { useUpdateUShield } from '../api/ushield';
import { InitialPinModal } from './initial-pin-modal';
import { UShieldAccount, UShieldGate, type UShieldPageProps, useUserIdParam } from './ushield-admin';

interface ChangeValues {
  serialNo: string;
  reason: string;
}

/**
 * operate/zqMember-change and operate/zqCommercial/components/UshieldChange: binds a key by serial number;
 * the account's current key is revoked in the same step. The new initial PIN is shown once.
 */
export function UShieldChange({ roleTypes, paths }: UShieldPageProps) {
  const { t } = useTranslation(['ukey', 'common']);
  const userId = useUserIdParam();
  return (
    <Card title={t('change.title')} data-testid="ushield-change-page">
      <UShieldGate userId={userId} roleTypes={roleTypes} paths={paths}>
        {(detail) => <ChangeForm detail={detail} paths={paths} />}
      </UShieldGate>
    </Card>
  );
}

function ChangeForm({ detail, paths }: { detail: UShieldDetail; paths: UShieldPageProps['paths'] }) {
  const { t } = useTranslation(['ukey', 'common']);
  const rules = useFormRules();
  const f = useZodRules(ukey.zUpdateUShield);
  const navigate = useNavigate();
  const updater = useUpdateUShield();
  const [form] = Form.useForm<ChangeValues>();
  const guard = useUnsavedGuard(form);
  const [issued, setIssued] = useState<{ pin: string; serialNo: string } | null>(null);
  const manage = paths.manage(detail.user.id);

  useEffect(() => guard.register({ serialNo: '', reason: '' }), [guard]);

  const submit = ({ serialNo, reason }: ChangeValues) =>
    updater.mutate(
      { userId: Number(detail.user.id), action: 'issue', serialNo: serialNo.trim(), reason: reason.trim() },
      {
        onSuccess: (result) => {
          guard.clear();
          notify.success(t('admin.done'));
          setIssued({ pin: result.initialPin ?? '', serialNo: result.key?.serialNo ?? serialNo });
        },
        onError: (error) => {
          const text = errorText(error);
          if (text) notify.error(text);
        },
      },
    );

  const handleFinish = (values: ChangeValues) =>
    notify.confirm({
      title: t('change.confirm', {
        serialNo: values.serialNo.trim().toUpperCase(),
        username: detail.user.username,
      }),
      content: detail.key ? t('change.currentWillRevoke', { serialNo: detail.key.serialNo }) : undefined,
      okText: t('common:actions.ok'),
      cancelText: t('common:actions.cancel'),
      okTestId: 'ushield-change-confirm',
      onOk: () => submit(values),
    });

  return (
    <div data-testid="ushield-change-body">
      <UShieldAccount detail={detail} />
      {detail.key ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16, maxWidth: 640 }}
          message={t('change.currentWillRevoke', { serialNo: detail.key.serialNo })}
          data-testid="ushield-change-revoke"
        />
      ) : null}
      <Form<ChangeValues>
        form={form}
        layout="vertical"
        style={{ maxWidth: 640 }}
        onFinish={handleFinish}
        initialValues={{ serialNo: '', reason: '' }}
        data-testid="ushield-change-form"
      >
        <Form.Item
          name="serialNo"
          label={t('change.serialNo')}
          extra={t('change.serialHint')}
          normalize={(value: string) => value.toUpperCase()}
          rules={[
            rules.required(t('change.serialNo')),
            { pattern: UKEY_SERIAL_PATTERN, message: t('change.serialFormat') },
          ]}
        >
          <Input
            maxLength={patternMaxLength(UKEY_SERIAL_PATTERN)}
            autoComplete="off"
            style={{ fontFamily: 'monospace' }}
            data-testid="ushield-serial-input"
          />
        </Form.Item>
        <Form.Item name="reason" label={t('change.reason')} rules={f.rules('reason', t('change.reason'))}>
          <Input.TextArea
            rows={3}
            maxLength={f.maxLength('reason')}
            showCount
            data-testid="ushield-change-reason"
          />
        </Form.Item>
        <Space>
          <Button
            type="primary"
            htmlType="submit"
            loading={updater.isPending}
            data-testid="ushield-change-submit"
          >
            {t('change.submit')}
          </Button>
          <Link to={manage}>
            <Button>{t('change.back')}</Button>
          </Link>
        </Space>
      </Form>
      <InitialPinModal
        pin={issued?.pin ?? null}
        serialNo={issued?.serialNo}
        onClose={() => {
          setIssued(null);
          navigate(manage);
        }}
      />
    </div>
  );
}
