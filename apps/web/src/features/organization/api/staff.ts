import { endpoints } from '@datamall/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import type { PageParams } from '../../../shared/ui/page-table';
import { useInvalidateOrganization } from './invalidate';

const e = endpoints.organization;

export interface StaffFilter {
  username?: string;
  deptId?: string;
  status?: 0 | 1;
}

/** The fields both the add and the edit form hold. */
export interface StaffFields {
  realName: string;
  mobile: string;
  email?: string;
  gender: 0 | 1 | 2;
  status: 0 | 1;
  deptId: string;
  roleIdList?: string[];
  postIdList?: string[];
}

export interface NewStaffValues extends StaffFields {
  username: string;
  password: string;
}

export function fetchStaffPage(params: PageParams & StaffFilter, signal?: AbortSignal) {
  const { page, limit, username, deptId, status } = params;
  return api(e.staffPage, {
    query: { page, limit, username, status, deptId: deptId ? Number(deptId) : undefined },
    signal,
  });
}

function toBody(values: StaffFields) {
  return {
    realName: values.realName,
    mobile: values.mobile,
    email: values.email ?? '',
    gender: values.gender,
    status: values.status,
    deptId: Number(values.deptId),
    roleIdList: (values.roleIdList ?? []).map(Number),
    postIdList: (values.postIdList ?? []).map(Number),
  };
}

/** POST /sys/staff. */
export function useCreateStaff() {
  const invalidate = useInvalidateOrganization();
  return useMutation({
    mutationFn: ({ username, password, ...fields }: NewStaffValues) =>
      api(e.staffSave, { body: { ...toBody(fields), username, password } }),
    onSuccess: invalidate,
  });
}

/** PUT /sys/staff: disabling an account ends its sessions. */
export function useUpdateStaff() {
  const invalidate = useInvalidateOrganization();
  return useMutation({
    mutationFn: ({ id, ...fields }: StaffFields & { id: string }) =>
      api(e.staffUpdate, { body: { ...toBody(fields), id: Number(id) } }),
    onSuccess: invalidate,
  });
}

/** PUT /sys/staff/password. */
export function useResetStaffPassword() {
  return useMutation({
    mutationFn: ({ id, password }: { id: string; password: string }) =>
      api(e.staffResetPassword, { body: { id: Number(id), password } }),
  });
}
