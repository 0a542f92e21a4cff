import type { assets } from '@datamall/contract';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

/** One of the asset's tables, as schema.table. */
export function TableSelect({
  tables,
  value,
  onChange,
  testId,
}: {
  tables: readonly assets.SourceTable[];
  value: string | undefined;
  onChange: (tableId: string) => void;
  testId: string;
}) {
  const { t } = useTranslation('assets');
  return (
    <Select
      value={value}
      onChange={onChange}
      placeholder={t('placeholders.table')}
      style={{ minWidth: 260 }}
      showSearch
      optionFilterProp="label"
      options={tables.map((x) => ({ value: x.id, label: `${x.schema}.${x.table}` }))}
      data-testid={testId}
    />
  );
}
