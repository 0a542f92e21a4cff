import type { appPreview, appRuns, Locale } from '@datamall/contract';

/** Column types that hold a declared type, per database; the first is the one a CREATE TABLE uses. */
const SQL_TYPES: Record<appRuns.ColumnType, { postgresql: string[]; mysql: string[] }> = {
  text: { postgresql: ['text', 'varchar'], mysql: ['varchar(255)', 'text'] },
  integer: { postgresql: ['bigint', 'integer', 'smallint'], mysql: ['bigint', 'int'] },
  number: { postgresql: ['numeric', 'double precision', 'real'], mysql: ['decimal(20,6)', 'double'] },
  boolean: { postgresql: ['boolean'], mysql: ['tinyint(1)'] },
  timestamp: { postgresql: ['timestamptz', 'timestamp', 'date'], mysql: ['datetime', 'timestamp'] },
};

const TYPE_LABELS: Record<appRuns.ColumnType, Record<Locale, string>> = {
  text: { 'zh-CN': '文本', 'zh-TW': '文字', 'en-US': 'text' },
  integer: { 'zh-CN': '整数', 'zh-TW': '整數', 'en-US': 'integer' },
  number: { 'zh-CN': '数值', 'zh-TW': '數值', 'en-US': 'number' },
  boolean: { 'zh-CN': '布尔（true/false）', 'zh-TW': '布林（true/false）', 'en-US': 'boolean (true/false)' },
  timestamp: { 'zh-CN': '时间', 'zh-TW': '時間', 'en-US': 'timestamp' },
};

/** The template's second row: the type in the reader's language, with its wire name. */
export function typeNote(type: appRuns.ColumnType, locale: Locale): string {
  const label = TYPE_LABELS[type][locale];
  return label === type ? type : `${label} (${type})`;
}

function column(c: appRuns.AppColumn): appPreview.PreviewColumn {
  return { name: c.name, type: c.type, required: true, sqlTypes: SQL_TYPES[c.type] };
}

/** The declared tables: inputs in order, then the output. */
export function tablesOf(def: appRuns.AppDefinition, outputId: string): appPreview.PreviewTable[] {
  return [
    ...def.inputs.map(
      (i): appPreview.PreviewTable => ({
        tableId: i.name,
        direction: 'input',
        name: i.name,
        description: i.description,
        kind: 'table',
        columns: i.columns.map(column),
      }),
    ),
    {
      tableId: outputId,
      direction: 'output',
      name: outputId,
      description: '',
      kind: def.output.kind,
      columns: def.output.columns.map(column),
    },
  ];
}

function ddl(table: appPreview.PreviewTable, db: 'postgresql' | 'mysql'): string {
  const quote = (n: string) => (db === 'mysql' ? `\`${n}\`` : `"${n}"`);
  const cols = table.columns.map((c) => `  ${quote(c.name)} ${c.sqlTypes[db][0]}`).join(',\n');
  return `CREATE TABLE ${quote(table.name)} (\n${cols}\n);`;
}

export function tableConfigOf(
  table: appPreview.PreviewTable,
  storage: appPreview.StorageKind[],
): appPreview.TableConfig {
  const isFile = table.kind === 'csv';
  return {
    ...table,
    storage,
    ddl: isFile
      ? { postgresql: '', mysql: '' }
      : { postgresql: ddl(table, 'postgresql'), mysql: ddl(table, 'mysql') },
  };
}
