import { Form, type FormInstance, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../api/api-error';
import { notify } from '../notify';

export interface FormModalProps<V> {
  title: ReactNode;
  /** Values the form opens with; read once, when the modal mounts. */
  initialValues?: Partial<V>;
  /** Saves the values; resolve to close the modal, throw to keep it open (the error is shown). */
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  okTestId?: string;
  /** The OK button's words (default: save). */
  okText?: ReactNode;
  width?: number;
  children: (form: FormInstance<V>) => ReactNode;
}

/**
 * An add/edit modal that owns a fresh form per opening. Render it only while open and key it by the edited object
 * (`{editing && <FormModal key={id} …/>}`): a form instance that outlives the modal keeps the previous object's
 * values, because antd merges new initial values under the values already in its store.
 */
export function FormModal<V>({
  title,
  initialValues,
  onSubmit,
  onClose,
  okTestId,
  okText,
  width,
  children,
}: FormModalProps<V>) {
  const { t } = useTranslation('common');
  const [form] = Form.useForm<V>();
  const [saving, setSaving] = useState(false);

  const handleOk = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      const text = errorText(error);
      if (text) notify.error(text);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={title}
      width={width}
      okText={okText ?? t('actions.save')}
      cancelText={t('actions.cancel')}
      confirmLoading={saving}
      onOk={() => void handleOk()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={okTestId ? ({ 'data-testid': okTestId } as Record<string, string>) : undefined}
    >
      <Form<V>
        form={form}
        layout="vertical"
        initialValues={initialValues as Record<string, unknown> | undefined}
      >
        {children(form)}
      </Form>
    </Modal>
  );
}
