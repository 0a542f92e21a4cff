import type { catalog } from '@datamall/contract';
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify';
import { type ClassificationValues, useSaveClassification } from '../api/save-classification';
import { ClassificationForm } from './classification-form';

export interface ClassificationModalState {
  classify: number;
  editing?: catalog.Classification;
  parentId?: string;
}

export interface ClassificationModalProps {
  state: ClassificationModalState | undefined;
  tree: readonly catalog.ClassificationNode[];
  onClose: () => void;
}

/** Add (optionally under a parent) or edit a classification in a modal. */
export function ClassificationModal({ state, tree, onClose }: ClassificationModalProps) {
  // A fresh form per opening: the parent of "add child" must not be left over from the last one.
  if (!state) return null;
  const key = `${state.classify}-${state.editing?.id ?? ''}-${state.parentId ?? ''}`;
  return <OpenClassificationModal key={key} state={state} tree={tree} onClose={onClose} />;
}

function OpenClassificationModal({
  state,
  tree,
  onClose,
}: ClassificationModalProps & { state: ClassificationModalState }) {
  const { t } = useTranslation(['catalog', 'common']);
  const [form] = Form.useForm<ClassificationValues>();
  const save = useSaveClassification();

  const handleOk = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    try {
      await save.mutateAsync({ id: state.editing?.id, classify: state.classify, values });
      notify.success(t('tree.saved'));
      onClose();
    } catch (error) {
      const text = errorText(error);
      if (text) notify.error(text);
    }
  };

  return (
    <Modal
      open
      title={state?.editing ? t('tree.editTitle') : t('tree.addTitle')}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={save.isPending}
      onOk={() => void handleOk()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'classification-submit' } as Record<string, string>}
    >
      <ClassificationForm
        form={form}
        tree={tree}
        editing={state.editing}
        initialValues={{ parentId: state.parentId ?? null }}
      />
    </Modal>
  );
}
