import { endpoints, type Region } from '@datamall/contract';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { FormModal } from '../../../shared/ui/form-modal';
import { type RegionValues, useSaveRegion } from '../api/regions';

export interface RegionModalState {
  /** The region being renamed; none: adding a child of `parent`. */
  editing?: Region;
  /** The parent of a new region; none: a province. */
  parent?: Region;
}

const CODE_PATTERN = /^[1-9]\d{5}$/;

/** Adds a region under a parent (its GB/T 2260 code, name, sort) or renames one. */
export function RegionModal({ state, onClose }: { state: RegionModalState; onClose: () => void }) {
  const { t } = useTranslation('sysAdmin');
  const save = useSaveRegion();
  const f = useZodRules(endpoints.sysAdmin.saveRegion);
  const { editing, parent } = state;
  const levelName = t(`region.types.${editing?.type ?? (parent ? parent.type + 1 : 1)}`);
  return (
    <FormModal<RegionValues>
      title={
        editing
          ? t('region.editTitle', { name: editing.localName })
          : t('region.addTitle', { level: levelName })
      }
      initialValues={
        editing ? { id: Number(editing.id), name: editing.name, sort: editing.sort } : { sort: 0 }
      }
      okTestId="region-save"
      onClose={onClose}
      onSubmit={async (values) => {
        await save.mutateAsync({ values, pid: parent?.id ?? '0', editing: Boolean(editing) });
        notify.success(t('region.saved'));
      }}
    >
      {() => (
        <>
          <Form.Item label={t('region.parent')}>
            <Input value={parent ? `${parent.localName} (${parent.id})` : t('region.noParent')} disabled />
          </Form.Item>
          <Form.Item
            name="id"
            label={t('region.code')}
            extra={editing ? undefined : t('region.codeHint')}
            rules={[
              { required: true, message: t('region.codeInvalid') },
              { pattern: CODE_PATTERN, message: t('region.codeInvalid') },
            ]}
            getValueFromEvent={(e: React.ChangeEvent<HTMLInputElement>) => e.target.value.replace(/\D/g, '')}
          >
            <Input maxLength={6} disabled={Boolean(editing)} inputMode="numeric" data-testid="region-code" />
          </Form.Item>
          <Form.Item name="name" label={t('region.name')} rules={f.rules('name', t('region.name'))}>
            <Input maxLength={f.maxLength('name')} data-testid="region-name" />
          </Form.Item>
          <Form.Item name="sort" label={t('region.sort')} rules={f.rules('sort', t('region.sort'))}>
            <InputNumber {...f.number('sort')} style={{ width: 160 }} />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
