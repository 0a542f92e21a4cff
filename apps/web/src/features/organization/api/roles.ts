import { endpoints } from '@datamall/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import type { PageParams } from '../../../shared/ui/page-table';
import { useInvalidateOrganization } from './invalidate';
import { organizationKey } from './keys';

const e = endpoints.organization;

export interface RoleFilter {
  name?: string;
}

export interface RoleValues {
  name: string;
  remark?: string;
  dataScope: 0 | 1 | 2;
  /** Checked and half-checked menu ids of the grant tree. */
  menuIdList: string[];
}

export function fetchRolePage(params: PageParams & RoleFilter, signal?: AbortSignal) {
  const { page, limit, name } = params;
  return api(e.rolePage, { query: { page, limit, name }, signal });
}

/** GET /sys/role/list: every role, for the staff form. */
export function useRoleOptions() {
  return useQuery({
    queryKey: [...organizationKey, 'roleList'],
    queryFn: ({ signal }) => api(e.roleList, { signal }),
  });
}

/** GET /sys/role/{id}: the role with its granted menu ids. */
export function useRoleInfo(id?: string) {
  return useQuery({
    queryKey: [...organizationKey, 'roleInfo', id],
    queryFn: ({ signal }) => api(e.roleInfo, { params: { id: id as string }, signal }),
    enabled: !!id,
    gcTime: 0,
  });
}

export function useSaveRole() {
  const invalidate = useInvalidateOrganization();
  return useMutation({
    mutationFn: ({ id, menuIdList, remark, ...values }: RoleValues & { id?: string }) => {
      const body = { ...values, remark: remark ?? '', menuIdList: menuIdList.map(Number) };
      return id ? api(e.roleUpdate, { body: { ...body, id: Number(id) } }) : api(e.roleSave, { body });
    },
    onSuccess: invalidate,
  });
}

/** DELETE /sys/role: refused while a staff account holds one of them. */
export function useDeleteRoles() {
  const invalidate = useInvalidateOrganization();
  return useMutation({
    mutationFn: (ids: string[]) => api(e.roleDelete, { body: ids.map(Number) }),
    onSuccess: invalidate,
  });
}
