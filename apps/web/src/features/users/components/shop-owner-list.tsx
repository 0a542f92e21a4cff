import { enumLabel, type UserAdminRow } from '@datamall/contract';
import { Card, Divider, Radio, Space, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../shared/hooks/use-locale';
import { usePageTable } from '../../../shared/ui/page-table';
import { fetchShopOwnersPage, shopOwnersPageKey } from '../api/query-supplier-developer';
import type { UserListFilter } from '../api/query-users-page';
import { isShopOwnerRole, SHOP_OWNER_ROLES, type ShopOwnerRole, shopOwnerFilter } from '../list-filters';
import { ShopOwnerDetailDrawer } from './shop-owner-detail-drawer';
import { UserDetailButton, UserListTable, useUserColumns } from './user-list-parts';

/** §operate/zqCommercial/supplier: approved suppliers and developers, on/off switch, detail with the shop. */
export function ShopOwnerList() {
  const { t } = useTranslation('users');
  const locale = useLocale();
  const userColumns = useUserColumns();
  const [role, setRole] = useState<ShopOwnerRole>('all');
  const [detailId, setDetailId] = useState<string>();
  const table = usePageTable<UserAdminRow, UserListFilter>({
    queryKey: shopOwnersPageKey,
    fetcher: fetchShopOwnersPage,
  });

  const handleRoleChange = (value: unknown) => {
    if (!isShopOwnerRole(value)) return;
    setRole(value);
    table.search(shopOwnerFilter(value, table.filters));
  };

  const columns: TableProps<UserAdminRow>['columns'] = [
    userColumns.username,
    userColumns.companyName,
    userColumns.contactName,
    userColumns.roleType,
    userColumns.mobile,
    userColumns.createDate,
    userColumns.status,
    userColumns.actions(140, (row) => (
      <Space size={0} split={<Divider type="vertical" />}>
        <UserDetailButton username={row.username} onClick={() => setDetailId(row.id)} />
        <Link
          to={`/operate-zqCommercial-components-Ushield?userId=${row.id}`}
          data-testid={`ukey-${row.username}`}
        >
          {t('actions.ukey')}
        </Link>
      </Space>
    )),
  ];

  return (
    <Card data-testid="shop-owner-list">
      <Radio.Group
        value={role}
        onChange={(event) => handleRoleChange(event.target.value)}
        optionType="button"
        buttonStyle="solid"
        style={{ marginBottom: 16 }}
        data-testid="shop-owner-role"
        options={SHOP_OWNER_ROLES.map((value) => ({
          value,
          label: (
            <span data-testid={`shop-owner-role-${value}`}>
              {value === 'all' ? t('filters.allRoles') : enumLabel('role_type', value, locale)}
            </span>
          ),
        }))}
      />
      <UserListTable
        table={table}
        filtersTestId="shop-owner"
        onSearch={(values) => table.search(shopOwnerFilter(role, values))}
        columns={columns}
        data-testid="shop-owner-table"
      />
      <ShopOwnerDetailDrawer userId={detailId} onClose={() => setDetailId(undefined)} />
    </Card>
  );
}
