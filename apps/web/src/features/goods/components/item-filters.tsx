import { enumLabel, enumValues, goods } from '@datamall/contract';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/hooks/use-locale';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { GoodsClassificationSelect } from './item-pickers';

/**
 * Filter fields of the goods lists (inside a ListFiltersBar). A list of several kinds filters by kind with its
 * tabs (ItemList), not here.
 */
export function ItemFilterFields() {
  const { t } = useTranslation('goods');
  const locale = useLocale();
  const options = (dictType: 'item_status' | 'item_publish') =>
    enumValues(dictType).map((value) => ({
      value: Number(value),
      label: enumLabel(dictType, value, locale),
    }));
  return (
    <>
      <Form.Item name="name" label={t('fields.name')}>
        <Input
          allowClear
          maxLength={zodMaxLength(goods.zItemFilter, 'name')}
          style={{ width: 180 }}
          placeholder={t('placeholders.nameOrTag')}
          data-testid="filter-name"
        />
      </Form.Item>
      <Form.Item name="classificationId" label={t('fields.classification')}>
        <GoodsClassificationSelect allowClear style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="productStatus" label={t('fields.productStatus')}>
        <Select
          allowClear
          style={{ width: 150 }}
          options={options('item_status')}
          data-testid="filter-status"
        />
      </Form.Item>
      <Form.Item name="publishType" label={t('fields.publishType')}>
        <Select
          allowClear
          style={{ width: 120 }}
          options={options('item_publish')}
          data-testid="filter-publish"
        />
      </Form.Item>
    </>
  );
}
