import { KMS_DESTRUCTION_DAYS, KMS_TRANSITIONS, type KmsKey, type UpdateKeys } from '@datamall/contract';
import { Button, Divider, Form, InputNumber, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify';
import { FormModal } from '../../../shared/ui/form-modal';
import { useUpdateKeys } from '../api/keys';

type Action = 'rotate' | 'disable' | 'enable' | 'cancelDestruction';

/** The row actions of a key: those its state allows, each confirmed; destruction asks for the waiting days. */
export function KeyActions({ row, onDetail }: { row: KmsKey; onDetail: () => void }) {
  const { t } = useTranslation(['kms', 'common']);
  const update = useUpdateKeys();
  const [scheduling, setScheduling] = useState(false);
  const allowed = (action: keyof typeof KMS_TRANSITIONS) => KMS_TRANSITIONS[action].includes(row.state);

  const run = (body: UpdateKeys, done: string) =>
    update
      .mutateAsync(body)
      .then(() => notify.success(done))
      .catch((error) => {
        const text = errorText(error);
        if (text) notify.error(text);
      });

  const confirm = (action: Action) =>
    notify.confirm({
      title: t(`actions.${action}`),
      content: t(`confirm.${action}`, { name: row.name, version: row.currentVersion + 1 }),
      danger: action === 'disable',
      okText: t('common:actions.ok'),
      cancelText: t('common:actions.cancel'),
      okTestId: 'kms-confirm-ok',
      onOk: () => run({ action, id: row.id }, t(`done.${action}`, { name: row.name })),
    });

  const link = (action: Action, danger = false) =>
    allowed(action) ? (
      <Button
        type="link"
        size="small"
        danger={danger}
        style={{ paddingInline: 0 }}
        onClick={() => confirm(action)}
        data-testid={`kms-${action}-${row.name}`}
      >
        {t(`actions.${action}`)}
      </Button>
    ) : null;

  return (
    <Space size={0} split={<Divider type="vertical" />} wrap>
      <Button
        type="link"
        size="small"
        style={{ paddingInline: 0 }}
        onClick={onDetail}
        data-testid={`kms-detail-${row.name}`}
      >
        {t('actions.detail')}
      </Button>
      {link('rotate')}
      {link('disable', true)}
      {link('enable')}
      {link('cancelDestruction')}
      {allowed('scheduleDestruction') ? (
        <Button
          type="link"
          size="small"
          danger
          style={{ paddingInline: 0 }}
          onClick={() => setScheduling(true)}
          data-testid={`kms-destroy-${row.name}`}
        >
          {t('actions.scheduleDestruction')}
        </Button>
      ) : null}
      {scheduling && (
        <FormModal<{ days: number }>
          title={t('actions.scheduleDestruction')}
          initialValues={{ days: KMS_DESTRUCTION_DAYS.default }}
          okText={t('destruction.ok')}
          okTestId="kms-destroy-ok"
          onClose={() => setScheduling(false)}
          onSubmit={(values) =>
            update
              .mutateAsync({ action: 'scheduleDestruction', id: row.id, days: values.days })
              .then(() => notify.success(t('done.scheduleDestruction', { name: row.name })))
          }
        >
          {() => (
            <>
              <Typography.Paragraph type="danger">
                {t('destruction.warning', { name: row.name })}
              </Typography.Paragraph>
              <Form.Item
                name="days"
                label={t('destruction.days')}
                extra={t('destruction.daysHint', KMS_DESTRUCTION_DAYS)}
                rules={[{ required: true }]}
              >
                <InputNumber
                  min={KMS_DESTRUCTION_DAYS.min}
                  max={KMS_DESTRUCTION_DAYS.max}
                  precision={0}
                  data-testid="kms-destroy-days"
                />
              </Form.Item>
            </>
          )}
        </FormModal>
      )}
    </Space>
  );
}
