import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sourcesPageKey } from '../api/keys';
import { fetchSourcesPage } from '../api/sources';

export interface AssetPickerProps {
  value: string | undefined;
  onChange: (id: string) => void;
  /** The name of the chosen asset, while the list has not loaded it. */
  valueLabel?: string;
}

/** Pick one of the caller's assets by name (the first 20 matches). */
export function AssetPicker({ value, onChange, valueLabel }: AssetPickerProps) {
  const { t } = useTranslation('assets');
  const [name, setName] = useState('');
  const page = useQuery({
    queryKey: [...sourcesPageKey, 'picker', name],
    queryFn: ({ signal }) => fetchSourcesPage({ page: 1, limit: 20, name: name.trim() || undefined }, signal),
    placeholderData: keepPreviousData,
  });
  const options = (page.data?.list ?? []).map((s) => ({ value: s.id, label: s.name }));
  if (value && valueLabel && !options.some((o) => o.value === value)) {
    options.unshift({ value, label: valueLabel });
  }
  return (
    <Select
      value={value}
      onChange={onChange}
      showSearch
      filterOption={false}
      onSearch={setName}
      loading={page.isFetching}
      placeholder={t('placeholders.asset')}
      style={{ minWidth: 280 }}
      options={options}
      data-testid="asset-picker"
    />
  );
}
