import { Alert, Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface NewKeyModalProps {
  /** The key just issued; the modal is open while it is set. */
  apiKey: string | null;
  onClose: () => void;
  /** Test ids `<prefix>-value` and `<prefix>-done`. */
  testIdPrefix?: string;
}

/** A new API key, shown this once: copy button and a warning that the platform cannot show it again. */
export function NewKeyModal({ apiKey, onClose, testIdPrefix = 'api-key' }: NewKeyModalProps) {
  const { t } = useTranslation('delivery');
  return (
    <Modal
      open={apiKey !== null}
      title={t('api.modalTitle')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose} data-testid={`${testIdPrefix}-done`}>
          {t('api.done')}
        </Button>
      }
      maskClosable={false}
      destroyOnHidden
    >
      <Alert type="warning" showIcon message={t('api.onceWarning')} style={{ marginBottom: 16 }} />
      <Typography.Paragraph
        copyable={{ text: apiKey ?? '', tooltips: [t('api.copy'), t('api.copied')] }}
        code
        style={{ wordBreak: 'break-all', fontSize: 15 }}
        data-testid={`${testIdPrefix}-value`}
      >
        {apiKey}
      </Typography.Paragraph>
    </Modal>
  );
}
