import { PlusOutlined } from '@ant-design/icons';
import { enumLabel, ROLE_TYPES, type RoleType } from '@datamall/contract';
import { Alert, Button, Card, Empty, Table, type TableProps, Tabs, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/hooks/use-locale';
import { useConfirmRun } from '../../../shared/ui/confirm-run';
import { MenuIcon } from '../../../shared/ui/menu-icon';
import { useDeleteMenu, useMenuEntries } from '../api/menus';
import { buildMenuTree, type MenuNode, menuName, parentIds, withoutEmptyChildren } from '../tree';
import { MenuModal, type MenuModalState } from './menu-modal';
import { RowActions } from './row-actions';
import { useCollapsed } from './use-collapsed';

/** sys/menu: the menu tree of each role type, its names in three languages, urls and permission strings. */
export function MenuTreeTable() {
  const { t } = useTranslation(['organization', 'common', 'table']);
  const locale = useLocale();
  const [roleType, setRoleType] = useState<RoleType>(0);
  const entries = useMenuEntries(roleType);
  const remove = useDeleteMenu();
  const confirmRun = useConfirmRun();
  const [modal, setModal] = useState<MenuModalState>();
  const collapsed = useCollapsed();
  const tree = useMemo(() => buildMenuTree(entries.data ?? []), [entries.data]);

  const handleDelete = (row: MenuNode) =>
    confirmRun({
      title: t('menu.deleteTitle', { name: menuName(row, locale) }),
      content: t('menu.deleteHint'),
      run: () => remove.mutateAsync(row.id),
      done: t('deleted'),
      okTestId: 'menu-delete-confirm',
    });

  const columns: TableProps<MenuNode>['columns'] = [
    {
      key: 'name',
      title: t('menu.name'),
      render: (_v, row) => (
        <span>
          {row.icon && <MenuIcon name={row.icon} fallback={false} />} {menuName(row, locale)}
        </span>
      ),
    },
    {
      key: 'type',
      title: t('menu.type'),
      dataIndex: 'type',
      width: 90,
      render: (v: number) => <Tag color={v === 0 ? 'blue' : 'default'}>{t(`menu.types.${v}`)}</Tag>,
    },
    {
      key: 'url',
      title: t('menu.url'),
      dataIndex: 'url',
      render: (v: string) => (v ? <Typography.Text code>{v}</Typography.Text> : '-'),
    },
    {
      key: 'permissions',
      title: t('menu.permissions'),
      dataIndex: 'permissions',
      render: (v: string) => (v ? <Typography.Text code>{v}</Typography.Text> : '-'),
    },
    {
      key: 'isshow',
      title: t('menu.isshow'),
      dataIndex: 'isshow',
      width: 90,
      render: (v: number) => <Tag color={v === 1 ? 'success' : 'default'}>{t(`menu.visible.${v}`)}</Tag>,
    },
    { key: 'sort', title: t('fields.sort'), dataIndex: 'sort', width: 80 },
    {
      key: 'actions',
      title: t('table:actions'),
      width: 200,
      fixed: 'right',
      render: (_v, row) => (
        <RowActions
          actions={[
            { key: 'child', label: t('menu.addChild'), onClick: () => setModal({ pid: row.id }) },
            { key: 'edit', label: t('common:actions.edit'), onClick: () => setModal({ editing: row }) },
            {
              key: 'delete',
              label: t('actions.delete'),
              danger: true,
              onClick: () => handleDelete(row),
              testId: `menu-delete-${row.id}`,
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Card
      title={t('menu.title')}
      data-testid="menu-page"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setModal({})} data-testid="menu-add">
          {t('menu.add')}
        </Button>
      }
    >
      <Alert type="info" showIcon message={t('menu.nextLoginNote')} style={{ marginBottom: 12 }} />
      <Tabs
        activeKey={String(roleType)}
        onChange={(key) => setRoleType(Number(key) as RoleType)}
        items={ROLE_TYPES.map((type) => ({ key: String(type), label: enumLabel('role_type', type, locale) }))}
        data-testid="menu-role-types"
      />
      <Table<MenuNode>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={withoutEmptyChildren(tree)}
        loading={entries.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        expandable={collapsed.expandable(parentIds(tree))}
        locale={{ emptyText: <Empty description={t('menu.empty')} /> }}
        data-testid="menu-table"
      />
      {modal && (
        <MenuModal
          key={`${roleType}-${modal.editing?.id ?? ''}-${modal.pid ?? ''}`}
          roleType={roleType}
          state={modal}
          tree={tree}
          onClose={() => setModal(undefined)}
        />
      )}
    </Card>
  );
}
