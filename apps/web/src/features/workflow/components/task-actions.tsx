import { RollbackOutlined, StopOutlined, UserAddOutlined, UserDeleteOutlined } from '@ant-design/icons';
import { endpoints } from '@datamall/contract';
import { Alert, Button, type ButtonProps, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { useClaimTask, useRollbackTask, useTerminateProcess } from '../api/task-actions';
import { workflowErrorText, workflowMessage } from '../messages';

const COMMENT_MAX = zodMaxLength(endpoints.workflow.rollback, 'comment');
const REASON_MAX = zodMaxLength(endpoints.workflow.terminate, 'reason');

/** 签收 / 取消签收 a group task; the server decides who wins a race and says so. */
export function ClaimButton({
  taskId,
  release,
  asLink,
  onClaimed,
}: {
  taskId: string;
  /** Give the claimed task back to its group. */
  release?: boolean;
  /** A link-like button, for a table's action column. */
  asLink?: boolean;
  onClaimed?: () => void;
}) {
  const { t } = useTranslation('workflow');
  const claim = useClaimTask();
  const handleClick = async () => {
    try {
      await claim.mutateAsync({ taskId, release });
      notify.success(t(release ? 'actions.unclaimed' : 'actions.claimed'));
      onClaimed?.();
    } catch (error) {
      const text = workflowErrorText(error);
      if (text) notify.error(text);
    }
  };
  return (
    <Button
      type={asLink ? 'link' : release ? 'default' : 'primary'}
      size={asLink ? 'small' : undefined}
      style={asLink ? { paddingInline: 0 } : undefined}
      icon={asLink ? undefined : release ? <UserDeleteOutlined /> : <UserAddOutlined />}
      loading={claim.isPending}
      onClick={() => void handleClick()}
      data-testid={release ? 'task-unclaim' : 'task-claim'}
    >
      {t(release ? 'actions.unclaim' : 'actions.claim')}
    </Button>
  );
}

interface TextModalProps {
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}

/** 退回: back to the step before, with a required comment the previous handler will read. */
export function RollbackModal({ open, taskId, onClose, onDone }: TextModalProps & { taskId: string }) {
  const { t } = useTranslation(['workflow', 'common']);
  const [form] = Form.useForm<{ comment: string }>();
  const rollback = useRollbackTask();
  const handleOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await rollback.mutateAsync({ taskId, comment: values.comment.trim() });
      notify.success(t('actions.rolledBack'));
      onDone();
    } catch (error) {
      const text = workflowErrorText(error);
      if (text) notify.error(text);
    }
  };
  return (
    <Modal
      open={open}
      title={t('actions.rollbackTitle')}
      destroyOnHidden
      okText={t('actions.rollback')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={rollback.isPending}
      onOk={() => void handleOk()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'rollback-submit' } as ButtonProps}
    >
      <Alert type="info" showIcon message={t('actions.rollbackHint')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" data-testid="rollback-form">
        <Form.Item
          name="comment"
          label={t('task.comment')}
          rules={[{ required: true, whitespace: true, message: workflowMessage('commentRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={COMMENT_MAX} showCount data-testid="rollback-comment" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 终止: ends the process with a required reason; the modal itself is the confirmation. */
export function TerminateModal({
  open,
  processInstanceId,
  objectName,
  onClose,
  onDone,
}: TextModalProps & { processInstanceId: string; objectName: string }) {
  const { t } = useTranslation(['workflow', 'common']);
  const [form] = Form.useForm<{ reason: string }>();
  const terminate = useTerminateProcess();
  const handleOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await terminate.mutateAsync({ processInstanceId, reason: values.reason.trim() });
      notify.success(t('actions.terminated'));
      onDone();
    } catch (error) {
      const text = workflowErrorText(error);
      if (text) notify.error(text);
    }
  };
  return (
    <Modal
      open={open}
      title={t('actions.terminateTitle', { name: objectName })}
      destroyOnHidden
      okText={t('actions.terminate')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={terminate.isPending}
      onOk={() => void handleOk()}
      onCancel={onClose}
      okButtonProps={{ danger: true, 'data-testid': 'terminate-submit' } as ButtonProps}
    >
      <Alert type="warning" showIcon message={t('actions.terminateWarning')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" data-testid="terminate-form">
        <Form.Item
          name="reason"
          label={t('actions.reason')}
          rules={[{ required: true, whitespace: true, message: workflowMessage('reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={REASON_MAX} showCount data-testid="terminate-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The buttons that open the two modals, for a task page or a list row. */
export function RollbackButton({ taskId, onDone }: { taskId: string; onDone: () => void }) {
  const { t } = useTranslation('workflow');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<RollbackOutlined />} onClick={() => setOpen(true)} data-testid="task-rollback">
        {t('actions.rollback')}
      </Button>
      <RollbackModal
        open={open}
        taskId={taskId}
        onClose={() => setOpen(false)}
        onDone={() => {
          setOpen(false);
          onDone();
        }}
      />
    </>
  );
}

export function TerminateButton({
  processInstanceId,
  objectName,
  size,
  onDone,
}: {
  processInstanceId: string;
  objectName: string;
  size?: ButtonProps['size'];
  onDone?: () => void;
}) {
  const { t } = useTranslation('workflow');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        danger
        size={size}
        icon={<StopOutlined />}
        onClick={() => setOpen(true)}
        data-testid="process-terminate"
      >
        {t('actions.terminate')}
      </Button>
      <TerminateModal
        open={open}
        processInstanceId={processInstanceId}
        objectName={objectName}
        onClose={() => setOpen(false)}
        onDone={() => {
          setOpen(false);
          onDone?.();
        }}
      />
    </>
  );
}
