import { assets, catalog, enumLabel, enumValues } from '@datamall/contract';
import { Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/hooks/use-locale';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { ClassTagsField } from '../../../shared/ui/form-fields/class-tags-field';
import { ZodInput, ZodTextArea } from '../../../shared/ui/form-fields/zod-fields';
import { assetsKey } from '../api/keys';
import { ClassificationSelect, SecurityLevelSelect } from './asset-filters';

/** Values of the information step, as the form holds them. */
export interface AssetInfoValues {
  name: string;
  classificationId?: string;
  tags: string[];
  securityLevelId?: string;
  description?: string;
  updateFrequency?: assets.UpdateFrequency;
  storageType?: number;
}

export const EMPTY_INFO: AssetInfoValues = {
  name: '',
  tags: [],
  description: '',
  updateFrequency: 'daily',
  storageType: assets.StorageType.FULL,
};

/** The form values of an existing asset. */
export function infoOf(source: assets.DataSource): AssetInfoValues {
  return {
    name: source.name,
    classificationId: source.classificationId ?? undefined,
    tags: source.tags,
    securityLevelId: source.securityLevelId ?? undefined,
    description: source.description,
    updateFrequency: source.updateFrequency,
    storageType: source.storageType,
  };
}

/** The form values in the contract's shape (the form has checked the required ones). */
export function toSourceInput(values: AssetInfoValues): assets.SourceInput {
  return {
    name: values.name.trim(),
    classificationId: Number(values.classificationId),
    tags: values.tags.map((tag) => tag.trim()).filter(Boolean),
    securityLevelId: Number(values.securityLevelId),
    description: values.description?.trim() ?? '',
    updateFrequency: values.updateFrequency ?? 'daily',
    storageType: values.storageType ?? assets.StorageType.FULL,
  };
}

/** Information of an asset: name, classification, tags, security grade, description, frequency, storage. */
export function AssetInfoFields() {
  const { t } = useTranslation('assets');
  const f = useZodRules(assets.zSourceInput);
  const locale = useLocale();
  return (
    <>
      <ZodInput zod={f} name="name" label={t('fields.name')} autoComplete="off" data-testid="asset-name" />
      <Form.Item
        name="classificationId"
        label={t('fields.classification')}
        rules={f.rules('classificationId', t('fields.classification'))}
      >
        <ClassificationSelect data-testid="asset-classification" />
      </Form.Item>
      <ClassTagsField
        source={assets.zSourceInput}
        classify={catalog.Classify.DATA_SOURCE}
        scope={assetsKey}
        label={t('fields.tags')}
        extra={t('hints.tags')}
        placeholder={t('placeholders.tags')}
        tagTooLong={(max) => t('hints.tagTooLong', { max })}
        testId="asset-tags"
      />
      <Form.Item
        name="securityLevelId"
        label={t('fields.securityLevel')}
        extra={t('hints.securityLevel')}
        rules={f.rules('securityLevelId', t('fields.securityLevel'))}
      >
        <SecurityLevelSelect data-testid="asset-grade" />
      </Form.Item>
      <Form.Item
        name="updateFrequency"
        label={t('fields.updateFrequency')}
        rules={f.rules('updateFrequency', t('fields.updateFrequency'))}
      >
        <Select
          options={enumValues('update_frequency').map((value) => ({
            value,
            label: enumLabel('update_frequency', value, locale),
          }))}
          style={{ maxWidth: 240 }}
          data-testid="asset-frequency"
        />
      </Form.Item>
      <Form.Item
        name="storageType"
        label={t('fields.storageType')}
        rules={f.rules('storageType', t('fields.storageType'))}
      >
        <Radio.Group
          options={enumValues('storage_type').map((value) => ({
            value: Number(value),
            label: enumLabel('storage_type', value, locale),
          }))}
          data-testid="asset-storage"
        />
      </Form.Item>
      <ZodTextArea
        zod={f}
        name="description"
        label={t('fields.description')}
        rows={4}
        showCount
        data-testid="asset-description"
      />
    </>
  );
}
