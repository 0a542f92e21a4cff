import { type DatabaseColumn, endpoints, type RowCountKind, zDatabaseTableInput } from '@datamall/contract';
import { useQueries } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Empty,
  Input,
  Skeleton,
  Space,
  Steps,
  Table,
  type TableProps,
  Typography,
} from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../shared/api/api';
import { errorText } from '../../../shared/api/api-error';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { RowCount } from '../../../shared/ui/row-count';
import { useSchemas } from '../api/browse';
import { useConnectionRegistrations, useSaveDatabaseTable } from '../api/database-tables';
import { useConnectionDetail } from '../api/query-database-detail';
import { connectionPaths } from '../paths';

type Ref = [string, string];
const refKey = ([schema, table]: Ref) => `${schema}.${table}`;

function WizardFrame({
  id,
  base,
  step,
  children,
  footer,
}: {
  id: string;
  base: string;
  step: number;
  children: ReactNode;
  footer: ReactNode;
}) {
  const { t } = useTranslation('connections');
  const navigate = useNavigate();
  const connection = useConnectionDetail(id);
  return (
    <Card
      title={t('wizard.title', { name: connection.data?.name ?? '' })}
      extra={<Button onClick={() => navigate(connectionPaths(base).info(id))}>{t('wizard.cancel')}</Button>}
      data-testid="register-wizard"
    >
      <Steps
        current={step}
        style={{ marginBottom: 24 }}
        items={[{ title: t('wizard.schemas') }, { title: t('wizard.tables') }, { title: t('wizard.fields') }]}
      />
      {children}
      <Space style={{ marginTop: 16 }}>{footer}</Space>
    </Card>
  );
}

