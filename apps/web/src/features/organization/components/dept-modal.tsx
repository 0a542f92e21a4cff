import { organization } from '@datamall/contract';
import { Form, Input, InputNumber, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { FormModal } from '../../../shared/ui/form-modal';
import { type DeptValues, useSaveDept } from '../api/depts';
import { deptOptions } from '../tree';

export interface DeptModalState {
  /** The department being edited; none: a new one under `pid`. */
  editing?: organization.DeptNode;
  pid?: string;
}

/** Adds a department under a parent, or renames, re-sorts or moves one. */
export function DeptModal({
  state,
  tree,
  onClose,
}: {
  state: DeptModalState;
  tree: readonly organization.DeptNode[];
  onClose: () => void;
}) {
  const { t } = useTranslation(['organization', 'common']);
  const f = useZodRules(organization.zDeptBody);
  const save = useSaveDept();
  const { editing } = state;
  const parentOptions = [
    { key: '0', value: '0', title: t('dept.topLevel'), children: deptOptions(tree, editing?.id) },
  ];
  return (
    <FormModal<DeptValues>
      title={editing ? t('dept.editTitle') : t('dept.addTitle')}
      initialValues={
        editing
          ? { pid: editing.pid, name: editing.name, sort: editing.sort }
          : { pid: state.pid ?? '0', sort: 0 }
      }
      okTestId="dept-save"
      onClose={onClose}
      onSubmit={async (values) => {
        await save.mutateAsync({ ...values, id: editing?.id });
        notify.success(t('saved'));
      }}
    >
      {() => (
        <>
          <Form.Item name="pid" label={t('dept.parent')} rules={[f.required(t('dept.parent'))]}>
            <TreeSelect treeData={parentOptions} treeDefaultExpandAll showSearch treeNodeFilterProp="title" />
          </Form.Item>
          <Form.Item name="name" label={t('dept.name')} rules={f.rules('name', t('dept.name'))}>
            <Input maxLength={f.maxLength('name')} data-testid="dept-name" />
          </Form.Item>
          <Form.Item name="sort" label={t('fields.sort')} rules={f.rules('sort', t('fields.sort'))}>
            <InputNumber {...f.number('sort')} style={{ width: 160 }} />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
