import { catalog } from '@datamall/contract';
import type { FormInstance } from 'antd';
import { Form, Input, InputNumber, Switch, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import type { ClassificationValues } from '../api/save-classification';

export interface TreeOption {
  value: string;
  title: string;
  disabled?: boolean;
  children?: TreeOption[];
}

/** Parent choices: the whole tree except `excludeId` and its subtree (a node cannot move under itself). */
export function parentOptions(
  nodes: readonly catalog.ClassificationNode[],
  excludeId?: string,
): TreeOption[] {
  return nodes
    .filter((node) => node.id !== excludeId)
    .map((node) => {
      const children = parentOptions(node.children, excludeId);
      return { value: node.id, title: node.name, ...(children.length ? { children } : {}) };
    });
}

export interface ClassificationFormProps {
  form: FormInstance<ClassificationValues>;
  tree: readonly catalog.ClassificationNode[];
  /** The node being edited; undefined when adding. */
  editing?: catalog.Classification;
  initialValues?: Partial<ClassificationValues>;
}

/** Fields of a classification: parent (TreeSelect), name, English name, sort, icon, enabled. */
export function ClassificationForm({ form, tree, editing, initialValues }: ClassificationFormProps) {
  const { t } = useTranslation('catalog');
  const f = useZodRules(catalog.addSourceClassification);
  const options = useMemo(() => parentOptions(tree, editing?.id), [tree, editing?.id]);
  const start: Partial<ClassificationValues> = editing
    ? {
        parentId: editing.parentId,
        name: editing.name,
        nameEn: editing.nameEn,
        sort: editing.sort,
        icon: editing.icon,
        status: editing.status,
      }
    : { sort: 0, status: 1, parentId: null, ...initialValues };
  return (
    <Form<ClassificationValues>
      form={form}
      layout="vertical"
      initialValues={start}
      preserve={false}
      data-testid="classification-form"
    >
      <Form.Item name="parentId" label={t('fields.parent')}>
        <TreeSelect
          allowClear
          treeDefaultExpandAll
          placeholder={t('root')}
          treeData={options}
          data-testid="classification-parent"
        />
      </Form.Item>
      <Form.Item name="name" label={t('fields.name')} rules={f.rules('name', t('fields.name'))}>
        <Input maxLength={f.maxLength('name')} autoComplete="off" data-testid="classification-name" />
      </Form.Item>
      <Form.Item name="nameEn" label={t('fields.nameEn')} rules={f.rules('nameEn', t('fields.nameEn'))}>
        <Input maxLength={f.maxLength('nameEn')} autoComplete="off" data-testid="classification-name-en" />
      </Form.Item>
      <Form.Item name="sort" label={t('fields.sort')} rules={f.rules('sort', t('fields.sort'))}>
        <InputNumber {...f.number('sort')} style={{ width: 160 }} data-testid="classification-sort" />
      </Form.Item>
      <Form.Item name="icon" label={t('fields.icon')} rules={f.rules('icon', t('fields.icon'))}>
        <Input maxLength={f.maxLength('icon')} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="status"
        label={t('fields.status')}
        valuePropName="checked"
        getValueFromEvent={(checked: boolean) => (checked ? 1 : 0)}
        getValueProps={(value: number | undefined) => ({ checked: value !== 0 })}
      >
        <Switch checkedChildren={t('status.enabled')} unCheckedChildren={t('status.disabled')} />
      </Form.Item>
    </Form>
  );
}
