import { assets, type catalog, enumLabel, enumValues } from '@datamall/contract';
import { Form, Input, Select, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/hooks/use-locale';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { type CatalogNameOf, useCatalogName } from '../../../shared/i18n/catalog-name';
import { useGradeName } from '../../../shared/i18n/grade-name';
import { useSecurityLevels, useSourceClassifications } from '../api/pickers';

export interface TreeOption {
  value: string;
  title: string;
  children?: TreeOption[];
}

/** The classification tree as TreeSelect options, titled by `nameOf` (`useCatalogName`). */
export function toTreeOptions(
  nodes: readonly catalog.ClassificationNode[],
  nameOf: CatalogNameOf,
): TreeOption[] {
  return nodes.map((node) => ({
    value: node.id,
    title: nameOf(node.name, node.nameEn),
    ...(node.children.length ? { children: toTreeOptions(node.children, nameOf) } : {}),
  }));
}

/** Classification picker over the data-source tree (classify 1). */
export function ClassificationSelect(props: {
  value?: string;
  onChange?: (value: string | undefined) => void;
  allowClear?: boolean;
  style?: React.CSSProperties;
  'data-testid'?: string;
}) {
  const { t } = useTranslation('assets');
  const nameOf = useCatalogName();
  const tree = useSourceClassifications();
  const options = useMemo(() => toTreeOptions(tree.data ?? [], nameOf), [tree.data, nameOf]);
  return (
    <TreeSelect
      {...props}
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="title"
      loading={tree.isLoading}
      treeData={options}
      placeholder={t('placeholders.classification')}
    />
  );
}

/** Security grade picker, lowest level first. */
export function SecurityLevelSelect(props: {
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  allowClear?: boolean;
  style?: React.CSSProperties;
  placeholder?: string;
  'data-testid'?: string;
}) {
  const { t } = useTranslation('assets');
  const grades = useSecurityLevels();
  const nameOfGrade = useGradeName();
  return (
    <Select
      placeholder={t('placeholders.securityLevel')}
      {...props}
      value={props.value ?? undefined}
      loading={grades.isLoading}
      options={(grades.data ?? []).map((g) => ({
        value: g.id,
        label: `${nameOfGrade(g.name)} (L${g.level})`,
      }))}
    />
  );
}

/** Filter fields of the asset lists (inside a ListFiltersBar). */
export function AssetFilterFields() {
  const { t } = useTranslation('assets');
  const locale = useLocale();
  return (
    <>
      <Form.Item name="name" label={t('fields.name')}>
        <Input
          allowClear
          maxLength={zodMaxLength(assets.zSourceFilter, 'name')}
          style={{ width: 180 }}
          data-testid="filter-name"
        />
      </Form.Item>
      <Form.Item name="classificationId" label={t('fields.classification')}>
        <ClassificationSelect allowClear style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="status" label={t('fields.status')}>
        <Select
          allowClear
          style={{ width: 150 }}
          options={enumValues('source_status').map((value) => ({
            value: Number(value),
            label: enumLabel('source_status', value, locale),
          }))}
          data-testid="filter-status"
        />
      </Form.Item>
      <Form.Item name="securityLevelId" label={t('fields.securityLevel')}>
        <SecurityLevelSelect allowClear style={{ width: 150 }} placeholder="" />
      </Form.Item>
      <Form.Item name="storageType" label={t('fields.storageType')}>
        <Select
          allowClear
          style={{ width: 120 }}
          options={enumValues('storage_type').map((value) => ({
            value: Number(value),
            label: enumLabel('storage_type', value, locale),
          }))}
        />
      </Form.Item>
    </>
  );
}
