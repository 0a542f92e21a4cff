import type { AccessTargetType } from '@datamall/contract';
import { Alert, Button, Form, InputNumber, Select, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { StatusTag } from '../../../shared/ui/status-tag';
import { useAccessListTargets } from '../api/query-targets';

export interface AccessTarget {
  targetType: AccessTargetType;
  /** Empty while none is chosen. */
  targetId: string;
}

export interface TargetPickerProps {
  targetTypes: readonly AccessTargetType[];
  value: AccessTarget;
  /** Name of the chosen target when known (it may be outside the loaded options). */
  currentName?: string;
  onChange: (next: AccessTarget) => void;
}

/**
 * Which target's list to edit: the kind, then one of the caller's targets from the owning module's list;
 * when that module cannot list them, an id (pages of the item link here with `?targetType=&targetId=`).
 */
export function TargetPicker({ targetTypes, value, currentName, onChange }: TargetPickerProps) {
  const { t } = useTranslation('accessLists');
  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search.trim());
  const targets = useAccessListTargets(value.targetType, name);
  const [typedId, setTypedId] = useState<number | null>(value.targetId ? Number(value.targetId) : null);
  const support = targets.data;

  useEffect(() => setTypedId(value.targetId ? Number(value.targetId) : null), [value.targetId]);

  const options = useMemo(() => {
    const list = (support?.list ?? []).map((x) => ({
      value: x.id,
      label: (
        <Space size={8}>
          <span>{x.name}</span>
          <StatusTag dictType="black_white_mode" value={x.mode} />
          {x.consumerCount > 0 ? (
            <Typography.Text type="secondary">
              {t('target.consumers', { count: x.consumerCount })}
            </Typography.Text>
          ) : null}
        </Space>
      ),
      title: x.name,
    }));
    if (value.targetId && !list.some((o) => o.value === value.targetId)) {
      const label = currentName || `#${value.targetId}`;
      list.unshift({ value: value.targetId, label: <span>{label}</span>, title: label });
    }
    return list;
  }, [support?.list, value.targetId, currentName, t]);

  return (
    <div data-testid="target-picker">
      <Form layout="inline" style={{ rowGap: 12 }}>
        <Form.Item label={t('targetType.label')}>
          <Select<AccessTargetType>
            value={value.targetType}
            style={{ width: 160 }}
            onChange={(targetType) => {
              setSearch('');
              onChange({ targetType, targetId: '' });
            }}
            options={targetTypes.map((type) => ({ value: type, label: t(`targetType.${type}`) }))}
            data-testid="target-type"
          />
        </Form.Item>
        {support?.listable ? (
          <Form.Item label={t('target.label')}>
            <Select<string>
              showSearch
              allowClear
              value={value.targetId || undefined}
              placeholder={t('target.placeholder')}
              filterOption={false}
              onSearch={setSearch}
              onChange={(targetId) => onChange({ targetType: value.targetType, targetId: targetId ?? '' })}
              loading={targets.isFetching}
              options={options}
              optionLabelProp="title"
              notFoundContent={targets.isFetching ? undefined : t('target.emptyList')}
              style={{ width: 360 }}
              data-testid="target-select"
            />
          </Form.Item>
        ) : support?.supported ? (
          <Form.Item label={t('target.idLabel')}>
            <Space.Compact>
              <InputNumber<number>
                min={1}
                precision={0}
                value={typedId}
                onChange={setTypedId}
                placeholder={t('target.idPlaceholder')}
                style={{ width: 200 }}
                data-testid="target-id"
              />
              <Button
                disabled={!typedId}
                onClick={() => onChange({ targetType: value.targetType, targetId: String(typedId) })}
                data-testid="target-open"
              >
                {t('target.open')}
              </Button>
            </Space.Compact>
          </Form.Item>
        ) : null}
      </Form>
      {support && !support.supported ? (
        <Alert
          style={{ marginTop: 16 }}
          type="warning"
          showIcon
          message={t('target.unsupported', { type: t(`targetType.${value.targetType}`) })}
          data-testid="target-unsupported"
        />
      ) : null}
      {support?.supported && !support.listable ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          <Tag bordered={false}>{t(`targetType.${value.targetType}`)}</Tag>
          {t('target.unlisted')}
        </Typography.Paragraph>
      ) : null}
    </div>
  );
}
