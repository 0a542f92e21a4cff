import { endpoints, type RoleType } from '@datamall/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { useInvalidateOrganization } from './invalidate';
import { organizationKey } from './keys';

const e = endpoints.organization;

export interface MenuValues {
  pid: string;
  nameZhCn: string;
  nameZhTw: string;
  nameEnUs: string;
  url?: string;
  type: 0 | 1;
  icon?: string;
  permissions?: string;
  isshow: 0 | 1;
  sort: number;
}

/** GET /sys/menu/list?roleType: every entry of a role type, flat. */
export function useMenuEntries(roleType: RoleType) {
  return useQuery({
    queryKey: [...organizationKey, 'menuList', roleType],
    queryFn: ({ signal }) => api(e.menuList, { query: { roleType }, signal }),
  });
}

function toBody(values: MenuValues) {
  return {
    ...values,
    pid: Number(values.pid),
    url: values.url ?? '',
    icon: values.icon ?? '',
    permissions: values.permissions ?? '',
  };
}

/** POST /sys/menu (a new entry of `roleType`) or PUT /sys/menu (with id). */
export function useSaveMenu() {
  const invalidate = useInvalidateOrganization();
  return useMutation({
    mutationFn: ({ id, roleType, values }: { id?: string; roleType: RoleType; values: MenuValues }) =>
      id
        ? api(e.menuUpdate, { body: { ...toBody(values), id: Number(id) } })
        : api(e.menuSave, { body: { ...toBody(values), roleType } }),
    onSuccess: invalidate,
  });
}

/** DELETE /sys/menu/{id}: refused while it has sub-entries. */
export function useDeleteMenu() {
  const invalidate = useInvalidateOrganization();
  return useMutation({
    mutationFn: (id: string) => api(e.menuDelete, { params: { id } }),
    onSuccess: invalidate,
  });
}
