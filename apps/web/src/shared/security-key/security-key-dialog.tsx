import { SafetyCertificateOutlined } from '@ant-design/icons';
import { UKEY_PIN_PATTERN } from '@datamall/contract';
import { Alert, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../api/api-error';

export interface SecurityKeyDialogProps {
  open: boolean;
  /** What the key confirms, shown above the PIN. */
  prompt: string;
  /** Runs the ceremony with the PIN; its failure is shown in the dialog, which stays open for another try. */
  onConfirm: (pin: string) => Promise<void>;
  onCancel: () => void;
}

/** Asks for the USB key's PIN, then for the key itself (the browser's security-key prompt). */
export function SecurityKeyDialog({ open, prompt, onConfirm, onCancel }: SecurityKeyDialogProps) {
  const { t } = useTranslation(['ukey', 'common']);
  const [form] = Form.useForm<{ pin: string }>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const confirm = async () => {
    const { pin } = await form.validateFields();
    setBusy(true);
    setFailure(undefined);
    try {
      await onConfirm(pin);
    } catch (error) {
      setFailure(errorText(error));
      form.setFieldValue('pin', '');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={
        <Space>
          <SafetyCertificateOutlined />
          {t('securityKey.title')}
        </Space>
      }
      okText={t('securityKey.confirm')}
      okButtonProps={{ 'data-testid': 'ukey-confirm' } as never}
      cancelText={t('common:actions.cancel')}
      confirmLoading={busy}
      onOk={() => void confirm().catch(() => undefined)}
      onCancel={onCancel}
      afterClose={() => {
        form.resetFields();
        setFailure(undefined);
      }}
      destroyOnHidden
      maskClosable={false}
      data-testid="ukey-dialog"
    >
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Alert type="info" showIcon message={prompt} />
        {failure && <Alert type="error" showIcon message={failure} data-testid="ukey-failure" />}
        <Form form={form} layout="vertical" onFinish={() => void confirm()}>
          <Form.Item
            name="pin"
            label={t('securityKey.pin')}
            rules={[
              { required: true, message: t('pin.format') },
              { pattern: UKEY_PIN_PATTERN, message: t('pin.format') },
            ]}
          >
            <Input.Password
              autoFocus
              inputMode="numeric"
              autoComplete="off"
              maxLength={16}
              data-testid="ukey-pin"
            />
          </Form.Item>
        </Form>
      </Space>
    </Modal>
  );
}
