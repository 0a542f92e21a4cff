import { type ButtonProps, Form, InputNumber, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify';
import { usePurgeErrorLog } from '../api/error-log';

interface PurgeValues {
  scope: 'older' | 'all';
  days: number;
}

export interface PurgeErrorLogModalProps {
  open: boolean;
  maxDays: number;
  onClose: () => void;
  onPurged: () => void;
}

/** Purge of the error log: entries older than N days, or all; confirmed once more before anything is removed. */
export function PurgeErrorLogModal({ open, maxDays, onClose, onPurged }: PurgeErrorLogModalProps) {
  const { t } = useTranslation(['sysAdmin', 'common']);
  const [form] = Form.useForm<PurgeValues>();
  const purge = usePurgeErrorLog();
  const scope = Form.useWatch('scope', form);

  const run = async (olderThanDays: number | undefined) => {
    try {
      const { removed } = await purge.mutateAsync(olderThanDays);
      notify.success(t('errorLog.purged', { count: removed }));
      onClose();
      onPurged();
    } catch (error) {
      const text = errorText(error);
      if (text) notify.error(text);
    }
  };

  const handleOk = async () => {
    const values = await form.validateFields();
    const days = values.scope === 'older' ? values.days : undefined;
    notify.confirm({
      title: days ? t('errorLog.confirmOlder', { days }) : t('errorLog.confirmAll'),
      content: t('errorLog.confirmHint'),
      okText: t('common:actions.ok'),
      cancelText: t('common:actions.cancel'),
      danger: true,
      okTestId: 'error-log-purge-confirm',
      onOk: () => run(days),
    });
  };

  return (
    <Modal
      open={open}
      title={t('errorLog.purgeTitle')}
      onCancel={onClose}
      onOk={handleOk}
      okText={t('errorLog.purge')}
      okButtonProps={
        { danger: true, loading: purge.isPending, 'data-testid': 'error-log-purge-ok' } as ButtonProps
      }
      cancelText={t('common:actions.cancel')}
      destroyOnHidden
    >
      <Form<PurgeValues>
        form={form}
        layout="vertical"
        initialValues={{ scope: 'older', days: 30 }}
        preserve={false}
      >
        <Form.Item name="scope" label={t('errorLog.purgeScope')}>
          <Radio.Group
            options={[
              { value: 'older', label: t('errorLog.scopeOlder') },
              { value: 'all', label: t('errorLog.scopeAll') },
            ]}
          />
        </Form.Item>
        {scope !== 'all' ? (
          <Form.Item
            name="days"
            label={t('errorLog.days')}
            rules={[{ required: true, message: t('errorLog.daysRequired', { max: maxDays }) }]}
          >
            <InputNumber min={1} max={maxDays} precision={0} style={{ width: 160 }} />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
