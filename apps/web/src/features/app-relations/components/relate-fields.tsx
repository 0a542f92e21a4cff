import { appRelations } from '@datamall/contract';
import { Form, Input, Select, Space, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { useListedAssets, useMyApplications } from '../api/app-relations';

/** The values of a relation request (relation/add). */
export interface RelateForm {
  itemId: string;
  sourceId: string;
  purpose: string;
}

interface PickerProps {
  value?: string;
  onChange?: (v: string) => void;
}

/** A select searched on the server as the user types (debounced). */
function SearchSelect({
  search,
  placeholder,
  empty,
  testId,
  ...props
}: PickerProps & {
  search: (text: string) => { loading: boolean; options: { value: string; label: ReactNode }[] };
  placeholder: string;
  empty: string;
  testId: string;
}) {
  const { t } = useTranslation('appRelations');
  const [text, setText] = useState('');
  const found = search(useDebouncedValue(text, 300));
  return (
    <Select
      {...props}
      showSearch
      filterOption={false}
      onSearch={setText}
      loading={found.loading}
      placeholder={placeholder}
      notFoundContent={found.loading ? t('request.searching') : empty}
      options={found.options}
      data-testid={testId}
    />
  );
}

function useApplicationOptions(name: string) {
  const apps = useMyApplications(name, true);
  return {
    loading: apps.isFetching,
    options: (apps.data?.list ?? []).map((a) => ({ value: a.id, label: a.name as ReactNode })),
  };
}

function useAssetOptions(name: string) {
  const assets = useListedAssets(name);
  return {
    loading: assets.isFetching,
    options: (assets.data?.list ?? []).map((a) => ({
      value: a.id,
      label: (
        <Space size={4}>
          <span>{a.name}</span>
          <Typography.Text type="secondary">· {a.ownerName}</Typography.Text>
        </Space>
      ) as ReactNode,
    })),
  };
}

/** Picker of one of the developer's data applications, searched by name. */
function ApplicationSelect(props: PickerProps) {
  const { t } = useTranslation('appRelations');
  return (
    <SearchSelect
      {...props}
      search={useApplicationOptions}
      placeholder={t('request.appPlaceholder')}
      empty={t('request.noApps')}
      testId="relation-app"
    />
  );
}

/** Picker of a listed data asset, searched by name, with its supplier. */
function AssetSelect(props: PickerProps) {
  const { t } = useTranslation('appRelations');
  return (
    <SearchSelect
      {...props}
      search={useAssetOptions}
      placeholder={t('request.assetPlaceholder')}
      empty={t('request.noAssets')}
      testId="relation-asset"
    />
  );
}

export interface RelateFieldsProps {
  /** The application is given (hidden field); else the developer picks one. */
  itemId?: string;
  /** The asset is given (hidden field); else the developer picks one. */
  sourceId?: string;
}

/**
 * The fields of a relation request inside an antd Form of `RelateForm`: application and asset (server-searched
 * selects, hidden when given) and the purpose. Shared by the relate modal and the full page dev/addData.
 */
export function RelateFields({ itemId, sourceId }: RelateFieldsProps) {
  const { t } = useTranslation('appRelations');
  const f = useZodRules(appRelations.request);
  return (
    <>
      <Form.Item
        name="itemId"
        label={t('fields.application')}
        hidden={Boolean(itemId)}
        rules={[{ required: true, message: t('request.appRequired') }]}
      >
        <ApplicationSelect />
      </Form.Item>
      <Form.Item
        name="sourceId"
        label={t('fields.asset')}
        hidden={Boolean(sourceId)}
        rules={[{ required: true, message: t('request.assetRequired') }]}
      >
        <AssetSelect />
      </Form.Item>
      <Form.Item
        name="purpose"
        label={t('fields.purpose')}
        rules={[
          { required: true, whitespace: true, message: t('request.purposeRequired') },
          ...f.rules('purpose', t('fields.purpose'), { required: false }),
        ]}
      >
        <Input.TextArea
          rows={3}
          showCount
          maxLength={f.maxLength('purpose')}
          placeholder={t('request.purposePlaceholder')}
          data-testid="relation-purpose"
        />
      </Form.Item>
    </>
  );
}
