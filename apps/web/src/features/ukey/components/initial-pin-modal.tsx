import { Alert, type ButtonProps, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface InitialPinModalProps {
  /** The PIN to show; the modal is open while it is set. */
  pin: string | null;
  serialNo?: string;
  onClose: () => void;
}

/** Shows a new initial PIN once, to hand over with the key; it cannot be read again. */
export function InitialPinModal({ pin, serialNo, onClose }: InitialPinModalProps) {
  const { t } = useTranslation('ukey');
  return (
    <Modal
      open={Boolean(pin)}
      title={t('initialPin.title')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      cancelButtonProps={{ style: { display: 'none' } }}
      okText={t('initialPin.ok')}
      okButtonProps={{ 'data-testid': 'initial-pin-ok' } as ButtonProps}
      onOk={onClose}
    >
      <Alert type="warning" showIcon message={t('initialPin.hint')} style={{ marginBottom: 16 }} />
      {serialNo ? (
        <Typography.Paragraph>
          {t('fields.serialNo')}: <Typography.Text code>{serialNo}</Typography.Text>
        </Typography.Paragraph>
      ) : null}
      <Typography.Title
        level={2}
        copyable={{ tooltips: [t('initialPin.copy'), t('initialPin.copied')] }}
        style={{ letterSpacing: 8, fontFamily: 'monospace', textAlign: 'center' }}
        data-testid="initial-pin"
      >
        {pin}
      </Typography.Title>
    </Modal>
  );
}
