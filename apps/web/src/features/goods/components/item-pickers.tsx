import type { catalog } from '@datamall/contract';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/hooks/use-locale';
import { useBrands, useGoodsClassifications } from '../api/pickers';

interface TreeOption {
  value: string;
  title: string;
  children?: TreeOption[];
}

/** A catalog tree as TreeSelect options (English names in English when the node has one). */
export function toTreeOptions(nodes: readonly catalog.ClassificationNode[], english: boolean): TreeOption[] {
  return nodes.map((node) => ({
    value: node.id,
    title: english && node.nameEn ? node.nameEn : node.name,
    ...(node.children.length ? { children: toTreeOptions(node.children, english) } : {}),
  }));
}

interface PickerProps {
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  allowClear?: boolean;
  style?: React.CSSProperties;
  'data-testid'?: string;
}

/** Goods classification (classify 2), nodes that fit the kind. */
export function GoodsClassificationSelect({
  itemType,
  value,
  ...props
}: PickerProps & { itemType?: number }) {
  const { t } = useTranslation('goods');
  const english = useLocale() === 'en-US';
  const tree = useGoodsClassifications(itemType);
  const options = useMemo(() => toTreeOptions(tree.data ?? [], english), [tree.data, english]);
  return (
    <TreeSelect
      {...props}
      value={value ?? undefined}
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="title"
      loading={tree.isLoading}
      treeData={options}
      placeholder={t('placeholders.classification')}
      notFoundContent={tree.isLoading ? undefined : t('placeholders.noClassification')}
    />
  );
}

/** Brand (classify 3). */
export function BrandSelect({ value, ...props }: PickerProps) {
  const { t } = useTranslation('goods');
  const english = useLocale() === 'en-US';
  const tree = useBrands();
  const options = useMemo(() => toTreeOptions(tree.data ?? [], english), [tree.data, english]);
  return (
    <TreeSelect
      {...props}
      value={value ?? undefined}
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="title"
      loading={tree.isLoading}
      treeData={options}
      placeholder={t('placeholders.brand')}
    />
  );
}
