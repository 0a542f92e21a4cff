import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { useUserOptions } from '../api/users';

/** A user picked by name (the entries' buyer or seller); the value is the user's id. */
export function UserSelect(props: { value?: string; onChange?: (value: string | undefined) => void }) {
  const { t } = useTranslation('ledger');
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 300);
  const users = useUserOptions(debounced);
  return (
    <Select
      allowClear
      showSearch
      filterOption={false}
      onSearch={setSearch}
      loading={users.isFetching}
      placeholder={t('filters.user')}
      style={{ width: 200 }}
      value={props.value}
      onChange={(value) => props.onChange?.(value)}
      options={(users.data?.list ?? []).map((u) => ({
        value: u.id,
        label: u.deptName ? `${u.username} · ${u.deptName}` : u.username,
      }))}
      data-testid="ledger-entry-user"
    />
  );
}
