import { endpoints } from '@datamall/contract';
import { DatePicker, Form, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormRules } from '../../../shared/hooks/use-form-rules';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { ZodTextArea } from '../../../shared/ui/form-fields/zod-fields';
import { useGrantees } from '../api/grants';
import { useRelatableSources } from '../api/sources';

export const DAY = 'YYYY-MM-DD';

export interface GrantFormValues {
  sourceId?: string;
  everyone: boolean;
  granteeIds: string[];
  period?: [Dayjs, Dayjs];
  remark?: string;
}

/** Days before today cannot end a grant. */
const beforeToday = (day: Dayjs) => day.isBefore(dayjs().startOf('day'));

/** Consumers by username or company (type at least one character). */
function GranteeSelect(props: {
  value?: string[];
  onChange?: (value: string[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('assets');
  const [search, setSearch] = useState('');
  const found = useGrantees(search);
  const [known, setKnown] = useState<Record<string, string>>({});
  const options = (found.data ?? []).map((c) => ({
    value: c.id,
    label: c.companyName ? `${c.username} (${c.companyName})` : c.username,
  }));
  const merged = [
    ...options,
    ...(props.value ?? [])
      .filter((id) => !options.some((o) => o.value === id))
      .map((id) => ({ value: id, label: known[id] ?? id })),
  ];
  return (
    <Select
      {...props}
      mode="multiple"
      showSearch
      filterOption={false}
      onSearch={setSearch}
      onChange={(value: string[]) => {
        setKnown((prev) => ({
          ...prev,
          ...Object.fromEntries(
            options.filter((o) => value.includes(o.value)).map((o) => [o.value, o.label]),
          ),
        }));
        props.onChange?.(value);
      }}
      loading={found.isFetching}
      notFoundContent={search ? t('grants.noConsumer') : t('grants.typeToSearch')}
      placeholder={t('grants.consumersPlaceholder')}
      options={merged}
      data-testid="grant-consumers"
    />
  );
}

/** Fields of a new grant: an approved asset, consumers or everyone, validity days, remark. */
export function GrantFormFields({ fixedSource }: { fixedSource?: boolean }) {
  const { t } = useTranslation('assets');
  const rules = useFormRules();
  const f = useZodRules(endpoints.assets.insertAssetManagement);
  const sources = useRelatableSources();
  const form = Form.useFormInstance<GrantFormValues>();
  const everyone = Form.useWatch('everyone', form);
  return (
    <>
      <Form.Item name="sourceId" label={t('grants.asset')} rules={f.rules('sourceId', t('grants.asset'))}>
        <Select
          disabled={fixedSource}
          showSearch
          optionFilterProp="label"
          loading={sources.isLoading}
          placeholder={t('grants.assetPlaceholder')}
          notFoundContent={t('grants.noApproved')}
          options={(sources.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
          data-testid="grant-asset"
        />
      </Form.Item>
      <Form.Item
        name="everyone"
        label={t('grants.everyone')}
        valuePropName="checked"
        extra={t('grants.everyoneHint')}
      >
        <Switch data-testid="grant-everyone" />
      </Form.Item>
      {everyone ? null : (
        <Form.Item
          name="granteeIds"
          label={t('grants.consumers')}
          rules={f.rules('granteeIds', t('grants.consumers'), { required: true })}
        >
          <GranteeSelect />
        </Form.Item>
      )}
      <Form.Item name="period" label={t('grants.period')} rules={[rules.chosen(t('grants.period'))]}>
        <DatePicker.RangePicker
          format={DAY}
          disabledDate={beforeToday}
          allowEmpty={[false, false]}
          data-testid="grant-period"
        />
      </Form.Item>
      <ZodTextArea zod={f} name="remark" label={t('grants.remark')} rows={2} showCount />
    </>
  );
}
