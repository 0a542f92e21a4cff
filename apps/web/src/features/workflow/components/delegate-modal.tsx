import { Alert, type ButtonProps, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../shared/notify';
import { session } from '../../../shared/session';
import { useDelegateTask } from '../api/delegate-task';
import type { PickerUser } from '../api/user-picker-page';
import { isStaleTaskError, workflowErrorText, workflowMessage } from '../messages';
import { exactlyOne, pickerUserName, UserPicker } from './user-picker';

/** The delegation form of §3: taskId, userId, userName (shown, required). */
interface DelegateValues {
  userId: string;
  userName: string;
}

export interface DelegateModalProps {
  open: boolean;
  taskId: string;
  /** The task's current assignee: the server refuses to delegate to them. */
  assigneeId?: string | null;
  onClose: () => void;
  onDelegated: (userName: string) => void;
  onStale: (message: string) => void;
}

/** 转办: pick exactly one active operator, then POST /flow/common/delegate. */
export function DelegateModal({
  open,
  taskId,
  assigneeId,
  onClose,
  onDelegated,
  onStale,
}: DelegateModalProps) {
  const { t } = useTranslation(['workflow', 'common']);
  const [form] = Form.useForm<DelegateValues>();
  const [selected, setSelected] = useState<PickerUser[]>([]);
  const delegate = useDelegateTask();
  const excluded = [session.getUser()?.id, assigneeId].filter((id): id is string => Boolean(id));

  const handleSelect = (rows: PickerUser[]) => {
    setSelected(rows);
    const row = exactlyOne(rows);
    form.setFieldsValue({ userId: row?.id ?? '', userName: row ? pickerUserName(row) : '' });
    if (row) void form.validateFields(['userName']).catch(() => undefined);
  };

  const handleOk = async () => {
    const valid = await form.validateFields().then(
      () => true,
      () => false,
    );
    const picked = exactlyOne(selected);
    if (!picked) {
      notify.error(workflowMessage('selectOne'));
      return;
    }
    if (!valid) return;
    try {
      await delegate.mutateAsync({ taskId, userId: picked.id });
      const name = pickerUserName(picked);
      notify.success(t('task.delegated', { name }));
      onDelegated(name);
    } catch (error) {
      const text = workflowErrorText(error);
      if (isStaleTaskError(error)) onStale(text ?? t('task.staleTitle'));
      else if (text) notify.error(text);
    }
  };

  return (
    <Modal
      open={open}
      title={t('delegate.title')}
      width={820}
      destroyOnHidden
      okText={t('delegate.submit')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={delegate.isPending}
      onOk={() => void handleOk()}
      onCancel={onClose}
      afterClose={() => {
        setSelected([]);
        form.resetFields();
      }}
      okButtonProps={{ 'data-testid': 'delegate-submit' } as ButtonProps}
    >
      <Form<DelegateValues> form={form} layout="vertical" data-testid="delegate-form">
        <Form.Item name="userId" hidden>
          <Input />
        </Form.Item>
        <Form.Item
          name="userName"
          label={t('delegate.target')}
          rules={[{ required: true, whitespace: true, message: workflowMessage('chooseDelegate') }]}
        >
          <Input readOnly placeholder={t('delegate.targetPlaceholder')} data-testid="delegate-target" />
        </Form.Item>
      </Form>
      <Alert type="info" showIcon message={t('delegate.pickHint')} style={{ marginBottom: 16 }} />
      <UserPicker value={selected} onChange={handleSelect} disabledIds={excluded} />
    </Modal>
  );
}
