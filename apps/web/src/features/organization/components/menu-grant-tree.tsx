import type { organization } from '@datamall/contract';
import { Empty, Skeleton, Tree, type TreeProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/hooks/use-locale';
import { buildMenuTree, leafIds, menuOptions } from '../tree';

export interface MenuGrantTreeProps {
  entries: readonly organization.MenuEntry[] | undefined;
  loading?: boolean;
  /** Granted ids: the checked entries and the half-checked ones above them. */
  value?: string[];
  onChange?: (value: string[]) => void;
}

/**
 * The operator menu as a checkable tree (a form field). Only the granted leaves are checked: the tree derives which
 * parents are fully or half checked, and a change answers the checked and half-checked ids together, so a page's
 * groups are granted with it.
 */
export function MenuGrantTree({ entries, loading, value, onChange }: MenuGrantTreeProps) {
  const { t } = useTranslation('organization');
  const locale = useLocale();
  const { treeData, leaves } = useMemo(() => {
    const nodes = buildMenuTree(entries ?? []);
    return { treeData: menuOptions(nodes, locale), leaves: leafIds(nodes) };
  }, [entries, locale]);

  if (loading) return <Skeleton active />;
  if (!treeData.length) return <Empty description={t('role.noMenus')} />;

  const checkedLeaves = (value ?? []).filter((id) => leaves.has(id));
  const handleCheck: TreeProps['onCheck'] = (checked, info) => {
    const fully = (Array.isArray(checked) ? checked : checked.checked).map(String);
    onChange?.([...fully, ...(info.halfCheckedKeys ?? []).map(String)]);
  };

  return (
    <div
      style={{ maxHeight: 360, overflow: 'auto', border: '1px solid #f0f0f0', borderRadius: 6, padding: 8 }}
      data-testid="role-menu-tree"
    >
      <Tree
        checkable
        defaultExpandAll
        selectable={false}
        treeData={treeData}
        checkedKeys={checkedLeaves}
        onCheck={handleCheck}
      />
    </div>
  );
}
