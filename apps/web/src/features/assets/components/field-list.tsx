import { endpoints } from '@datamall/contract';
import {
  Button,
  Card,
  Empty,
  Form,
  Input,
  Result,
  Select,
  Space,
  type TableProps,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useZodRules, zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { useGradeName } from '../../../shared/i18n/grade-name';
import { notify } from '../../../shared/notify';
import { FormModal } from '../../../shared/ui/form-modal';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import {
  type DictionaryFilter,
  type DictionaryPageRow,
  fetchDictionaryPage,
  useUpdateDictionary,
} from '../api/dictionary';
import { dictionaryPageKey } from '../api/keys';
import { useSecurityLevels } from '../api/pickers';
import { useSourceDetail } from '../api/sources';
import { assetPaths } from '../paths';
import { canEdit, type FieldPermissions } from '../status';
import { SecurityLevelSelect } from './asset-filters';
import { AssetPicker } from './asset-picker';
import { MaskingTag } from './masking-tag';

type Filter = Omit<DictionaryFilter, 'sourceId'>;

interface FieldValues {
  description: string;
  securityLevelId: string;
}

export interface FieldListProps {
  id?: string;
  tableId?: string;
  permissions: FieldPermissions;
}

/** producer/zqdatafield (source data): the dictionary of an asset across its tables, by name and grade. */
export function FieldList({ id, tableId, permissions }: FieldListProps) {
  const { t } = useTranslation(['assets', 'table']);
  const navigate = useNavigate();
  const detail = useSourceDetail(id);
  const source = detail.data;

  if (!permissions.page) {
    return <Result status="403" title={t('detail.noPermission')} data-testid="fields-forbidden" />;
  }
  return (
    <Card
      title={t('fieldsPage.title')}
      data-testid="field-list"
      extra={
        <Space wrap>
          <AssetPicker
            value={id}
            valueLabel={source?.name}
            onChange={(next) => navigate(assetPaths.fields(next))}
          />
          {source ? (
            <Button onClick={() => navigate(assetPaths.info(source.id, undefined, 'dictionary'))}>
              {t('actions.view')}
            </Button>
          ) : null}
        </Space>
      }
    >
      {id && source ? (
        <FieldTable
          key={`${id}-${tableId ?? ''}`}
          sourceId={id}
          tableId={tableId}
          tables={source.tables.map((x) => ({ value: x.id, label: `${x.schema}.${x.table}` }))}
          editable={permissions.update && canEdit(source.status)}
          assetGradeName={source.securityLevelName}
        />
      ) : (
        <Empty description={id && detail.isError ? t('detail.loadFailed') : t('versions.choose')} />
      )}
    </Card>
  );
}

function FieldTable({
  sourceId,
  tableId,
  tables,
  editable,
  assetGradeName,
}: {
  sourceId: string;
  tableId?: string;
  tables: { value: string; label: string }[];
  editable: boolean;
  assetGradeName: string;
}) {
  const { t } = useTranslation(['assets', 'table']);
  const dictionary = useZodRules(endpoints.assets.updateDataDictionary);
  const navigate = useNavigate();
  const grades = useSecurityLevels();
  const nameOfGrade = useGradeName();
  const saver = useUpdateDictionary();
  const [editing, setEditing] = useState<DictionaryPageRow>();
  const table = usePageTable<DictionaryPageRow, DictionaryFilter>({
    queryKey: dictionaryPageKey,
    fetcher: fetchDictionaryPage,
    initialFilters: { sourceId, tableId },
  });

  const columns: TableProps<DictionaryPageRow>['columns'] = [
    { key: 'table', title: t('fields.table'), render: (_v, row) => `${row.schema}.${row.table}` },
    {
      key: 'name',
      title: t('fields.column'),
      dataIndex: 'name',
      render: (value: string, row) => (
        <Space size={4}>
          <Typography.Text strong>{value}</Typography.Text>
          {row.key ? (
            <Tag color={row.key === 'PRI' ? 'gold' : 'blue'}>{t(`key.${row.key}`, row.key)}</Tag>
          ) : null}
        </Space>
      ),
    },
    { key: 'type', title: t('fields.type'), dataIndex: 'type' },
    {
      key: 'description',
      title: t('fields.description'),
      dataIndex: 'description',
      render: (v: string) => v || '-',
    },
    {
      key: 'securityLevel',
      title: t('fields.securityLevel'),
      render: (_v, row) => (
        <span>
          {nameOfGrade(row.securityLevelName) || '-'}
          {row.securityLevelId ? null : (
            <Typography.Text type="secondary">{` ${t('dictionary.inherited')}`}</Typography.Text>
          )}
        </span>
      ),
    },
    {
      key: 'masking',
      title: t('fields.masking'),
      render: (_v, row) => <MaskingTag rule={row.maskingRule} />,
    },
    { key: 'version', title: t('fields.version'), dataIndex: 'version', render: (v: number) => `v${v}` },
    ...(editable
      ? [
          {
            key: 'actions',
            title: t('table:actions'),
            render: (_v: unknown, row: DictionaryPageRow) => (
              <Button
                type="link"
                size="small"
                onClick={() => setEditing(row)}
                data-testid={`field-edit-${row.name}`}
              >
                {t('actions.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <ListFiltersBar<Filter>
        testId="field-filters"
        initialValues={{ tableId }}
        onSearch={(values) => table.search({ ...values, sourceId })}
      >
        <Form.Item name="tableId" label={t('fields.table')}>
          <Select allowClear style={{ width: 220 }} options={tables} />
        </Form.Item>
        <Form.Item name="name" label={t('fields.column')}>
          <Input
            allowClear
            maxLength={zodMaxLength(endpoints.assets.queryPageDataDictionary, 'name')}
            style={{ width: 180 }}
          />
        </Form.Item>
        <Form.Item name="securityLevelId" label={t('fields.securityLevel')}>
          <SecurityLevelSelect allowClear style={{ width: 160 }} placeholder="" />
        </Form.Item>
      </ListFiltersBar>
      {editable && table.filters.tableId ? (
        <div style={{ marginBottom: 16 }}>
          <Button
            type="primary"
            onClick={() => navigate(assetPaths.editFields(sourceId, String(table.filters.tableId)))}
            data-testid="fields-edit-table"
          >
            {t('fieldsPage.editTable')}
          </Button>
        </div>
      ) : null}
      <PageTable<DictionaryPageRow, DictionaryFilter>
        table={table}
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
        data-testid="field-table"
      />
      {editing ? (
        <FormModal<FieldValues>
          key={editing.id}
          title={t('fieldsPage.editTitle', { name: `${editing.table}.${editing.name}` })}
          initialValues={{ description: editing.description, securityLevelId: editing.securityLevelId ?? '' }}
          okTestId="field-save"
          onClose={() => setEditing(undefined)}
          onSubmit={async (values) => {
            const result = await saver.mutateAsync({
              tableId: editing.tableId,
              fields: [
                {
                  id: editing.id,
                  description: values.description?.trim() ?? '',
                  securityLevelId: values.securityLevelId || null,
                },
              ],
            });
            notify.success(t('dictionary.saved', { version: result.version }));
          }}
        >
          {() => (
            <>
              <Form.Item
                name="description"
                label={t('fields.description')}
                rules={dictionary.rules(['fields', 0, 'description'], t('fields.description'), {
                  required: false,
                })}
              >
                <Input.TextArea
                  rows={3}
                  maxLength={dictionary.maxLength(['fields', 0, 'description'])}
                  showCount
                />
              </Form.Item>
              <Form.Item name="securityLevelId" label={t('fields.securityLevel')}>
                <Select
                  options={[
                    {
                      value: '',
                      label: t('dictionary.inherit', { grade: nameOfGrade(assetGradeName) || '-' }),
                    },
                    ...(grades.data ?? []).map((g) => ({
                      value: g.id,
                      label: `${nameOfGrade(g.name)} (L${g.level})`,
                    })),
                  ]}
                />
              </Form.Item>
            </>
          )}
        </FormModal>
      ) : null}
    </>
  );
}
