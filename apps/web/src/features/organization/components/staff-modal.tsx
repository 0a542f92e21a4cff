import { endpoints, enumLabel, enumValues, type organization } from '@datamall/contract';
import { Form, Input, Radio, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/hooks/use-locale';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { FormModal } from '../../../shared/ui/form-modal';
import { useDeptTree } from '../api/depts';
import { usePostOptions } from '../api/posts';
import { useRoleOptions } from '../api/roles';
import { type NewStaffValues, type StaffFields, useCreateStaff, useUpdateStaff } from '../api/staff';
import { deptOptions } from '../tree';
import { statusOptions } from './status-options';

export interface StaffModalProps {
  /** The account being edited; none: a new account. */
  row?: organization.Staff;
  /** The department a new account starts in (the one picked in the tree). */
  defaultDeptId?: string;
  onClose: () => void;
}

function valuesOf(row: organization.Staff): StaffFields {
  return {
    realName: row.realName,
    mobile: row.mobile,
    email: row.email,
    gender: row.gender as StaffFields['gender'],
    status: row.status as StaffFields['status'],
    deptId: row.deptId,
    roleIdList: row.roleIdList,
    postIdList: row.postIdList,
  };
}

/** Creates a staff account (username and first password included) or edits one (disabling it too). */
export function StaffModal({ row, defaultDeptId, onClose }: StaffModalProps) {
  const { t } = useTranslation(['organization', 'validation']);
  const create = useCreateStaff();
  const update = useUpdateStaff();
  return (
    <FormModal<NewStaffValues>
      title={row ? t('staff.editTitle', { username: row.username }) : t('staff.addTitle')}
      width={640}
      initialValues={row ? valuesOf(row) : { gender: 2, status: 1, deptId: defaultDeptId }}
      okTestId="staff-save"
      onClose={onClose}
      onSubmit={async (values) => {
        if (row) await update.mutateAsync({ ...values, id: row.id });
        else await create.mutateAsync(values);
        notify.success(t('saved'));
      }}
    >
      {() => (
        <>
          {!row && <AccountFields />}
          <StaffFieldsForm />
        </>
      )}
    </FormModal>
  );
}

/** Username and first password of a new account. */
function AccountFields() {
  const { t } = useTranslation(['organization', 'validation']);
  const f = useZodRules(endpoints.organization.staffSave);
  return (
    <>
      <Form.Item
        name="username"
        label={t('staff.username')}
        rules={f.rules('username', t('staff.username'), { formatMessage: t('validation:username') })}
      >
        <Input maxLength={f.maxLength('username')} autoComplete="off" data-testid="staff-username" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('staff.password')}
        extra={t('validation:password')}
        rules={f.rules('password', t('staff.password'), { formatMessage: t('validation:password') })}
      >
        <Input.Password
          maxLength={f.maxLength('password')}
          autoComplete="new-password"
          data-testid="staff-password"
        />
      </Form.Item>
    </>
  );
}

/** The fields of both the add and the edit form. */
function StaffFieldsForm() {
  const { t } = useTranslation(['organization', 'validation']);
  const locale = useLocale();
  const f = useZodRules(endpoints.organization.staffSave);
  const depts = useDeptTree();
  const roles = useRoleOptions();
  const posts = usePostOptions();
  return (
    <>
      <Form.Item name="realName" label={t('staff.realName')} rules={f.rules('realName', t('staff.realName'))}>
        <Input maxLength={f.maxLength('realName')} data-testid="staff-real-name" />
      </Form.Item>
      <Form.Item
        name="mobile"
        label={t('staff.mobile')}
        rules={f.rules('mobile', t('staff.mobile'), { formatMessage: t('validation:mobile') })}
      >
        <Input maxLength={f.maxLength('mobile')} inputMode="numeric" data-testid="staff-mobile" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('staff.email')}
        rules={f.rules('email', t('staff.email'), { formatMessage: t('validation:email') })}
      >
        <Input maxLength={f.maxLength('email')} data-testid="staff-email" />
      </Form.Item>
      <Form.Item name="gender" label={t('staff.gender')}>
        <Radio.Group
          options={enumValues('gender').map((v) => ({
            value: Number(v),
            label: enumLabel('gender', v, locale),
          }))}
        />
      </Form.Item>
      <Form.Item name="status" label={t('fields.status')} extra={t('staff.statusHint')}>
        <Radio.Group options={statusOptions('user_status')} />
      </Form.Item>
      <Form.Item
        name="deptId"
        label={t('staff.dept')}
        rules={[{ required: true, message: t('staff.deptRequired') }]}
      >
        <TreeSelect
          treeData={deptOptions(depts.data ?? [])}
          loading={depts.isLoading}
          treeDefaultExpandAll
          showSearch
          treeNodeFilterProp="title"
          data-testid="staff-dept"
        />
      </Form.Item>
      <Form.Item name="roleIdList" label={t('staff.roles')} rules={f.rules('roleIdList', t('staff.roles'))}>
        <Select
          mode="multiple"
          allowClear
          loading={roles.isLoading}
          optionFilterProp="label"
          options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
          data-testid="staff-roles"
        />
      </Form.Item>
      <Form.Item name="postIdList" label={t('staff.posts')} rules={f.rules('postIdList', t('staff.posts'))}>
        <Select
          mode="multiple"
          allowClear
          loading={posts.isLoading}
          optionFilterProp="label"
          options={(posts.data ?? []).map((p) => ({ value: p.id, label: p.postName }))}
          data-testid="staff-posts"
        />
      </Form.Item>
    </>
  );
}
