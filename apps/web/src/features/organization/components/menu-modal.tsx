import { organization, type RoleType } from '@datamall/contract';
import { Col, Form, Input, InputNumber, Radio, Row, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/hooks/use-locale';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { FormModal } from '../../../shared/ui/form-modal';
import { type MenuValues, useSaveMenu } from '../api/menus';
import { type MenuNode, menuOptions } from '../tree';

export interface MenuModalState {
  /** The entry being edited; none: a new entry under `pid`. */
  editing?: organization.MenuEntry;
  pid?: string;
}

function valuesOf(entry: organization.MenuEntry): MenuValues {
  return {
    pid: entry.pid,
    nameZhCn: entry.nameZhCn,
    nameZhTw: entry.nameZhTw,
    nameEnUs: entry.nameEnUs,
    url: entry.url,
    type: entry.type as MenuValues['type'],
    icon: entry.icon,
    permissions: entry.permissions,
    isshow: entry.isshow as MenuValues['isshow'],
    sort: entry.sort,
  };
}

/** Adds a menu entry of a role type or edits one. */
export function MenuModal({
  roleType,
  state,
  tree,
  onClose,
}: {
  roleType: RoleType;
  state: MenuModalState;
  tree: readonly MenuNode[];
  onClose: () => void;
}) {
  const { t } = useTranslation(['organization', 'common']);
  const locale = useLocale();
  const f = useZodRules(organization.zMenuBody);
  const save = useSaveMenu();
  const { editing } = state;
  const parentOptions = [
    { key: '0', value: '0', title: t('menu.topLevel'), children: menuOptions(tree, locale, editing?.id) },
  ];
  const text = (name: keyof MenuValues, label: string, formatMessage?: string) => (
    <Form.Item name={name} label={label} rules={f.rules(name, label, { formatMessage })}>
      <Input maxLength={f.maxLength(name)} data-testid={`menu-${name}`} />
    </Form.Item>
  );
  return (
    <FormModal<MenuValues>
      title={editing ? t('menu.editTitle') : t('menu.addTitle')}
      width={720}
      initialValues={editing ? valuesOf(editing) : { pid: state.pid ?? '0', type: 0, isshow: 1, sort: 0 }}
      okTestId="menu-save"
      onClose={onClose}
      onSubmit={async (values) => {
        await save.mutateAsync({ id: editing?.id, roleType, values });
        notify.success(t('saved'));
      }}
    >
      {() => (
        <>
          <Form.Item name="pid" label={t('menu.parent')}>
            <TreeSelect treeData={parentOptions} treeDefaultExpandAll showSearch treeNodeFilterProp="title" />
          </Form.Item>
          <Row gutter={12}>
            <Col xs={24} md={8}>
              {text('nameZhCn', t('menu.nameZhCn'))}
            </Col>
            <Col xs={24} md={8}>
              {text('nameZhTw', t('menu.nameZhTw'))}
            </Col>
            <Col xs={24} md={8}>
              {text('nameEnUs', t('menu.nameEnUs'))}
            </Col>
          </Row>
          <Row gutter={12}>
            <Col xs={24} md={12}>
              <Form.Item name="type" label={t('menu.type')}>
                <Radio.Group options={[0, 1].map((v) => ({ value: v, label: t(`menu.types.${v}`) }))} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="isshow" label={t('menu.isshow')}>
                <Radio.Group options={[1, 0].map((v) => ({ value: v, label: t(`menu.visible.${v}`) }))} />
              </Form.Item>
            </Col>
          </Row>
          {text('url', t('menu.url'), t('menu.urlHint'))}
          {text('permissions', t('menu.permissions'), t('menu.permissionsHint'))}
          <Row gutter={12}>
            <Col xs={24} md={12}>
              {text('icon', t('menu.icon'))}
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="sort" label={t('fields.sort')} rules={f.rules('sort', t('fields.sort'))}>
                <InputNumber {...f.number('sort')} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
        </>
      )}
    </FormModal>
  );
}