/** producer/zqdatalink-add-schemas: step 1, the schemas (MySQL: databases) to take tables from. */
export function AddSchemasStep({ id, base = 'producer' }: { id: string; base?: string }) {
  const { t } = useTranslation('connections');
  const navigate = useNavigate();
  const schemas = useSchemas(id);
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <WizardFrame
      id={id}
      base={base}
      step={0}
      footer={
        <Button
          type="primary"
          disabled={chosen.length === 0}
          onClick={() => navigate(connectionPaths(base).addTable(id, chosen))}
          data-testid="wizard-next"
        >
          {t('wizard.next')}
        </Button>
      }
    >
      {schemas.isLoading ? (
        <Skeleton active />
      ) : schemas.isError ? (
        <Alert type="error" showIcon message={errorText(schemas.error) ?? t('browse.failed')} />
      ) : (schemas.data ?? []).length === 0 ? (
        <Empty description={t('wizard.noSchemas')} />
      ) : (
        <Checkbox.Group value={chosen} onChange={(values) => setChosen(values as string[])}>
          <Space direction="vertical">
            {(schemas.data ?? []).map((s) => (
              <Checkbox key={s} value={s} data-testid={`wizard-schema-${s}`}>
                {s}
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      )}
    </WizardFrame>
  );
}

interface TableRow {
  key: string;
  schema: string;
  name: string;
  kind: string;
  comment: string;
  rowEstimate: number;
  rowCountKind: RowCountKind;
}

/** producer/zqdatalink-add-table: step 2, the tables of the chosen schemas. */
export function AddTableStep({
  id,
  schemas,
  base = 'producer',
}: {
  id: string;
  schemas: string[];
  base?: string;
}) {
  const { t } = useTranslation('connections');
  const navigate = useNavigate();
  const paths = connectionPaths(base);
  const results = useQueries({
    queries: schemas.map((schema) => ({
      queryKey: ['connections', 'browse', id, 'tables', schema],
      queryFn: () => api(endpoints.connections.queryTables, { body: { id: Number(id), schema }, long: true }),
    })),
  });
  const [chosen, setChosen] = useState<string[]>([]);
  const rows: TableRow[] = results.flatMap((r, i) =>
    (r.data ?? []).map((x) => ({ key: `${schemas[i]}.${x.name}`, schema: schemas[i] ?? '', ...x })),
  );
  const failed = results.find((r) => r.isError);
  const columns: TableProps<TableRow>['columns'] = [
    { key: 'schema', title: t('browse.schema'), dataIndex: 'schema' },
    { key: 'name', title: t('fields.table'), dataIndex: 'name' },
    { key: 'kind', title: t('fields.kind'), dataIndex: 'kind', render: (v: string) => t(`kind.${v}`, v) },
    { key: 'comment', title: t('fields.comment'), dataIndex: 'comment', ellipsis: true },
    {
      key: 'rowEstimate',
      title: t('fields.rowEstimate'),
      dataIndex: 'rowEstimate',
      align: 'right',
      render: (v: number, row) => <RowCount rows={v} kind={row.rowCountKind} />,
    },
  ];
  const refs = rows.filter((r) => chosen.includes(r.key)).map((r): Ref => [r.schema, r.name]);
  return (
    <WizardFrame
      id={id}
      base={base}
      step={1}
      footer={
        <>
          <Button onClick={() => navigate(paths.addSchemas(id))}>{t('wizard.previous')}</Button>
          <Button
            type="primary"
            disabled={refs.length === 0}
            onClick={() => navigate(paths.addField(id, refs))}
            data-testid="wizard-next"
          >
            {t('wizard.next')}
          </Button>
        </>
      }
    >
      {failed ? (
        <Alert type="error" showIcon message={errorText(failed.error) ?? t('browse.failed')} />
      ) : null}
      <Table<TableRow>
        size="middle"
        rowKey="key"
        loading={results.some((r) => r.isFetching)}
        columns={columns}
        dataSource={rows}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        rowSelection={{
          selectedRowKeys: chosen,
          onChange: (keys) => setChosen(keys as string[]),
          getCheckboxProps: (row) => ({ 'data-testid': `wizard-table-${row.name}` }) as never,
        }}
        locale={{ emptyText: <Empty description={t('browse.noTables')} /> }}
        data-testid="wizard-tables"
      />
    </WizardFrame>
  );
}

interface Draft {
  name: string;
  description: string;
  fields: string[];
  /** The existing registration of this table, updated instead of added. */
  registrationId?: string;
}

/** producer/zqdatalink-add-field: step 3, the fields of each chosen table, its name, and saving. */
export function AddFieldStep({
  id,
  tables,
  base = 'producer',
}: {
  id: string;
  tables: Ref[];
  base?: string;
}) {
  const { t } = useTranslation('connections');
  const navigate = useNavigate();
  const paths = connectionPaths(base);
  const existing = useConnectionRegistrations(id);
  const saver = useSaveDatabaseTable();
  const results = useQueries({
    queries: tables.map(([schema, table]) => ({
      queryKey: ['connections', 'browse', id, 'columns', schema, table],
      queryFn: () =>
        api(endpoints.connections.queryColumns, { body: { id: Number(id), schema, table }, long: true }),
    })),
  });
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const loadedCount = results.filter((r) => r.data).length;

  // Each table starts from its registration when it has one, else all fields under the table's own name.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when another table's columns arrive
  useEffect(() => {
    if (!existing.data) return;
    setDrafts((current) => {
      const next = { ...current };
      tables.forEach((ref, index) => {
        const key = refKey(ref);
        const cols = results[index]?.data;
        if (next[key] || !cols) return;
        const found = existing.data.list.find((r) => r.schema === ref[0] && r.table === ref[1]);
        next[key] = found
          ? {
              name: found.name,
              description: found.description,
              fields: found.fields.map((f) => f.name),
              registrationId: found.id,
            }
          : { name: ref[1], description: '', fields: cols.map((c: DatabaseColumn) => c.name) };
      });
      return next;
    });
  }, [existing.data, loadedCount]);

  const update = (key: string, patch: Partial<Draft>) =>
    setDrafts((current) => ({ ...current, [key]: { ...(current[key] as Draft), ...patch } }));

  const handleFinish = async () => {
    setSaving(true);
    const failures: Record<string, string> = {};
    for (const ref of tables) {
      const key = refKey(ref);
      const draft = drafts[key];
      if (!draft) continue;
      try {
        const saved = await saver.mutateAsync({
          id: draft.registrationId,
          connectionId: Number(id),
          schema: ref[0],
          table: ref[1],
          name: draft.name.trim(),
          description: draft.description.trim(),
          fields: draft.fields,
        });
        update(key, { registrationId: saved.id });
      } catch (error) {
        failures[key] = errorText(error) ?? t('browse.failed');
      }
    }
    setErrors(failures);
    setSaving(false);
    if (Object.keys(failures).length === 0) {
      notify.success(t('wizard.saved', { n: tables.length }));
      navigate(paths.info(id));
    }
  };

  const incomplete = tables.some((ref) => {
    const d = drafts[refKey(ref)];
    if (!d) return true;
    return !d.name.trim() || d.fields.length === 0;
  });

  return (
    <WizardFrame
      id={id}
      base={base}
      step={2}
      footer={
        <>
          <Button onClick={() => navigate(paths.addTable(id, [...new Set(tables.map((r) => r[0]))]))}>
            {t('wizard.previous')}
          </Button>
          <Button
            type="primary"
            disabled={incomplete || tables.length === 0}
            loading={saving}
            onClick={() => void handleFinish()}
            data-testid="wizard-finish"
          >
            {t('wizard.finish')}
          </Button>
        </>
      }
    >
      {tables.length === 0 ? <Empty description={t('wizard.noTables')} /> : null}
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {tables.map((ref, index) => {
          const key = refKey(ref);
          const result = results[index];
          const draft = drafts[key];
          return (
            <Card key={key} size="small" title={key} data-testid={`wizard-card-${ref[1]}`}>
              {result?.isError ? (
                <Alert type="error" showIcon message={errorText(result.error) ?? t('browse.failed')} />
              ) : !draft ? (
                <Skeleton active paragraph={{ rows: 2 }} />
              ) : (
                <Space direction="vertical" style={{ width: '100%' }}>
                  {draft.registrationId ? (
                    <Alert type="info" showIcon message={t('wizard.updating')} />
                  ) : null}
                  <Space wrap>
                    <Typography.Text>{t('registered.name')}</Typography.Text>
                    <Input
                      value={draft.name}
                      maxLength={zodMaxLength(zDatabaseTableInput, 'name')}
                      status={draft.name.trim() ? undefined : 'error'}
                      onChange={(e) => update(key, { name: e.target.value })}
                      style={{ width: 260 }}
                      data-testid={`wizard-name-${ref[1]}`}
                    />
                    <Typography.Text>{t('registered.description')}</Typography.Text>
                    <Input
                      value={draft.description}
                      maxLength={zodMaxLength(zDatabaseTableInput, 'description')}
                      onChange={(e) => update(key, { description: e.target.value })}
                      style={{ width: 320 }}
                    />
                  </Space>
                  <Checkbox.Group
                    value={draft.fields}
                    onChange={(values) => update(key, { fields: values as string[] })}
                  >
                    <Space wrap>
                      {(result?.data ?? []).map((c) => (
                        <Checkbox
                          key={c.name}
                          value={c.name}
                          data-testid={`wizard-field-${ref[1]}-${c.name}`}
                        >
                          {c.name} <Typography.Text type="secondary">{c.type}</Typography.Text>
                        </Checkbox>
                      ))}
                    </Space>
                  </Checkbox.Group>
                  {draft.fields.length === 0 ? (
                    <Typography.Text type="danger">{t('wizard.pickField')}</Typography.Text>
                  ) : null}
                  {errors[key] ? <Alert type="error" showIcon message={errors[key]} /> : null}
                </Space>
              )}
            </Card>
          );
        })}
      </Space>
    </WizardFrame>
  );
}
