import { organization } from '@datamall/contract';
import { Form, Input, Modal, Radio, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { FormModal } from '../../../shared/ui/form-modal';
import { useMenuEntries } from '../api/menus';
import { type RoleValues, useRoleInfo, useSaveRole } from '../api/roles';
import { MenuGrantTree } from './menu-grant-tree';

/** Adds a role or edits one (the granted menus come from its detail). */
export function RoleModal({ row, onClose }: { row?: organization.Role; onClose: () => void }) {
  const { t } = useTranslation('organization');
  const info = useRoleInfo(row?.id);
  if (row && !info.data) {
    return (
      <Modal open title={t('role.editTitle')} footer={null} onCancel={onClose}>
        <Skeleton active />
      </Modal>
    );
  }
  return (
    <RoleForm
      id={row?.id}
      initialValues={
        info.data
          ? {
              name: info.data.name,
              remark: info.data.remark,
              dataScope: info.data.dataScope as organization.DataScope,
              menuIdList: info.data.menuIdList,
            }
          : { dataScope: 0, menuIdList: [] }
      }
      onClose={onClose}
    />
  );
}

function RoleForm({
  id,
  initialValues,
  onClose,
}: {
  id?: string;
  initialValues: Partial<RoleValues>;
  onClose: () => void;
}) {
  const { t } = useTranslation(['organization', 'common']);
  const f = useZodRules(organization.zRoleBody);
  const menus = useMenuEntries(0);
  const save = useSaveRole();
  return (
    <FormModal<RoleValues>
      title={id ? t('role.editTitle') : t('role.addTitle')}
      width={640}
      initialValues={initialValues}
      okTestId="role-save"
      onClose={onClose}
      onSubmit={async (values) => {
        await save.mutateAsync({ ...values, menuIdList: values.menuIdList ?? [], id });
        notify.success(t('saved'));
      }}
    >
      {() => (
        <>
          <Form.Item name="name" label={t('role.name')} rules={f.rules('name', t('role.name'))}>
            <Input maxLength={f.maxLength('name')} data-testid="role-name" />
          </Form.Item>
          <Form.Item name="remark" label={t('fields.remark')} rules={f.rules('remark', t('fields.remark'))}>
            <Input.TextArea rows={2} maxLength={f.maxLength('remark')} />
          </Form.Item>
          <Form.Item name="dataScope" label={t('role.dataScope')} extra={t('role.dataScopeHint')}>
            <Radio.Group
              options={organization.DATA_SCOPES.map((scope) => ({
                value: scope,
                label: t(`role.scopes.${scope}`),
              }))}
            />
          </Form.Item>
          <Form.Item name="menuIdList" label={t('role.menus')} extra={t('role.menusHint')}>
            <MenuGrantTree entries={menus.data} loading={menus.isLoading} />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
