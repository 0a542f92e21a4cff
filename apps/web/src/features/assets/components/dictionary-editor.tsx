import { type assets, type catalog, endpoints } from '@datamall/contract';
import { Alert, Button, Input, Select, Space, Table, type TableProps, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { useUnsavedGuard } from '../../../shared/hooks/use-unsaved-guard';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { useGradeName } from '../../../shared/i18n/grade-name';
import { notify } from '../../../shared/notify';
import { useDictionary, useUpdateDictionary } from '../api/dictionary';
import { useSecurityLevels } from '../api/pickers';
import { changedFields, type Edits, editsOf, effectiveRule } from '../dictionary-edits';
import { MaskingTag } from './masking-tag';

type Field = assets.DictionaryField;

export interface DictionaryEditorProps {
  tableId: string;
  /** A version to show (read-only unless it is the latest); default the latest. */
  version?: number;
  /** The caller may change descriptions and grades (owner, latest version, not under review, permission). */
  editable: boolean;
  /** After a save, with the version the dictionary now has. */
  onSaved?: (version: number) => void;
}

/**
 * The data dictionary of one table: column, type, key, description and security grade per field, and the
 * masking that grade applies to previews. Saving only sends changed fields; a real change makes a new version.
 */
export function DictionaryEditor({ tableId, version, editable, onSaved }: DictionaryEditorProps) {
  const { t } = useTranslation(['assets', 'common']);
  const dictionary = useDictionary(tableId, version);
  const grades = useSecurityLevels();
  const nameOfGrade = useGradeName();
  const saver = useUpdateDictionary();
  const [edits, setEdits] = useState<Edits>({});
  const [changeNote, setChangeNote] = useState('');
  const fields = dictionary.data?.fields ?? [];
  const guard = useUnsavedGuard(() => ({ edits, changeNote }));

  /** Shows the saved dictionary and makes it the guard's original; a read-only one is not guarded at all. */
  const reset = useCallback(
    (saved: readonly Field[]) => {
      const fresh = editsOf(saved);
      setEdits(fresh);
      setChangeNote('');
      if (editable) guard.register({ edits: fresh, changeNote: '' });
      else guard.clear();
    },
    [editable, guard],
  );

  // Also when `editable` turns false (submitted for review): what the form held can no longer be saved, so
  // leaving must not ask to save it.
  useEffect(() => {
    if (dictionary.data) reset(dictionary.data.fields);
  }, [dictionary.data, reset]);

  const gradeById = useMemo(
    () => new Map<string, catalog.SecurityLevel>((grades.data ?? []).map((g) => [g.id, g])),
    [grades.data],
  );
  const source = dictionary.data?.source;
  const assetGrade = source?.securityLevelId ? gradeById.get(source.securityLevelId) : undefined;
  const changed = changedFields(fields, edits);

  const ruleOf = (field: Field) =>
    effectiveRule(field, edits[field.id]?.securityLevelId, gradeById, assetGrade?.maskingRule);

  const setEdit = (id: string, patch: Partial<Edits[string]>) =>
    setEdits((prev) => ({
      ...prev,
      [id]: { ...(prev[id] ?? { description: '', securityLevelId: null }), ...patch },
    }));

  const handleSave = () => {
    if (changed.length === 0) {
      notify.warning(t('dictionary.noChange'));
      return;
    }
    saver.mutate(
      { tableId, fields: changed, changeNote },
      {
        onSuccess: (result) => {
          notify.success(t('dictionary.saved', { version: result.version }));
          reset(result.fields);
          onSaved?.(result.version);
        },
        onError: (error) => {
          const text = errorText(error);
          if (text) notify.error(text);
        },
      },
    );
  };

  const inheritLabel = t('dictionary.inherit', {
    grade: nameOfGrade(source?.securityLevelName ?? '') || '-',
  });
  const columns: TableProps<Field>['columns'] = [
    {
      key: 'name',
      title: t('fields.column'),
      dataIndex: 'name',
      fixed: 'left',
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
      key: 'nullable',
      title: t('fields.nullable'),
      dataIndex: 'nullable',
      render: (v: boolean) => (v ? t('common.yes') : t('common.no')),
    },
    {
      key: 'description',
      title: t('fields.description'),
      width: 320,
      render: (_v, row) =>
        editable ? (
          <Input
            value={edits[row.id]?.description ?? row.description}
            maxLength={zodMaxLength(endpoints.assets.updateDataDictionary, ['fields', 0, 'description'])}
            onChange={(event) => setEdit(row.id, { description: event.target.value })}
            data-testid={`dict-desc-${row.name}`}
          />
        ) : (
          row.description || '-'
        ),
    },
    {
      key: 'securityLevel',
      title: t('fields.securityLevel'),
      width: 220,
      render: (_v, row) =>
        editable ? (
          <Select
            value={edits[row.id]?.securityLevelId ?? ''}
            onChange={(value: string) => setEdit(row.id, { securityLevelId: value || null })}
            style={{ width: 200 }}
            options={[
              { value: '', label: inheritLabel },
              ...(grades.data ?? []).map((g) => ({
                value: g.id,
                label: `${nameOfGrade(g.name)} (L${g.level})`,
              })),
            ]}
            data-testid={`dict-grade-${row.name}`}
          />
        ) : (
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
      render: (_v, row) => <MaskingTag rule={ruleOf(row)} />,
    },
  ];

  if (dictionary.isError) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('dictionary.loadFailed')}
        description={errorText(dictionary.error)}
      />
    );
  }

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="dictionary-editor">
      {dictionary.data ? (
        <Typography.Text type="secondary">
          {t('dictionary.caption', {
            table: `${dictionary.data.table.schema}.${dictionary.data.table.table}`,
            version: dictionary.data.version,
          })}
        </Typography.Text>
      ) : null}
      <Table<Field>
        size="small"
        rowKey="id"
        loading={dictionary.isFetching}
        columns={columns}
        dataSource={fields}
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowClassName={(row) => (changed.some((c) => c.id === row.id) ? 'ant-table-row-selected' : '')}
        data-testid="dictionary-table"
      />
      {editable ? (
        <Space wrap>
          <Input
            value={changeNote}
            onChange={(event) => setChangeNote(event.target.value)}
            maxLength={zodMaxLength(endpoints.assets.updateDataDictionary, 'changeNote')}
            placeholder={t('wizard.changeNote')}
            style={{ width: 360 }}
            data-testid="dict-change-note"
          />
          <Button
            type="primary"
            loading={saver.isPending}
            disabled={changed.length === 0}
            onClick={handleSave}
            data-testid="dict-save"
          >
            {t('dictionary.save', { count: changed.length })}
          </Button>
          <Button
            disabled={changed.length === 0}
            onClick={() => setEdits(editsOf(fields))}
            data-testid="dict-reset"
          >
            {t('dictionary.reset')}
          </Button>
          <Typography.Text type="secondary">{t('dictionary.versionHint')}</Typography.Text>
        </Space>
      ) : null}
    </Space>
  );
}
