import { assets, enumLabel, enumValues } from '@datamall/contract';
import { Form, Input, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/hooks/use-locale';
import { useZodRules, zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { useClassificationTags, useTagSuggestions } from '../api/pickers';
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

const MAX_TAGS = zodMaxLength(assets.zSourceInput, 'tags');
const MAX_TAG_LENGTH = zodMaxLength(assets.zSourceInput, ['tags', 0]) ?? Number.POSITIVE_INFINITY;

/** Free tags: those of the classification and the type-ahead of the tag library, or any new text. */
function TagsSelect(props: { value?: string[]; onChange?: (value: string[]) => void }) {
  const { t } = useTranslation('assets');
  const form = Form.useFormInstance<AssetInfoValues>();
  const classificationId = Form.useWatch('classificationId', form);
  const [search, setSearch] = useState('');
  const classTags = useClassificationTags(classificationId);
  const suggestions = useTagSuggestions(search);
  const names = new Set<string>([
    ...(classTags.data ?? []).map((tag) => tag.name),
    ...(suggestions.data ?? []).map((tag) => tag.name),
  ]);
  return (
    <Select
      {...props}
      mode="tags"
      maxCount={MAX_TAGS}
      tokenSeparators={[',', '，']}
      onSearch={setSearch}
      placeholder={t('placeholders.tags')}
      options={[...names].map((name) => ({ value: name, label: name }))}
      data-testid="asset-tags"
    />
  );
}

/** Information of an asset: name, classification, tags, security grade, description, frequency, storage. */
export function AssetInfoFields() {
  const { t } = useTranslation('assets');
  const f = useZodRules(assets.zSourceInput);
  const locale = useLocale();
  return (
    <>
      <Form.Item name="name" label={t('fields.name')} rules={f.rules('name', t('fields.name'))}>
        <Input maxLength={f.maxLength('name')} autoComplete="off" data-testid="asset-name" />
      </Form.Item>
      <Form.Item
        name="classificationId"
        label={t('fields.classification')}
        rules={f.rules('classificationId', t('fields.classification'))}
      >
        <ClassificationSelect data-testid="asset-classification" />
      </Form.Item>
      <Form.Item
        name="tags"
        label={t('fields.tags')}
        extra={t('hints.tags')}
        rules={[
          ...f.rules('tags', t('fields.tags')),
          {
            validator: (_rule, value: string[] | undefined) =>
              (value ?? []).every((tag) => tag.trim().length <= MAX_TAG_LENGTH)
                ? Promise.resolve()
                : Promise.reject(new Error(t('hints.tagTooLong', { max: MAX_TAG_LENGTH }))),
          },
        ]}
      >
        <TagsSelect />
      </Form.Item>
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
      <Form.Item
        name="description"
        label={t('fields.description')}
        rules={f.rules('description', t('fields.description'))}
      >
        <Input.TextArea
          rows={4}
          maxLength={f.maxLength('description')}
          showCount
          data-testid="asset-description"
        />
      </Form.Item>
    </>
  );
}
