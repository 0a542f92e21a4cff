import type { catalog } from '@datamall/contract';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type CatalogNameOf, useCatalogName } from '../../../shared/i18n/catalog-name';
import { useBrands, useGoodsClassifications } from '../api/pickers';

interface TreeOption {
  value: string;
  title: string;
  children?: TreeOption[];
}

/** A catalog tree as TreeSelect options, titled by `nameOf` (`useCatalogName`). */
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
  const nameOf = useCatalogName();
  const tree = useGoodsClassifications(itemType);
  const options = useMemo(() => toTreeOptions(tree.data ?? [], nameOf), [tree.data, nameOf]);
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
  const nameOf = useCatalogName();
  const tree = useBrands();
  const options = useMemo(() => toTreeOptions(tree.data ?? [], nameOf), [tree.data, nameOf]);
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
