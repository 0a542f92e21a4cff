import { endpoints } from '@datamall/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { useInvalidateOrganization } from './invalidate';
import { organizationKey } from './keys';

const e = endpoints.organization;

export interface DeptValues {
  pid: string;
  name: string;
  sort: number;
}

/** GET /sys/dept/list: the whole department tree. */
export function useDeptTree() {
  return useQuery({
    queryKey: [...organizationKey, 'deptTree'],
    queryFn: ({ signal }) => api(e.deptList, { signal }),
  });
}

/** POST /sys/dept (no id) or PUT /sys/dept (with id). */
export function useSaveDept() {
  const invalidate = useInvalidateOrganization();
  return useMutation({
    mutationFn: ({ id, pid, ...values }: DeptValues & { id?: string }) => {
      const body = { ...values, pid: Number(pid) };
      return id ? api(e.deptUpdate, { body: { ...body, id: Number(id) } }) : api(e.deptSave, { body });
    },
    onSuccess: invalidate,
  });
}

/** DELETE /sys/dept/{id}: refused while it has sub-departments or staff. */
export function useDeleteDept() {
  const invalidate = useInvalidateOrganization();
  return useMutation({
    mutationFn: (id: string) => api(e.deptDelete, { params: { id } }),
    onSuccess: invalidate,
  });
}
